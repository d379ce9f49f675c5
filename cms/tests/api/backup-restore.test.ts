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
import { createBucket, documentStore, filesUnder, isS3Run, storedTree, type DocumentStore } from '../support/files';
import { submittedApplication } from '../support/submitted-applications';
import { decide } from '../support/applications';

// `npm run backup` and `npm run restore` round-trip a populated portal: the restored database has
// every row of every portal table, and the restored folders (or buckets, API_STORAGE=s3) every file,
// byte for byte.

const ROOT = path.resolve(__dirname, '../../..');
const run = promisify(execFile);
const isPostgres = process.env.DATABASE_CLIENT === 'postgres';

const script = (name: 'backup' | 'restore', args: string[], env: Record<string, string> = {}) =>
  run(process.execPath, [path.join(ROOT, 'scripts', `${name}.mjs`), ...args], { env: { ...process.env, ...env } });

const tempDir = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `bursary-${name}-`));

type RestoreTarget = { env: Record<string, string>; documents: DocumentStore; connect: () => Knex; drop: () => Promise<unknown> };

// New folders, or new buckets when the run keeps files in buckets.
const restoredFiles = async (): Promise<Record<string, string>> => {
  if (!isS3Run()) return { PRIVATE_UPLOADS_DIR: tempDir('restored-private'), PUBLIC_UPLOADS_DIR: tempDir('restored-public') };
  const suffix = crypto.randomBytes(4).toString('hex');
  const buckets = { S3_BUCKET: `restored-documents-${suffix}`, S3_MEDIA_BUCKET: `restored-media-${suffix}` };
  for (const bucket of Object.values(buckets)) await createBucket(bucket);
  return { ...buckets, S3_MEDIA_URL: `${process.env.S3_ENDPOINT}/${buckets.S3_MEDIA_BUCKET}` };
};

// Where the restore goes: a new database and new folders or buckets, so the running portal is left alone.
const restoreTarget = async (): Promise<RestoreTarget> => {
  const files = await restoredFiles();
  const documents = documentStore({ ...process.env, ...files });
  if (!isPostgres) {
    const file = path.join(tempDir('restored-db'), 'restored.db');
    return {
      env: { DATABASE_FILENAME: file, ...files },
      documents,
      connect: () => knex({ client: 'better-sqlite3', connection: { filename: file }, useNullAsDefault: true }),
      drop: async () => undefined,
    };
  }
  const name = `bursary_restore_${crypto.randomBytes(4).toString('hex')}`;
  await db().raw(`create database ${name}`);
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString(), ...files },
    documents,
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

  it('writes the database, the uploaded files and a manifest, readable by this user only', async () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(backupDir, 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({ format: 1, client: isPostgres ? 'postgres' : 'sqlite', database: isPostgres ? 'database.pgdump' : 'database.sqlite' });
    expect(manifest.files[manifest.database].size).toBeGreaterThan(0);
    const storedDocuments = Object.entries(await storedTree());
    expect(storedDocuments.length).toBeGreaterThan(0);
    for (const [place, digest] of storedDocuments) expect(manifest.files[`private-uploads/${place}`]).toMatchObject({ sha256: digest });
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
      expect(await storedTree(target.documents)).toEqual(await storedTree());
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
      expect(await target.documents.list()).toEqual([]);
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
      expect(await target.documents.list()).toEqual([]);
    } finally {
      await target.drop();
    }
  });
});
