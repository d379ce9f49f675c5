import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, ListBucketsCommand, S3Client } from '@aws-sdk/client-s3';
import { freePort } from './cms-process';

// A real S3-compatible server on loopback for the API suite on object storage (API_STORAGE=s3):
// OpenStack Swift from Debian's python3-swift, with its s3api middleware. In a temporary folder:
// one-device account, container and object rings, the three storage servers and a proxy whose
// pipeline has `s3api tempauth` (user test:tester, key testing), each a single process on a free
// 127.0.0.1 port. Starts in about three seconds.

// Debian's interpreter, where python3-swift lives (a pyenv or venv python3 first on PATH lacks it).
const PYTHON = process.env.SWIFT_PYTHON || '/usr/bin/python3';
const SERVERS = ['account-server', 'container-server', 'object-server', 'proxy-server'] as const;
export const SWIFT_USER = { accessKeyId: 'test:tester', secretAccessKey: 'testing', region: 'us-east-1' };

// Builds the rings and runs a server with Swift's own code: run_wsgi is what swift-*-server runs,
// and the rings are what swift-ring-builder create/add/rebalance writes. Both read swift.conf from
// the temporary folder (set_swift_dir), never /etc/swift.
const LAUNCHER = `
import os, sys
from swift.common import utils
from swift.common.storage_policy import reload_storage_policies

command, swift_dir = sys.argv[1], sys.argv[2]
utils.set_swift_dir(swift_dir)
reload_storage_policies()
if command == 'rings':
    from swift.common.ring import RingBuilder
    for name, port in zip(('account', 'container', 'object'), sys.argv[3:6]):
        builder = RingBuilder(2, 1, 1)
        builder.add_dev({'region': 1, 'zone': 1, 'ip': '127.0.0.1', 'port': int(port), 'device': 'd1', 'weight': 1})
        builder.rebalance()
        builder.get_ring().save(os.path.join(swift_dir, name + '.ring.gz'))
else:
    from swift.common.wsgi import run_wsgi
    sys.exit(run_wsgi(os.path.join(swift_dir, command + '.conf'), command, verbose=True))
`;

const serverConf = (dir: string, name: string, port: number, pipeline: string, sections: string) => `[DEFAULT]
devices = ${path.join(dir, 'devices')}
mount_check = false
bind_ip = 127.0.0.1
bind_port = ${port}
workers = 0
swift_dir = ${dir}
log_name = ${name}
log_level = WARNING

[pipeline:main]
pipeline = ${pipeline}
${sections}`;

const configs = (dir: string, ports: Record<(typeof SERVERS)[number], number>) => ({
  'swift.conf': '[swift-hash]\nswift_hash_path_prefix = bursary-test\nswift_hash_path_suffix = bursary-test\n\n[storage-policy:0]\nname = default\ndefault = yes\n',
  'account-server.conf': serverConf(dir, 'account-server', ports['account-server'], 'account-server', '\n[app:account-server]\nuse = egg:swift#account\n'),
  'container-server.conf': serverConf(dir, 'container-server', ports['container-server'], 'container-server', '\n[app:container-server]\nuse = egg:swift#container\n'),
  'object-server.conf': serverConf(dir, 'object-server', ports['object-server'], 'object-server', '\n[app:object-server]\nuse = egg:swift#object\n'),
  // tempauth keeps its tokens in memcache and refuses to work without the cache middleware; no
  // memcached runs here, so each lookup misses (logged) and S3 requests, signed per request, go on.
  // slo is what s3api builds multipart uploads with.
  'proxy-server.conf': serverConf(
    dir,
    'proxy-server',
    ports['proxy-server'],
    'catch_errors cache s3api tempauth slo proxy-server',
    `
[app:proxy-server]
use = egg:swift#proxy
account_autocreate = true

[filter:catch_errors]
use = egg:swift#catch_errors

[filter:cache]
use = egg:swift#memcache
memcache_servers = 127.0.0.1:1

[filter:s3api]
use = egg:swift#s3api

[filter:tempauth]
use = egg:swift#tempauth
user_test_tester = ${SWIFT_USER.secretAccessKey} .admin

[filter:slo]
use = egg:swift#slo
`,
  ),
});

export type SwiftServer = {
  endpoint: string;
  client: S3Client;
  /** A new bucket; a public one (public-read: Swift's read ACL .r:*) is readable by anyone at publicUrl(name). */
  createBucket: (name: string, options?: { public?: boolean }) => Promise<void>;
  publicUrl: (bucket: string) => string;
  stop: () => Promise<void>;
};

const stopAll = (children: ChildProcess[]) =>
  Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
          setTimeout(() => child.kill('SIGKILL'), 3000).unref();
        }),
    ),
  );

export const startSwift = async (): Promise<SwiftServer> => {
  const available = spawnSync(PYTHON, ['-c', 'import swift.common.middleware.s3api.s3api'], { encoding: 'utf8' });
  if (available.status !== 0) {
    throw new Error(`The S3 tests need OpenStack Swift with s3api (${PYTHON}: ${(available.stderr || available.error?.message || '').trim().split('\n').pop()}). Install it: apt-get install python3-swift`);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bursary-swift-'));
  fs.mkdirSync(path.join(dir, 'devices', 'd1'), { recursive: true });
  const ports = Object.fromEntries(await Promise.all(SERVERS.map(async (name) => [name, await freePort()]))) as Record<(typeof SERVERS)[number], number>;
  for (const [file, text] of Object.entries(configs(dir, ports))) fs.writeFileSync(path.join(dir, file), text);
  const launcher = path.join(dir, 'launch.py');
  fs.writeFileSync(launcher, LAUNCHER);
  const rings = spawnSync(PYTHON, [launcher, 'rings', dir, String(ports['account-server']), String(ports['container-server']), String(ports['object-server'])], { encoding: 'utf8' });
  if (rings.status !== 0) throw new Error(`Could not build Swift's rings: ${rings.stderr}`);

  const log = path.join(dir, 'swift.log');
  const children = SERVERS.map((name) => {
    const out = fs.openSync(log, 'a');
    return spawn(PYTHON, [launcher, name, dir], { stdio: ['ignore', out, out] });
  });
  const endpoint = `http://127.0.0.1:${ports['proxy-server']}`;
  const client = new S3Client({
    endpoint,
    region: SWIFT_USER.region,
    forcePathStyle: true,
    credentials: { accessKeyId: SWIFT_USER.accessKeyId, secretAccessKey: SWIFT_USER.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const stop = async () => {
    client.destroy();
    await stopAll(children);
    fs.rmSync(dir, { recursive: true, force: true });
  };

  // Up once an S3 call answers (through the proxy, tempauth and the account server).
  const until = Date.now() + 30_000;
  for (;;) {
    const exited = children.find((child) => child.exitCode !== null);
    try {
      if (exited) throw new Error(`a Swift server exited with ${exited.exitCode}`);
      await client.send(new ListBucketsCommand({}));
      break;
    } catch (error) {
      if (exited || Date.now() > until) {
        const output = fs.existsSync(log) ? fs.readFileSync(log, 'utf8').slice(-3000) : '';
        await stop();
        throw new Error(`Swift did not start (${(error as Error).message}):\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  return {
    endpoint,
    client,
    // A container server still starting answers 503 (Swift's "Please reduce your request rate")
    // after the account server already does: tried again for a while.
    createBucket: async (name, options = {}) => {
      const until = Date.now() + 30_000;
      for (;;) {
        try {
          await client.send(new CreateBucketCommand({ Bucket: name, ...(options.public && { ACL: 'public-read' }) }));
          return;
        } catch (error) {
          if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode !== 503 || Date.now() > until) throw error;
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      }
    },
    // Swift's own API serves anonymous reads; its S3 API answers signed requests only.
    publicUrl: (bucket) => `${endpoint}/v1/AUTH_${SWIFT_USER.accessKeyId.split(':')[0]}/${bucket}`,
    stop,
  };
};

/**
 * Swift with the portal's two buckets as an operator sets them up (documents private, media public:
 * docker/production.env.example), and the cms's S3_* settings for them.
 */
export const startSwiftStorage = async () => {
  // The SDK's notice that its releases after January 2027 need Node 22, once per process.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const swift = await startSwift();
  const buckets = { S3_BUCKET: 'bursary-documents', S3_MEDIA_BUCKET: 'bursary-media' };
  await swift.createBucket(buckets.S3_BUCKET);
  await swift.createBucket(buckets.S3_MEDIA_BUCKET, { public: true });
  const settings: Record<string, string> = {
    ...buckets,
    S3_ENDPOINT: swift.endpoint,
    S3_REGION: SWIFT_USER.region,
    S3_ACCESS_KEY_ID: SWIFT_USER.accessKeyId,
    S3_SECRET_ACCESS_KEY: SWIFT_USER.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
    S3_MEDIA_URL: swift.publicUrl(buckets.S3_MEDIA_BUCKET),
  };
  return { swift, settings };
};
