// Starts the built cms on its own port and a fresh SQLite file, as production would run it.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const secret = () => randomBytes(24).toString('base64');

export const startCms = async ({ port = 1539 } = {}) => {
  const database = path.join(os.tmpdir(), `bursary-bench-${Date.now()}.db`);
  const child = spawn('npm', ['--prefix', 'cms', 'run', 'start'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_CLIENT: 'sqlite',
      DATABASE_FILENAME: database,
      APP_KEYS: `${secret()},${secret()}`,
      API_TOKEN_SALT: secret(),
      ADMIN_JWT_SECRET: secret(),
      TRANSFER_TOKEN_SALT: secret(),
      JWT_SECRET: secret(),
      ENCRYPTION_KEY: secret(),
      STAFF_EMAIL: 'staff.bench@bursary.local',
      STAFF_PASSWORD: 'Staff!bench2025',
      STRAPI_LOG_LEVEL: 'warn',
      STRAPI_TELEMETRY_DISABLED: 'true',
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/_health`)).status === 204) break;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    url,
    pid: child.pid,
    stop() {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already stopped
      }
      for (const suffix of ['', '-wal', '-shm']) rmSync(`${database}${suffix}`, { force: true });
    },
  };
};
