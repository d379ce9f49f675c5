// Where this portal keeps its data, read from the same settings the cms reads: the process
// environment first, then cms/.env. Used by the backup and restore commands.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readEnv } from '../ensure-env.mjs';

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

export const portalStorage = () => {
  const env = settings();
  const client = env.DATABASE_CLIENT || 'sqlite';
  if (client !== 'sqlite' && client !== 'postgres') throw new Error(`Unsupported DATABASE_CLIENT "${client}".`);
  return {
    client,
    sqliteFile: path.resolve(CMS_DIR, env.DATABASE_FILENAME || '.tmp/data.db'),
    postgresUrl: client === 'postgres' ? postgresUrl(env) : null,
    folders: {
      // The applicants' documents (private) and editors' images (cms/public/uploads, or where
      // PUBLIC_UPLOADS_DIR says it is mounted).
      'private-uploads': path.resolve(env.PRIVATE_UPLOADS_DIR || path.join(CMS_DIR, 'private-uploads')),
      'public-uploads': path.resolve(env.PUBLIC_UPLOADS_DIR || path.join(CMS_DIR, 'public', 'uploads')),
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
