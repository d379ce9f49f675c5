import type { Knex } from 'knex';
import { objectMaker } from '../utils/object-maker';

// How the query modules of cms/src/db/ reach the database.

/** The knex of a statement: the caller's transaction when it gives one, else the pool. */
export const knexOf = (trx?: Knex): Knex => trx ?? strapi.db.connection;

/**
 * The knex to query with: inside a Strapi transaction, the transaction's (SQLite has one
 * connection, which the transaction holds until it ends), else the pool.
 */
export const currentConnection = async () => (strapi.db.inTransaction() ? await strapi.db.transaction(async ({ trx }) => trx) : strapi.db.connection);

/**
 * The rows of a hand-written query (`?` for values, `??` for names, as knex.raw takes them), on
 * SQLite and PostgreSQL alike. Only for the hottest calls' small reads: knex compiles a built query
 * again on every run, and for a one-row read that cost more than running it (bench/applicant-peak.mjs).
 * Values come back as the database stores them (SQLite booleans as 0 and 1, for one).
 */
export const rawRows = async <T = Record<string, unknown>>(sql: string, bindings: readonly unknown[]): Promise<T[]> => {
  const connection = await currentConnection();
  const result = await connection.raw(sql, bindings as any[]);
  return (Array.isArray(result) ? result : result.rows) as T[];
};

type RawSqlite = { prepare: (sql: string) => { raw: (on: boolean) => unknown; all: (values: unknown[]) => unknown[]; columns: () => { name: string }[] } };
type RawPostgres = { query: (query: { text: string; values: unknown[]; rowMode: 'array' }) => Promise<{ rows: unknown[][]; fields: { name: string }[] }> };

// As knex's better-sqlite3 client passes values: dates as milliseconds, booleans as 0 and 1.
const sqliteValue = (value: unknown) => (value instanceof Date ? value.valueOf() : typeof value === 'boolean' ? Number(value) : value);

/**
 * The rows of a built query that reads many columns (the grid's 94). Both drivers make a row key by
 * key, and V8 turns an object given that many keys that way into a slow dictionary: slow to make,
 * to read and to serialise. Read here as arrays of values, each row is made in one object literal
 * (utils/object-maker.ts), all of one fast layout: the legacy list's 10,192 rows read in half the time. Values are as knex
 * gives them.
 */
export const wideRows = async (query: Knex.QueryBuilder): Promise<Record<string, unknown>[]> => {
  const { sql, bindings } = query.toSQL().toNative();
  const knex = await currentConnection();
  const client = (knex as any).client;
  const connection = await client.acquireConnection();
  try {
    if (client.dialect === 'postgresql') {
      const result = await (connection as RawPostgres).query({ text: sql, values: [...bindings], rowMode: 'array' });
      const make = objectMaker(result.fields.map((field) => field.name));
      return result.rows.map(make);
    }
    // Statements are shared (config/database.ts keeps them): its mode is set back before anything else runs.
    const statement = (connection as RawSqlite).prepare(sql);
    const make = objectMaker(statement.columns().map((column) => column.name));
    statement.raw(true);
    try {
      return (statement.all(bindings.map(sqliteValue)) as unknown[][]).map(make);
    } finally {
      statement.raw(false);
    }
  } finally {
    await client.releaseConnection(connection);
  }
};
