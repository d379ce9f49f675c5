import crypto from 'node:crypto';
import knex, { type Knex } from 'knex';
import { removeOwnFiles } from './cms-process';

const isPostgres = () => process.env.DATABASE_CLIENT === 'postgres';

/**
 * A database of a test file's own, for a cms of its own (support/cms-process.ts) started with `env`
 * (a copy of testEnv()): on PostgreSQL a fresh database beside the run's, which `create` makes and
 * names in env.DATABASE_URL; on SQLite the file env.DATABASE_FILENAME. `remove` drops it, with the
 * cms's private uploads. `withDatabase` runs work on a connection of its own, closed afterwards.
 */
export const ownDatabase = (env: Record<string, string>, label: string) => {
  let name: string | null = null;
  const connect = (): Knex =>
    isPostgres()
      ? knex({ client: 'pg', connection: env.DATABASE_URL, pool: { min: 0, max: 1 } })
      : knex({ client: 'better-sqlite3', connection: { filename: env.DATABASE_FILENAME }, useNullAsDefault: true });
  const withDatabase = async <T>(work: (connection: Knex) => Promise<T>, connection = connect()) => {
    try {
      return await work(connection);
    } finally {
      await connection.destroy();
    }
  };
  // A statement on the run's database: creating and dropping this file's own.
  const onRunDatabase = (sql: string) => withDatabase((connection) => connection.raw(sql), knex({ client: 'pg', connection: process.env.DATABASE_URL }));

  return {
    withDatabase,
    async create() {
      if (!isPostgres()) return;
      name = `bursary_${label}_${crypto.randomBytes(4).toString('hex')}`;
      await onRunDatabase(`create database ${name}`);
      const url = new URL(process.env.DATABASE_URL!);
      url.pathname = `/${name}`;
      env.DATABASE_URL = url.toString();
    },
    async remove() {
      if (name) await onRunDatabase(`drop database if exists ${name} with (force)`);
      removeOwnFiles(env);
    },
  };
};
