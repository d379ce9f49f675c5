import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import knex, { type Knex } from 'knex';
import { signIn, api } from '../support/api';
import { authorised } from '../support/applicants';
import { db } from '../support/database';
import { databaseDigest, waitForLetterRuns } from '../support/database-digest';
import { filesUnder, privateUploadsDir, sha256 } from '../support/files';
import { submittedApplication } from '../support/submitted-applications';
import { decide } from '../support/applications';

// `npm run backup` and `npm run restore` round-trip a populated portal: the restored database has
// every row of every portal table, and the restored folders every file, byte for byte.

const ROOT = path.resolve(__dirname, '../../..');
const run = promisify(execFile);
const isPostgres = process.env.DATABASE_CLIENT === 'postgres';

const script = (name: 'backup' | 'restore', args: string[], env: Record<string, string> = {}) =>
  run(process.execPath, [path.join(ROOT, 'scripts', `${name}.mjs`), ...args], { env: { ...process.env, ...env } });

const tempDir = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `bursary-${name}-`));

const fileTree = (dir: string) =>
  Object.fromEntries(filesUnder(dir).map((file) => [path.relative(dir, file), sha256(fs.readFileSync(file))]));

type RestoreTarget = { env: Record<string, string>; privateUploads: string; connect: () => Knex; drop: () => Promise<unknown> };

// Where the restore goes: a new database and new folders, so the running portal is left alone.
const restoreTarget = async (): Promise<RestoreTarget> => {
  const privateUploads = tempDir('restored-private');
  const publicUploads = tempDir('restored-public');
  if (!isPostgres) {
    const file = path.join(tempDir('restored-db'), 'restored.db');
    return {
      env: { DATABASE_FILENAME: file, PRIVATE_UPLOADS_DIR: privateUploads, PUBLIC_UPLOADS_DIR: publicUploads },
      privateUploads,
      connect: () => knex({ client: 'better-sqlite3', connection: { filename: file }, useNullAsDefault: true }),
      drop: async () => undefined,
    };
  }
  const name = `bursary_restore_${crypto.randomBytes(4).toString('hex')}`;
  await db().raw(`create database ${name}`);
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString(), PRIVATE_UPLOADS_DIR: privateUploads, PUBLIC_UPLOADS_DIR: publicUploads },
    privateUploads,
    connect: () => knex({ client: 'pg', connection: url.toString(), pool: { min: 0, max: 1 } }),
    drop: () => db().raw(`drop database if exists ${name} with (force)`),
  };
};

describe('npm run backup and npm run restore', () => {
  let backupDir: string;

  beforeAll(async () => {
    const staff = await signIn();
    const { applicationId } = await submittedApplication({ first_name: 'Backup', last_name: 'Roundtrip' });
    await decide(applicationId, 1, { staff });
    await api()
      .post('/api/addcomment')
      .set(authorised(staff))
      .send({ application_id: applicationId, comment: 'Kept in the backup' })
      .expect(200);
    await waitForLetterRuns();
    backupDir = path.join(tempDir('backup'), 'backup');
    await script('backup', ['--to', backupDir]);
  }, 120_000);

  it('writes the database, the uploaded files and a manifest, readable by this user only', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(backupDir, 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({ format: 1, client: isPostgres ? 'postgres' : 'sqlite', database: isPostgres ? 'database.pgdump' : 'database.sqlite' });
    expect(manifest.files[manifest.database].size).toBeGreaterThan(0);
    const storedDocuments = Object.keys(fileTree(privateUploadsDir()));
    expect(storedDocuments.length).toBeGreaterThan(0);
    for (const document of storedDocuments) expect(manifest.files).toHaveProperty([`private-uploads/${document.split(path.sep).join('/')}`]);
    expect(fs.statSync(backupDir).mode & 0o777).toBe(0o700);
  });

  it('restores every row and every file into an empty portal', async () => {
    const target = await restoreTarget();
    let restored: Knex | null = null;
    try {
      const { stdout } = await script('restore', ['--from', backupDir, '--yes'], target.env);
      expect(stdout).toMatch(/Restored the backup of/);
      restored = target.connect();
      // Nothing was written since the backup (the suite runs one file at a time), so the restored
      // database must equal the running one.
      const original = await databaseDigest();
      expect(await databaseDigest(restored)).toEqual(original);
      expect(fileTree(target.privateUploads)).toEqual(fileTree(privateUploadsDir()));
    } finally {
      await restored?.destroy();
      await target.drop();
    }
  }, 120_000);

  it('refuses a damaged backup and changes nothing', async () => {
    const damaged = path.join(tempDir('damaged'), 'backup');
    fs.cpSync(backupDir, damaged, { recursive: true });
    const [someDocument] = filesUnder(path.join(damaged, 'private-uploads'));
    fs.appendFileSync(someDocument, 'tampered');
    const target = await restoreTarget();
    try {
      await expect(script('restore', ['--from', damaged, '--yes'], target.env)).rejects.toMatchObject({
        stderr: expect.stringMatching(/Restore failed: the backup is not whole \(changed: private-uploads\//),
      });
      expect(fs.readdirSync(target.privateUploads)).toEqual([]);
    } finally {
      await target.drop();
    }
  });

  it('asks for --yes before replacing anything', async () => {
    const target = await restoreTarget();
    try {
      await expect(script('restore', ['--from', backupDir], target.env)).rejects.toMatchObject({
        stderr: expect.stringMatching(/stop the cms, then run again with --yes/),
      });
      expect(fs.readdirSync(target.privateUploads)).toEqual([]);
    } finally {
      await target.drop();
    }
  });
});
