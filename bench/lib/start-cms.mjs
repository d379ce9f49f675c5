// Starts the built cms as production runs it, on its own port, database and private-uploads folder,
// so a benchmark never touches the portal's own data. BENCH_DATABASE=postgres runs it on a fresh
// PostgreSQL database (BENCH_POSTGRES_URL, default the local server) instead of a fresh SQLite file.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CMS_DIR, cmsRequire } from '../../scripts/lib/portal-storage.mjs';

const secret = () => randomBytes(24).toString('base64');
const STRAPI_BIN = path.join(CMS_DIR, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js');

export const STAFF = { email: 'staff.bench@bursary.local', password: 'Staff!bench2025' };
export const CMS_ADMIN = { email: 'editor.bench@bursary.local', password: 'Editor!bench2025' };
// The generic REST baseline needs an API token, which only a super admin may make.
export const CMS_SUPER_ADMIN = { email: 'super.bench@bursary.local', password: 'Super!bench2025' };
export const databaseKind = () => (process.env.BENCH_DATABASE === 'postgres' ? 'postgres' : 'sqlite');

// A new, empty database for this run, and how to remove it afterwards.
const freshDatabase = async (workDir) => {
  if (databaseKind() === 'sqlite') {
    const filename = path.join(workDir, 'bench.db');
    return { env: { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: filename }, client: 'sqlite', filename, drop: async () => {} };
  }
  const serverUrl = process.env.BENCH_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `bursary_bench_${Date.now()}`;
  const { Client } = cmsRequire('pg');
  const admin = async (sql) => {
    const client = new Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_CLIENT: 'postgres', DATABASE_URL: url.toString() },
    client: 'postgres',
    url: url.toString(),
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
};

const waitForHealth = async (url, child, timeoutMs) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The cms stopped while starting (exit ${child.exitCode})`);
    try {
      if ((await fetch(`${url}/_health`)).status === 204) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The cms did not answer ${url}/_health within ${timeoutMs / 1000} s`);
};

// Resident and peak resident memory of a process, in MB, from /proc (Linux).
export const memoryOf = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
  return { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) };
};

/**
 * The cms on `port`, with `env` added (rate limits, SMTP, ...), on a fresh database or on another
 * cms's `database`. Answers its url, pid, database, private-uploads folder, memory() and stop().
 */
export const startCms = async ({ port = 1539, env = {}, database: existing } = {}) => {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'bursary-bench-'));
  const database = existing ?? (await freshDatabase(workDir));
  const privateUploads = path.join(workDir, 'private-uploads');
  const cmsEnv = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    ...database.env,
    PRIVATE_UPLOADS_DIR: privateUploads,
    APP_KEYS: `${secret()},${secret()}`,
    API_TOKEN_SALT: secret(),
    ADMIN_JWT_SECRET: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    JWT_SECRET: secret(),
    ENCRYPTION_KEY: secret(),
    LINK_TOKEN_SECRET: secret(),
    STAFF_EMAIL: STAFF.email,
    STAFF_PASSWORD: STAFF.password,
    CMS_ADMIN_EMAIL: CMS_ADMIN.email,
    CMS_ADMIN_PASSWORD: CMS_ADMIN.password,
    CMS_SUPER_ADMIN_EMAIL: CMS_SUPER_ADMIN.email,
    CMS_SUPER_ADMIN_PASSWORD: CMS_SUPER_ADMIN.password,
    STRAPI_LOG_LEVEL: 'warn',
    STRAPI_TELEMETRY_DISABLED: 'true',
    ...env,
  };
  // BENCH_CPU_PROFILE=<folder>: the cms writes a CPU profile there when it stops (open it in
  // Chrome's DevTools), to see where a benchmark's time goes.
  const profile = process.env.BENCH_CPU_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`] : [];
  const child = spawn(process.execPath, [...profile, STRAPI_BIN, 'start'], {
    cwd: CMS_DIR,
    detached: true,
    // At STRAPI_LOG_LEVEL=warn only warnings and errors (such as a 500's cause) show.
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...cmsEnv },
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async ({ keepDatabase = false } = {}) => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already stopped
    }
    if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
    if (keepDatabase) return;
    // A cms started on another's database leaves it to that one.
    if (!existing) await database.drop();
    rmSync(workDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, child, 180_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, pid: child.pid, env: cmsEnv, database, privateUploads, workDir, memory: () => memoryOf(child.pid), stop };
};
