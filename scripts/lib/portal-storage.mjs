// Where this portal keeps its data, read from the same settings the cms reads: the process
// environment first, then cms/.env. Used by the backup and restore commands.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readEnv } from '../ensure-env.mjs';
import { bucketStore, folderStore } from './file-stores.mjs';

export const CMS_DIR = fileURLToPath(new URL('../../cms/', import.meta.url));

/** Modules the cms installs (better-sqlite3, pg), loaded from cms/node_modules. */
export const cmsRequire = createRequire(path.join(CMS_DIR, 'package.json'));

const settings = () => {
  const file = path.join(CMS_DIR, '.env');
  return { ...(existsSync(file) ? readEnv(file) : {}), ...process.env };
};

/** The PostgreSQL connection string, from DATABASE_URL or the DATABASE_* fields as the cms builds it. */
const postgresUrl = (env) => {
  if (env.DATABASE_URL) return env.DATABASE_URL;
  const user = encodeURIComponent(env.DATABASE_USERNAME || 'bursary');
  const password = env.DATABASE_PASSWORD ? `:${encodeURIComponent(env.DATABASE_PASSWORD)}` : '';
  return `postgres://${user}${password}@${env.DATABASE_HOST || '127.0.0.1'}:${env.DATABASE_PORT || 5432}/${env.DATABASE_NAME || 'bursary'}`;
};

/** The buckets named by S3_*, read as the cms reads them (cms/src/utils/s3-settings.ts, which checks them at start). */
const s3Settings = (env) => {
  if (!env.S3_BUCKET) return null;
  const keys = env.S3_ACCESS_KEY_ID ? { credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } } : {};
  return {
    bucket: env.S3_BUCKET,
    mediaBucket: env.S3_MEDIA_BUCKET || null,
    client: {
      region: env.S3_REGION,
      ...(env.S3_ENDPOINT && { endpoint: env.S3_ENDPOINT }),
      forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
      ...keys,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    },
  };
};

export const portalStorage = () => {
  const env = settings();
  const client = env.DATABASE_CLIENT || 'sqlite';
  if (client !== 'sqlite' && client !== 'postgres') throw new Error(`Unsupported DATABASE_CLIENT "${client}".`);
  const s3 = s3Settings(env);
  const privateUploads = path.resolve(env.PRIVATE_UPLOADS_DIR || path.join(CMS_DIR, 'private-uploads'));
  const publicUploads = path.resolve(env.PUBLIC_UPLOADS_DIR || path.join(CMS_DIR, 'public', 'uploads'));
  return {
    client,
    sqliteFile: path.resolve(CMS_DIR, env.DATABASE_FILENAME || '.tmp/data.db'),
    postgresUrl: client === 'postgres' ? postgresUrl(env) : null,
    // The applicants' documents (private: S3_BUCKET, else PRIVATE_UPLOADS_DIR) and editors' images
    // (S3_MEDIA_BUCKET, else cms/public/uploads or where PUBLIC_UPLOADS_DIR says it is mounted), by
    // their folder's name in a backup.
    stores: {
      'private-uploads': s3 ? bucketStore(s3, s3.bucket, { cmsRequire }) : folderStore(privateUploads),
      'public-uploads': s3?.mediaBucket ? bucketStore(s3, s3.mediaBucket, { cmsRequire }) : folderStore(publicUploads),
    },
  };
};

/** A knex connection to the portal's database, for the maintenance commands. */
export const connectDatabase = (storage = portalStorage()) =>
  cmsRequire('knex')(
    storage.client === 'sqlite'
      ? { client: 'better-sqlite3', connection: { filename: storage.sqliteFile }, useNullAsDefault: true }
      : { client: 'pg', connection: storage.postgresUrl, pool: { min: 0, max: 2 } },
  );
