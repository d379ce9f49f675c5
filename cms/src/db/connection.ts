import type { Knex } from 'knex';

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
