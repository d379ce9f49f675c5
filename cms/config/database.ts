import path from 'path';
import type { Core } from '@strapi/strapi';
import { noteWrite, writeOf, type Write } from '../src/db/table-writes';
import { transactionStepOf, type PgConnection, type PgQueryCallback } from '../src/db/pg-queries';
import { nameRepeatedStatements } from '../src/db/statement-names';

type Statement = { run: (...values: unknown[]) => unknown; all: (...values: unknown[]) => unknown };
type SqliteConnection = {
  pragma: (sql: string) => unknown;
  prepare: (sql: string) => Statement;
  function: (name: string, options: { deterministic: boolean }, implementation: (...values: unknown[]) => unknown) => unknown;
};

// PostgreSQL's regexp_replace(source, pattern, replacement, flags) for SQLite, which has none, so
// the query modules' SQL is the same on both (the duplicate flags compare ID and account numbers by
// their letters and digits: src/db/duplicate-flags.ts).
const addRegexpReplace = (sqlite: SqliteConnection) => {
  const patterns = new Map<string, RegExp>();
  sqlite.function('regexp_replace', { deterministic: true }, (source, pattern, replacement, flags) => {
    if (source === null || source === undefined) return null;
    const key = `${String(flags)}/${String(pattern)}`;
    let expression = patterns.get(key);
    if (!expression) {
      expression = new RegExp(String(pattern), String(flags).includes('g') ? 'g' : '');
      patterns.set(key, expression);
    }
    return String(source).replace(expression, String(replacement));
  });
};

// Each run of a write statement is noted once it has run (src/db/table-writes.ts), so answers kept in
// memory (src/db/kept-reads.ts) know when what they read has changed. knex runs a statement with
// `run`, or with `all` when it returns rows (an insert's `returning`).
const noteEachRun = (statement: Statement, write: Write) => {
  for (const method of ['run', 'all'] as const) {
    const run = statement[method].bind(statement);
    statement[method] = (...values: unknown[]) => {
      try {
        return run(...values);
      } finally {
        noteWrite(write);
      }
    };
  }
};

// knex prepares every query's SQL again on each run, which took as long as running it. The same
// SQL gets the statement prepared before (better-sqlite3 runs a statement to the end before
// answering, so one is never in use twice); SQLite re-prepares it itself after a schema change.
// Transactions begin IMMEDIATE, taking the write lock first: a deferred transaction that has read
// cannot write once another process (backup, retention, a second cms) has committed since, and
// fails at once whatever the busy timeout; an immediate one waits its turn (tests/api/sqlite-writers).
const STATEMENTS_KEPT = 1000;
const tuneStatementPreparation = (sqlite: SqliteConnection) => {
  const prepare = sqlite.prepare.bind(sqlite);
  const statements = new Map<string, Statement>();
  sqlite.prepare = (knexSql: string) => {
    const sql = knexSql === 'BEGIN;' ? 'BEGIN IMMEDIATE;' : knexSql;
    let statement = statements.get(sql);
    if (statement) return statement;
    statement = prepare(sql);
    const write = writeOf(sql);
    if (write) noteEachRun(statement, write);
    if (statements.size >= STATEMENTS_KEPT) statements.delete(statements.keys().next().value as string);
    statements.set(sql, statement);
    return statement;
  };
};

// On PostgreSQL each write is noted when it is committed: at once outside a transaction, and again at
// COMMIT inside one (noted at the statement too: a read between the two keeps nothing). A kept
// answer is then worked out again before this instance answers the call that wrote. What other
// instances and processes commit arrives through src/db/write-notices.ts. A connection runs one
// transaction at a time, so what its open transaction wrote is kept with the connection.
const noteEachCommit = (connection: PgConnection) => {
  const query = connection.query.bind(connection);
  let transactionWrites: Write[] | null = null;
  const settle = (sql: string, failed: boolean) => {
    const step = transactionStepOf(sql);
    if (step === 'begin') transactionWrites = [];
    else if (step === 'commit') {
      if (!failed) transactionWrites?.forEach(noteWrite);
      transactionWrites = null;
    } else if (step === 'rollback') transactionWrites = null;
    else if (!failed) {
      const write = writeOf(sql);
      if (!write) return;
      noteWrite(write);
      transactionWrites?.push(write);
    }
  };
  // pg's query takes (text or { text }, values?, callback?) and answers a promise without a callback.
  connection.query = (...args: unknown[]) => {
    const [config] = args;
    const sql = typeof config === 'string' ? config : String((config as { text?: unknown })?.text ?? '');
    const callbackAt = args.findIndex((arg) => typeof arg === 'function');
    if (callbackAt !== -1) {
      const callback = args[callbackAt] as PgQueryCallback;
      args[callbackAt] = (error: Error | null | undefined, result: unknown) => {
        settle(sql, Boolean(error));
        callback(error, result);
      };
      return query(...args);
    }
    const answer = query(...args) as Promise<unknown> | undefined;
    answer?.then?.(
      () => settle(sql, false),
      () => settle(sql, true),
    );
    return answer;
  };
};

// SQLite (the zero-configuration default) or PostgreSQL (production).
const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Database => {
  const client = env('DATABASE_CLIENT', 'sqlite');
  const pool = { min: env.int('DATABASE_POOL_MIN', 2), max: env.int('DATABASE_POOL_MAX', 10) };

  if (client === 'postgres') {
    const url = env('DATABASE_URL', '');
    // Off behind a pooler that shares server connections between transactions (PgBouncer's
    // transaction mode before 1.21), where a statement named on one connection is unknown on the next.
    const namesStatements = env.bool('DATABASE_NAMED_STATEMENTS', true);
    return {
      connection: {
        client: 'postgres',
        connection: (url
          ? { connectionString: url, schema: env('DATABASE_SCHEMA', 'public') }
          : {
              host: env('DATABASE_HOST', '127.0.0.1'),
              port: env.int('DATABASE_PORT', 5432),
              database: env('DATABASE_NAME', 'bursary'),
              user: env('DATABASE_USERNAME', 'bursary'),
              password: env('DATABASE_PASSWORD', ''),
              ssl: env.bool('DATABASE_SSL', false) && {
                rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true),
              },
              schema: env('DATABASE_SCHEMA', 'public'),
            }) as Core.Config.Database<'postgres'>['connection']['connection'],
        pool: {
          ...pool,
          afterCreate: (connection: unknown, done: (error?: Error, connection?: unknown) => void) => {
            if (namesStatements) nameRepeatedStatements(connection as PgConnection);
            noteEachCommit(connection as PgConnection);
            done(undefined, connection);
          },
        },
        acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 60000),
      },
    };
  }

  if (client !== 'sqlite') {
    throw new Error(`Unsupported DATABASE_CLIENT "${client}": use "sqlite" (default) or "postgres".`);
  }

  return {
    connection: {
      client: 'sqlite',
      connection: {
        filename: path.resolve(__dirname, '..', '..', env('DATABASE_FILENAME', '.tmp/data.db')),
      },
      useNullAsDefault: true,
      pool: {
        // WAL lets readers go on while a writer commits; NORMAL sync is safe with WAL.
        afterCreate: (connection: unknown, done: (error?: Error, connection?: unknown) => void) => {
          const sqlite = connection as SqliteConnection;
          sqlite.pragma('journal_mode = WAL');
          sqlite.pragma('synchronous = NORMAL');
          sqlite.pragma('busy_timeout = 5000');
          tuneStatementPreparation(sqlite);
          addRegexpReplace(sqlite);
          done(undefined, connection);
        },
      },
    },
  };
};

export default config;
