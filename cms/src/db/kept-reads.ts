import { rawRows } from './connection';
import { writesTo, type ReadTables } from './table-writes';
import { noticesCover, noticesHeardNow, registerKeptRead } from './write-notices';

// Answers kept in memory until what they read is written. Every staff member's grid asks for the
// summary counts over a year's 10,000 applications with each page (bench/back-office-scale.mjs).
// A kept answer is used while this process has written nothing it read (table-writes.ts, column by
// column) and nothing of it has been committed elsewhere since:
// - on SQLite, another connection's commit moves SQLite's data_version (a worker, `npm run
//   retention`, a restore);
// - on PostgreSQL, the other instances' and processes' commits arrive as notices of the tables they
//   wrote (write-notices.ts), all of those committed before a call heard before it is answered;
//   while none can be heard, nothing is kept.

const dataVersion = async () => Number((await rawRows<{ data_version: number }>('pragma data_version', []))[0]?.data_version);

// Whatever else, beyond this process's own writes, says what has changed: null when it cannot be told.
const elsewhereStamp = async (reads: ReadTables) => {
  if (strapi.db.dialect.client === 'sqlite') return `sqlite:${await dataVersion()}`;
  const heard = noticesCover(reads) ? await noticesHeardNow() : null;
  return heard === null ? null : `notices:${heard}`;
};

export const keptReads = <T>({ reads, size }: { reads: ReadTables; size: number }) => {
  registerKeptRead(reads);
  const kept = new Map<string, { stamp: string; answer: T }>();
  const stampNow = async () => {
    const elsewhere = await elsewhereStamp(reads);
    return elsewhere === null ? null : `${writesTo(reads)}:${elsewhere}`;
  };

  /** The kept answer for `key`, or `read`'s, kept when nothing it read was written while it read. */
  return async (key: string, read: () => Promise<T>): Promise<T> => {
    const stamp = await stampNow();
    if (stamp === null) return read();
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
