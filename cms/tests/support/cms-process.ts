import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { testEnv } from './test-env';

// A cms of its own in a child process (the suite's shared one runs inside jest and cannot be
// killed), started from the suite's compiled build on the database and folders it is given.

const APP_DIR = path.resolve(__dirname, '../..');

const START = `
const { createStrapi } = require('@strapi/strapi');
createStrapi({ appDir: process.env.CMS_APP_DIR, distDir: process.env.CMS_DIST_DIR, autoReload: false, serveAdminPanel: false })
  .start()
  .catch((error) => { console.error(error); process.exit(1); });
`;

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

export type CmsProcess = { url: string; child: ChildProcess; output: () => string };

/**
 * Starts the cms with `env` and waits until it answers: on a free port of 127.0.0.1, or on `host`
 * and `port` (several instances on one port, each on a loopback address of its own, as containers
 * of one compose service: tests/cluster).
 */
export const startCms = async (
  env: Record<string, string>,
  timeoutMs = 90_000,
  { host = '127.0.0.1', port }: { host?: string; port?: number } = {},
): Promise<CmsProcess> => {
  const listenPort = port ?? (await freePort());
  let output = '';
  const child = spawn(process.execPath, ['-e', START], {
    cwd: APP_DIR,
    env: { ...process.env, ...env, HOST: host, PORT: String(listenPort), CMS_APP_DIR: APP_DIR, CMS_DIST_DIR: process.env.CMS_TEST_DIST_DIR! },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://${host}:${listenPort}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The cms stopped while starting:\n${output}`);
    const answered = await fetch(`${url}/api/portal-content`).then((response) => response.ok, () => false);
    if (answered) return { url, child, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`The cms did not answer within ${timeoutMs / 1000} s:\n${output}`);
};

/** SIGKILL: no shutdown code runs, as when the machine loses power or the process is OOM-killed. */
export const killCms = (cms: Pick<CmsProcess, 'child'>) =>
  new Promise<void>((resolve) => {
    if (cms.child.exitCode !== null || cms.child.signalCode !== null) return resolve();
    cms.child.once('exit', () => resolve());
    cms.child.kill('SIGKILL');
  });

/**
 * A cms of its own for the enclosing describe block, started with the run's settings changed by
 * `changes` on a database and uploads folder of its own, and removed afterwards with its files.
 * Returns its URL once it answers.
 */
export const withOwnCms = (changes: Record<string, string>) => {
  const env = testEnv();
  let cms: CmsProcess | null = null;
  beforeAll(async () => {
    cms = await startCms({ ...env, ...changes });
  }, 120_000);
  afterAll(async () => {
    if (cms) await killCms(cms);
    removeOwnFiles(env);
  });
  return () => cms!.url;
};

/** Removes what a cms started with `env` (a copy of testEnv()) kept: its SQLite file, if it had one, its private uploads and its resumable uploads in progress. */
export const removeOwnFiles = (env: Record<string, string>) => {
  if (env.DATABASE_FILENAME) {
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${env.DATABASE_FILENAME}${suffix}`, { force: true });
  }
  for (const dir of [env.PRIVATE_UPLOADS_DIR, env.RESUMABLE_UPLOADS_DIR]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
};

