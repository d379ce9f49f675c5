// How long `npm start` takes to bring the whole portal up once it is built: seconds from launching
// scripts/start.mjs until each URL answers, on a new SQLite file (the first start also creates the
// schema, roles, reference lists, portal content and start accounts) and again on the same file.
// Target: everything answers within 30 s.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildMissing } from '../scripts/build.mjs';
import { startPortal } from './lib/start-portal.mjs';
import { report } from './lib/report.mjs';

const TARGET_SECONDS = 30;

export const startup = async () => {
  buildMissing(); // a stale build would otherwise be rebuilt inside the timing
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'bursary-startup-'));
  const rows = {};
  try {
    for (const run of ['first start (empty database)', 'restart']) {
      const portal = await startPortal({ databaseFile: path.join(workDir, 'startup.db'), privateUploads: path.join(workDir, 'private-uploads') });
      try {
        const seconds = await portal.ready();
        rows[run] = Object.fromEntries(Object.entries(seconds).map(([label, s]) => [`${label} s`, +s.toFixed(1)]));
        rows[run]['all up s'] = Math.max(...Object.values(rows[run]));
      } finally {
        await portal.stop();
      }
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
  report('startup', rows, {
    target: `every URL answering within ${TARGET_SECONDS} s`,
    measured: 'seconds from launching node scripts/start.mjs (builds present) until each URL answers: cms /_health 204, /api/portal-content 200, both apps 200, the inbox 200',
  });
};

if (import.meta.url === `file://${process.argv[1]}`) await startup();
