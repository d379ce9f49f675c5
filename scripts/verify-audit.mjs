// `npm run verify-audit [-- --backup <folder>]`: is the access log whole? Walks the hash chain of
// audit_logs (each row hashes its content and the previous row's hash) and says where it breaks:
// a row changed, removed or added behind the cms's back. With --backup, also checks that the last
// row that backup recorded is still there, unchanged (rows deleted from the end show only so).
// Reads the same settings as the cms. Exit code 0 when whole, 1 when not.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { MANIFEST } from './lib/backup-manifest.mjs';
import { verifyAuditLog } from './lib/audit-log.mjs';
import { connectDatabase } from './lib/portal-storage.mjs';

const { values } = parseArgs({ options: { backup: { type: 'string' } } });

const recordedHead = () => {
  if (!values.backup) return null;
  const file = path.join(path.resolve(values.backup), MANIFEST);
  if (!existsSync(file)) throw new Error(`No backup manifest at ${file}.`);
  return JSON.parse(readFileSync(file, 'utf8')).audit_chain?.head ?? null;
};

const knex = connectDatabase();
try {
  const report = await verifyAuditLog(knex);
  const head = recordedHead();
  if (head) {
    const row = await knex('audit_logs').where({ seq: head.seq }).first('hash');
    if (row?.hash !== head.hash) report.breaks.push({ seq: head.seq, id: null, problem: `row ${head.seq}, the last one the backup recorded, is ${row ? 'changed' : 'gone'}` });
  }
  const summary = `${report.rows} rows${report.deidentified ? ` (${report.deidentified} de-identified by retention)` : ''}, last row ${report.head ? `${report.head.seq} ${report.head.hash}` : 'none'}`;
  if (report.breaks.length === 0) {
    console.log(`The access log is whole: ${summary}.`);
  } else {
    console.error(`The access log is NOT whole: ${report.breaks.length} break${report.breaks.length === 1 ? '' : 's'} in ${summary}.`);
    for (const { problem, id } of report.breaks) console.error(`  - ${problem}${id ? ` (row id ${id})` : ''}`);
    process.exitCode = 1;
  }
} finally {
  await knex.destroy();
}
