import { Client, type ClientConfig } from 'pg';
import type { Core } from '@strapi/strapi';

// Several cms instances may start at once on an empty PostgreSQL database (a deploy of N replicas).
// Strapi's table sync, its migrations and our seeding each read, then write: two at once can both
// find a table or a row missing and both make it. So a start holds a PostgreSQL advisory lock from
// the cms's register to the end of its bootstrap, on a connection of its own; the others wait there,
// then find everything made and change nothing. SQLite has one writer at a time and no such lock:
// its starts need none (one cms per file, as `npm start` runs it).

/** The lock's key among the database's advisory locks: "bursary-" in ASCII, read as a 64-bit number. */
const START_LOCK_KEY = '7094702627873782061';

/** Takes the start lock (waiting for another instance's start to end); answers how to let it go. */
export const holdStartLock = async (strapi: Core.Strapi): Promise<() => Promise<void>> => {
  const database = strapi.config.get('database.connection') as { client: string; connection: ClientConfig };
  if (database.client !== 'postgres') return async () => undefined;
  const client = new Client({ ...database.connection, application_name: 'bursary-cms start lock' });
  await client.connect();
  const waited = Date.now();
  await client.query('select pg_advisory_lock($1::bigint)', [START_LOCK_KEY]);
  if (Date.now() - waited > 1000) strapi.log.info(`Waited ${Math.round((Date.now() - waited) / 1000)} s for another cms instance to finish starting.`);
  return async () => {
    try {
      await client.query('select pg_advisory_unlock($1::bigint)', [START_LOCK_KEY]);
    } finally {
      await client.end();
    }
  };
};
