import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, killCms, startCms, type CmsProcess } from './cms-process';
import { startDnsServer, type DnsServer } from './dns-server';
import { startNginx, type RunningNginx } from './nginx';
import { ownDatabase } from './own-database';
import { testEnv } from './test-env';
import { removeRedisKeys, requireRedis, TEST_REDIS_URL } from './test-redis';
import { startWorker as startWorkerProcess, type WorkerProcess } from './worker-process';

// The production shape on one machine (docker-compose.yml without Docker): cms instances on one
// PostgreSQL database of the cluster's own, one Redis and one port, each on a loopback address of
// its own (127.0.0.2, 127.0.0.3, ...) as each container of the compose service has an address of its
// own; a DNS server standing in for Docker's that answers the service name `cms` with the addresses
// of the instances "running"; and Debian's nginx with docker/nginx.conf in front, asking that server;
// beside them, as production runs it, a job worker (`npm run worker`, support/worker-process.ts).
// Every process is real. The SMTP server is the run's (tests/cluster/global-setup.ts).

export const SERVICE_NAME = 'cms';

// The load of many applicants, all through one nginx (one client address to the cms), is not abuse.
const UNLIMITED = {
  RATE_LIMIT_LOGIN: '1000000/1m',
  RATE_LIMIT_LOGIN_FAILED: '1000000/1m',
  RATE_LIMIT_REGISTRATION: '1000000/1m',
  RATE_LIMIT_REGISTRATION_EMAIL: '1000000/1m',
  RATE_LIMIT_PASSWORD: '1000000/1m',
  RATE_LIMIT_PASSWORD_EMAIL: '1000000/1m',
  RATE_LIMIT_LINK: '1000000/1m',
};

/**
 * What the cluster runs. The one place for a setting every process needs (e.g. S3 storage's S3_*
 * variables): `env`; for one only the instances serving requests have (WORKERS=false):
 * `instanceEnv`; for the job worker, a process of its own that serves no requests (the real
 * `npm run worker` script, WORKERS=true): `worker`, started with env and worker's variables; none
 * when null.
 */
export type ClusterOptions = {
  instances: number;
  env?: Record<string, string>;
  instanceEnv?: Record<string, string>;
  worker?: Record<string, string> | null;
};

export type Instance = { address: string; cms: CmsProcess };

export type Cluster = {
  /** the applicant site and the back office, as nginx serves them */
  applicantUrl: string;
  adminUrl: string;
  port: number;
  instances: Instance[];
  dns: DnsServer;
  nginx: RunningNginx;
  /** Starts one more instance on the next loopback address (not yet named in DNS). */
  startInstance: () => Promise<Instance>;
  /** SIGKILL, as when a container is killed or its machine fails. */
  killInstance: (instance: Instance) => Promise<void>;
  /** Starts a job worker (env, worker's variables, then `changes`) and waits until it takes jobs. */
  startWorker: (changes?: Record<string, string>) => Promise<WorkerProcess>;
  /** SIGKILL to the worker started last: the job in its hands is left half done. */
  killWorker: () => Promise<void>;
  /** What DNS answers for the service from now on: these instances' addresses. */
  runningInstances: (instances: Instance[]) => void;
  /** A connection of its own to the cluster's database, closed afterwards. */
  withDatabase: ReturnType<typeof ownDatabase>['withDatabase'];
  stop: () => Promise<void>;
};

// The sites nginx serves beside the API: a page each, enough to know it answers.
const writeSites = (dir: string) => {
  for (const site of ['applicant', 'admin']) {
    fs.mkdirSync(path.join(dir, site), { recursive: true });
    fs.writeFileSync(path.join(dir, site, 'index.html'), `<!doctype html><title>${site}</title>`);
  }
};

export const startCluster = async ({ instances: count, env: shared = {}, instanceEnv = {}, worker: workerEnv = null }: ClusterOptions): Promise<Cluster> => {
  await requireRedis('The cluster needs');
  const prefix = `bursary-cluster-${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
  // Documents and media in the run's Swift buckets (tests/cluster/global-setup.ts), when it started one.
  const storage: Record<string, string> = JSON.parse(process.env.CLUSTER_STORAGE || '{}');
  const env: Record<string, string> = { ...testEnv(), ...UNLIMITED, REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix, ...storage, ...shared };
  const database = ownDatabase(env, 'cluster');
  await database.create();

  const port = await freePort();
  const instances: Instance[] = [];
  const everyProcess: { child: CmsProcess['child'] }[] = [];
  let worker: WorkerProcess | null = null;
  const startWorker = async (changes: Record<string, string> = {}) => {
    worker = await startWorkerProcess({ ...env, ...workerEnv, ...changes });
    everyProcess.push(worker);
    return worker;
  };
  const killWorker = async () => {
    if (worker) await killCms(worker);
  };
  let nextAddress = 2;
  // In the order of their addresses, however they finish starting.
  const startInstance = async () => {
    const address = `127.0.0.${nextAddress}`;
    nextAddress += 1;
    const instance = { address, cms: null as unknown as CmsProcess };
    instances.push(instance);
    instance.cms = await startCms({ ...env, ...instanceEnv }, 180_000, { host: address, port });
    everyProcess.push(instance.cms);
    return instance;
  };

  const dns = await startDnsServer();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bursary-cluster-nginx-'));
  let nginx: RunningNginx | null = null;
  const stop = async () => {
    await nginx?.stop();
    await Promise.all(everyProcess.map(killCms));
    await dns.close();
    await database.remove();
    fs.rmSync(env.RESUMABLE_UPLOADS_DIR, { recursive: true, force: true });
    fs.rmSync(dir, { recursive: true, force: true });
    await removeRedisKeys(prefix);
  };

  try {
    // Together, as a deploy starts them: the start lock (src/db/start-lock.ts) lets one set up the database.
    await Promise.all(Array.from({ length: count }, startInstance));
    if (workerEnv) await startWorker();
    const runningInstances = (running: Instance[]) => dns.answer(SERVICE_NAME, running.map((instance) => instance.address));
    runningInstances(instances);

    writeSites(dir);
    const [applicantPort, adminPort] = [await freePort(), await freePort()];
    const applicantUrl = `http://127.0.0.1:${applicantPort}`;
    const adminUrl = `http://127.0.0.1:${adminPort}`;
    // Only what differs on this machine: where DNS is, the cms's port, nginx's own ports and folders.
    nginx = await startNginx(
      dir,
      [
        ['resolver 127.0.0.11', `resolver ${dns.address}`],
        [`${SERVICE_NAME}:1337`, `${SERVICE_NAME}:${port}`],
        ['listen 80;', `listen 127.0.0.1:${applicantPort};`],
        ['listen 8080;', `listen 127.0.0.1:${adminPort};`],
        ['root /srv/applicant;', `root ${dir}/applicant;`],
        ['root /srv/admin;', `root ${dir}/admin;`],
      ],
      [applicantUrl, adminUrl],
    );
    return {
      applicantUrl,
      adminUrl,
      port,
      instances,
      dns,
      nginx,
      startInstance,
      killInstance: (instance) => killCms(instance.cms),
      startWorker,
      killWorker,
      runningInstances,
      withDatabase: database.withDatabase,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
};
