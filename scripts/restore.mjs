// npm run restore -- --from <backup folder> --yes: puts a backup made by `npm run backup` back.
// Stop the cms first. The backup is checked against its manifest before anything is touched, and
// what it replaces is moved aside (…before-restore-<time>), never deleted.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { MANIFEST, differencesFrom } from './lib/backup-manifest.mjs';
import { portalStorage } from './lib/portal-storage.mjs';

const { values } = parseArgs({ options: { from: { type: 'string' }, yes: { type: 'boolean', default: false } } });

const fail = (message) => {
  console.error(`Restore failed: ${message}`);
  process.exit(1);
};

if (!values.from) fail('say which backup to restore: npm run restore -- --from <folder> --yes');
const source = path.resolve(values.from);
if (!existsSync(path.join(source, MANIFEST))) fail(`${source} has no ${MANIFEST}; is it a backup folder?`);
const manifest = JSON.parse(readFileSync(path.join(source, MANIFEST), 'utf8'));

const problems = await differencesFrom(source, manifest);
if (problems.length > 0) fail(`the backup is not whole (${problems.slice(0, 5).join('; ')}${problems.length > 5 ? '; …' : ''}).`);

const storage = portalStorage();
if (manifest.client !== storage.client) fail(`the backup is of a ${manifest.client} database but this portal uses ${storage.client}.`);
if (!values.yes) fail('this replaces the database and uploaded files of this portal; stop the cms, then run again with --yes.');

const aside = `before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
const moveAside = (file) => {
  if (existsSync(file)) renameSync(file, `${file}.${aside}`);
};

if (storage.client === 'sqlite') {
  mkdirSync(path.dirname(storage.sqliteFile), { recursive: true });
  moveAside(storage.sqliteFile);
  for (const suffix of ['-wal', '-shm']) rmSync(`${storage.sqliteFile}${suffix}`, { force: true });
  copyFileSync(path.join(source, manifest.database), storage.sqliteFile);
} else {
  // The database as it is now, dumped beside the backup folder first.
  const current = path.join(path.dirname(source), `${aside}.pgdump`);
  const dumped = spawnSync('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${current}`, storage.postgresUrl], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (dumped.error || dumped.status !== 0) fail('could not keep a copy of the current database first (pg_dump failed); nothing was changed.');
  const restored = spawnSync(
    'pg_restore',
    ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${storage.postgresUrl}`, path.join(source, manifest.database)],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (restored.error) fail(`pg_restore could not run (${restored.error.message}); install PostgreSQL's client tools.`);
  if (restored.status !== 0) fail(`pg_restore exited with ${restored.status}.`);
  // pg_restore leaves the tables without statistics or a visibility map: until autovacuum comes
  // round, plans are guesses and the grid's counts read the table instead of their index.
  const analysed = spawnSync('vacuumdb', ['--analyze', `--dbname=${storage.postgresUrl}`], { stdio: ['ignore', 'inherit', 'inherit'] });
  if (analysed.error || analysed.status !== 0) console.warn('vacuumdb --analyze did not finish: the restored data is whole, and autovacuum will analyse it later.');
}

// A folder is renamed with the suffix; a bucket's objects are downloaded beside the backup folder first.
for (const [name, store] of Object.entries(storage.stores)) {
  await store.replaceWith(path.join(source, name), { suffix: aside, folder: path.join(path.dirname(source), `${aside}-${name}`) });
}

console.log(`Restored the backup of ${manifest.created_at} (${storage.client}); what it replaced was kept with the name or suffix ${aside}.`);
