// CI (run by .ci/run once the machine has Chromium and PostgreSQL): every phase runs even when an
// earlier one fails, a line per phase at the end (time and counts), non-zero exit if any failed.
//   install            npm ci, which installs the cms from its own lockfile with npm ci too
//   clean after install  the checkout is exactly what was committed
//   npm test's layers  domain unit tests; the API suite on SQLite and, side by side, on a
//                      PostgreSQL database of its own; its stored-file files again on S3 storage
//                      (a real Swift server); e2e in Chromium
//   clean after tests  the suites left nothing behind that git would see
import { spawnSync } from 'node:child_process';
import { ROOT } from './build.mjs';
import { runPhases } from './lib/phases.mjs';
import { apiLayer, apiS3Layer, clusterLayer, domainLayer, e2eLayer } from './lib/test-layers.mjs';

const POSTGRES = { host: '127.0.0.1', port: 5432, user: 'postgres' };
const psql = (sql) =>
  spawnSync('psql', ['-h', POSTGRES.host, '-p', String(POSTGRES.port), '-U', POSTGRES.user, '-d', 'postgres', '-qc', sql], { stdio: 'inherit' }).status === 0;

const isTreeClean = (when) => () => {
  const status = spawnSync('git', ['status', '--porcelain', '--untracked-files=all'], { cwd: ROOT, encoding: 'utf8' });
  if (status.status !== 0) return false;
  if (status.stdout.trim() === '') return true;
  console.error(`The checkout changed ${when} (git status):\n${status.stdout}`);
  return false;
};

delete process.env.DATABASE_URL;
const database = `bursary_ci_${Date.now()}_${process.pid}`;
const databaseUrl = `postgres://${POSTGRES.user}@${POSTGRES.host}:${POSTGRES.port}/${database}`;
const dropDatabase = () => psql(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
process.on('exit', dropDatabase);

const failed = await runPhases(
  [
    { name: 'install (npm ci)', command: 'npm', args: ['ci', '--no-audit', '--no-fund'] },
    { name: 'clean checkout after install', run: isTreeClean('during the install') },
    // The boundaries (no feature imports another, services import no controllers) and the contract's types.
    { name: 'lint', command: 'npm', args: ['run', 'lint'] },
    { name: 'type checks', command: 'npm', args: ['run', 'typecheck'] },
    domainLayer(),
    { name: 'PostgreSQL database for the API suite', run: () => psql(`CREATE DATABASE ${database}`) },
    // Two lanes side by side. The API suite on SQLite, then its stored-file files again with documents
    // and media in buckets (OpenStack Swift with s3api on loopback); and on PostgreSQL, then three
    // cms instances behind nginx, one killed during a deadline peak, and the worker killed during a
    // letter run (cms/tests/cluster). Each starts its own Strapi and SMTP server on free ports, with
    // its own database, upload folders and compiled cms; the shorter SQLite lane's second phase
    // starts while the PostgreSQL suite still runs, so neither core waits for the other lane.
    [
      [apiLayer(), apiS3Layer()],
      [apiLayer(databaseUrl), clusterLayer(databaseUrl)],
    ],
    // Alone: the browser's timings are the suite's to have.
    e2eLayer(),
    { name: 'clean checkout after the tests', run: isTreeClean('during the tests') },
  ],
  { root: ROOT },
);
process.exit(failed.length ? 1 : 0);
