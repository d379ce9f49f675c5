import { rawRows } from './connection';
import { writesTo, type ReadTables } from './table-writes';

// Answers kept in memory until what they read is written, on SQLite. There every query runs on the
// cms's one main thread (better-sqlite3 answers synchronously), so a count over a year's 10,000
// applications that every staff member's grid asks for holds up every request behind it
// (bench/back-office-scale.mjs). A kept answer is used while neither this process has written what
// it read (table-writes.ts, column by column) nor another connection has committed anything since
// (SQLite's data_version: a worker, `npm run retention`, a restore). On PostgreSQL the database
// answers in its own processes, and several cms instances write to it, so every read runs there.

const dataVersion = async () => Number((await rawRows<{ data_version: number }>('pragma data_version', []))[0]?.data_version);

export const keptReads = <T>({ reads, size }: { reads: ReadTables; size: number }) => {
  const kept = new Map<string, { stamp: string; answer: T }>();
  const stampNow = async () => `${writesTo(reads)}:${await dataVersion()}`;

  /** The kept answer for `key`, or `read`'s, kept when nothing it read was written while it read. */
  return async (key: string, read: () => Promise<T>): Promise<T> => {
    if (strapi.db.dialect.client !== 'sqlite') return read();
    const stamp = await stampNow();
    const found = kept.get(key);
    kept.delete(key);
    if (found?.stamp === stamp) {
      kept.set(key, found);
      return found.answer;
    }
    const answer = await read();
    if ((await stampNow()) === stamp) {
      kept.set(key, { stamp, answer });
      if (kept.size > size) kept.delete(kept.keys().next().value as string);
    }
    return answer;
  };
};
