// npm run backup [-- --to <folder>]: a consistent copy of the portal while it runs — the database
// (SQLite through its online backup API, PostgreSQL through pg_dump) and then the uploaded files —
// with a manifest of checksums. The folder holds personal data: it is created readable by this
// user only; store it encrypted and off this machine.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { MANIFEST, describeFiles } from './lib/backup-manifest.mjs';
import { verifyAuditLog } from './lib/audit-log.mjs';
import { CMS_DIR, cmsRequire, connectDatabase, portalStorage } from './lib/portal-storage.mjs';

const { values } = parseArgs({ options: { to: { type: 'string' } } });
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const target = path.resolve(values.to ?? path.join(CMS_DIR, '..', 'backups', stamp));

const fail = (message) => {
  console.error(`Backup failed: ${message}`);
  process.exit(1);
};

if (existsSync(target) && readdirSync(target).length > 0) fail(`${target} is not empty; choose a new folder.`);
mkdirSync(target, { recursive: true, mode: 0o700 });
chmodSync(target, 0o700);

const storage = portalStorage();
if (storage.client === 'sqlite' && !existsSync(storage.sqliteFile)) fail(`there is no database at ${storage.sqliteFile}.`);
let database;
// The access log's chain, checked on the live database before it is copied (npm run verify-audit):
// the manifest keeps its last row, so `verify-audit --backup <folder>` later finds rows deleted
// from the end.
const knex = connectDatabase(storage);
const chain = await verifyAuditLog(knex).finally(() => knex.destroy());
const auditChain = { whole: chain.breaks.length === 0, rows: chain.rows, head: chain.head, breaks: chain.breaks.map((item) => item.problem) };
if (auditChain.whole) console.log(`The access log is whole: ${chain.rows} rows.`);
else console.error(`WARNING: the access log is NOT whole (${auditChain.breaks.join('; ')}). The backup keeps it as it is, as evidence.`);

if (storage.client === 'sqlite') {
  const Database = cmsRequire('better-sqlite3');
  const source = new Database(storage.sqliteFile, { readonly: true, fileMustExist: true });
  database = 'database.sqlite';
  // A consistent snapshot even while the cms writes (WAL included).
  await source.backup(path.join(target, database));
  source.close();
} else {
  database = 'database.pgdump';
  const dumped = spawnSync('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${path.join(target, database)}`, storage.postgresUrl], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (dumped.error) fail(`pg_dump could not run (${dumped.error.message}); install PostgreSQL's client tools.`);
  if (dumped.status !== 0) fail(`pg_dump exited with ${dumped.status}.`);
}

// Files after the database: every document the copied rows name was stored before its row.
for (const [name, store] of Object.entries(storage.stores)) await store.copyTo(path.join(target, name));

const files = await describeFiles(target);
const manifest = { format: 1, created_at: new Date().toISOString(), client: storage.client, database, files, audit_chain: auditChain };
writeFileSync(path.join(target, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });

const bytes = Object.values(files).reduce((sum, file) => sum + file.size, 0);
console.log(`Backed up the ${storage.client === 'sqlite' ? 'SQLite' : 'PostgreSQL'} database and ${Object.keys(files).length - 1} files (${(bytes / 1e6).toFixed(1)} MB) to ${target}`);
console.log('It holds personal data: keep it encrypted and off this machine.');
