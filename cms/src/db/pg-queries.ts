// What config/database.ts and statement-names.ts need of a pg client's connection: its query (pg's
// query takes text or { text, values, name }, then values or a callback, and answers a promise when
// there is no callback; knex always passes { text, values } and a callback), and which statements
// begin and end a transaction.

export type PgConnection = { query: (...args: unknown[]) => unknown };
export type PgQueryConfig = { text: string; values?: unknown[]; name?: string };
export type PgQueryCallback = (error: (Error & { code?: string }) | null | undefined, result: unknown) => void;

/** A plain { text, values } statement (not a cursor or stream that pg submits itself). */
export const isPlainConfig = (config: unknown): config is PgQueryConfig =>
  typeof config === 'object' && config !== null && typeof (config as { submit?: unknown }).submit !== 'function' && typeof (config as PgQueryConfig).text === 'string';

/** Whether a statement begins, commits or rolls back a transaction (a savepoint's rollback is none of them). */
export const transactionStepOf = (sql: string): 'begin' | 'commit' | 'rollback' | null => {
  if (/^\s*begin\b/i.test(sql)) return 'begin';
  if (/^\s*(commit|end)\b/i.test(sql)) return 'commit';
  if (/^\s*rollback\s*;?\s*$/i.test(sql)) return 'rollback';
  return null;
};
