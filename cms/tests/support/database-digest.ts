import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { db } from './database';

// The portal's own tables (and their relation tables), the accounts, and nothing of Strapi's
// bookkeeping: what a refused request must leave exactly as it was.
const PORTAL_TABLES = /^(applicants|applications|application_|audit_logs|banking_presets|email_|guide_steps|letter_|link_tokens|login_sessions|portal_|reference_options|up_users)/;

const tableNames = async (connection: Knex): Promise<string[]> => {
  const names: string[] =
    process.env.DATABASE_CLIENT === 'postgres'
      ? (await connection.select('tablename').from('pg_tables').where('schemaname', 'public')).map((row: { tablename: string }) => row.tablename)
      : (await connection.select('name').from('sqlite_master').where('type', 'table')).map((row: { name: string }) => row.name);
  return names.filter((name) => PORTAL_TABLES.test(name)).sort();
};

/** Every row of every portal table, hashed per table: equal digests mean nothing was written. */
export const databaseDigest = async (connection: Knex = db()): Promise<Record<string, string>> => {
  const digest: Record<string, string> = {};
  for (const table of await tableNames(connection)) {
    const rows = await connection(table).select('*').orderBy('id');
    digest[table] = `${rows.length} rows ${crypto.createHash('sha1').update(JSON.stringify(rows)).digest('hex')}`;
  }
  return digest;
};

/** Waits until no bulk letter run is still sending (they write in the background). */
export const waitForLetterRuns = async (timeoutMs = 60_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const sending = await db()('letter_runs').where('state', 'sending').count({ count: '*' }).first();
    if (Number(sending?.count ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('Bulk letters were still being sent after a minute.');
};
