import { Client, type ClientConfig } from 'pg';
import { groupCommit } from '../utils/group-commit';
import { knexOf } from './connection';
import { noteWrite, type ReadTables } from './table-writes';

// On PostgreSQL, several cms instances, the worker, `npm run retention` and a restore all write to one
// database. So that an answer kept in memory (kept-reads.ts) hears of what they commit, each table a
// kept answer reads has statement triggers that send the table's name on a channel (pg_notify), and
// each instance LISTENs there and notes a write of that table (table-writes.ts). PostgreSQL delivers
// a notification only once its transaction has committed, and never for one rolled back. An update
// triggers only for the columns the kept answers read: a student's step save is heard by no one.
// While an instance is not listening (its connection lost), it keeps nothing, and on listening again
// it counts everything as written.

const CHANNEL = 'kept_reads_writes';
const NOTE_FUNCTION = 'kept_reads_note_write';
const RECONNECT_MS = 1000;

// What the kept answers read, table by table: registered as their modules load, installed at start.
const registered: ReadTables[] = [];
const installed = new Map<string, Set<string> | '*'>();

/** Tells the start which tables and columns a kept answer reads (kept-reads.ts). */
export const registerKeptRead = (reads: ReadTables) => {
  registered.push(reads);
};

const mergedReads = () => {
  const tables = new Map<string, Set<string> | '*'>();
  for (const reads of registered) {
    for (const [table, columns] of Object.entries(reads)) {
      const merged = tables.get(table) ?? new Set<string>();
      tables.set(table, columns === '*' || merged === '*' ? '*' : new Set([...merged, ...columns]));
    }
  }
  return tables;
};

// What each trigger is made for, kept as its comment: a start replaces only the triggers whose
// comment differs (a table or column newly read, or a new NOTICES_VERSION). Replacing one takes its
// table's strongest lock, which waits behind every open transaction on it while all new statements
// wait behind the replacement: a restart of one instance would stall the others.
// Raise NOTICES_VERSION when the function or the triggers' form changes.
const NOTICES_VERSION = 1;
const MARK = `bursary kept reads v${NOTICES_VERSION}`;
const rowsMark = `${MARK}: rows`;
// A table read for its rows alone (no column) needs no update trigger: null.
const updateMarkOf = (columns: Set<string> | '*') =>
  columns === '*' ? `${MARK}: update` : columns.size === 0 ? null : `${MARK}: update of ${[...columns].sort().join(', ')}`;

const INSTALLED_SQL = `select c.relname as "table", t.tgname as "name", obj_description(t.oid, 'pg_trigger') as "mark"
  from pg_trigger t join pg_class c on c.oid = t.tgrelid
  where t.tgname in ('kept_reads_rows', 'kept_reads_update') and c.relnamespace = to_regnamespace(current_schema())`;

/**
 * The triggers each kept read needs, made where missing or made for other reads, at start (under
 * the start lock: one instance at a time), in one transaction so that no write goes unheard while
 * one is replaced.
 */
export const installWriteNotices = async () => {
  const tables = mergedReads();
  await knexOf().transaction(async (trx) => {
    const found = (await trx.raw(INSTALLED_SQL)).rows as { table: string; name: string; mark: string | null }[];
    const markFound = (table: string, name: string) => found.find((row) => row.table === table && row.name === name)?.mark ?? null;
    const outdated = [...tables].filter(
      ([table, columns]) => markFound(table, 'kept_reads_rows') !== rowsMark || markFound(table, 'kept_reads_update') !== updateMarkOf(columns),
    );
    if (outdated.length === 0) return;
    await trx.raw(
      `create or replace function ${NOTE_FUNCTION}() returns trigger language plpgsql as $$
       begin perform pg_notify('${CHANNEL}', tg_table_name); return null; end $$`,
    );
    for (const [table, columns] of outdated) {
      await trx.raw('drop trigger if exists kept_reads_rows on ??', [table]);
      await trx.raw(`create trigger kept_reads_rows after insert or delete or truncate on ?? for each statement execute function ${NOTE_FUNCTION}()`, [table]);
      await trx.raw(`comment on trigger kept_reads_rows on ?? is '${rowsMark}'`, [table]);
      await trx.raw('drop trigger if exists kept_reads_update on ??', [table]);
      const updateMark = updateMarkOf(columns);
      if (updateMark === null) continue;
      const of = columns === '*' ? '' : ` of ${[...columns].map(() => '??').join(', ')}`;
      await trx.raw(`create trigger kept_reads_update after update${of} on ?? for each statement execute function ${NOTE_FUNCTION}()`, [
        ...(columns === '*' ? [] : columns),
        table,
      ]);
      await trx.raw(`comment on trigger kept_reads_update on ?? is '${updateMark}'`, [table]);
    }
  });
  for (const [table, columns] of tables) installed.set(table, columns);
};

/** Whether every write of what `reads` reads sends a notice (its tables' triggers are installed). */
export const noticesCover = (reads: ReadTables) =>
  Object.entries(reads).every(([table, columns]) => {
    const covered = installed.get(table);
    if (!covered) return false;
    return covered === '*' || (columns !== '*' && columns.every((column) => covered.has(column)));
  });

let listener: Client | null = null;
let isListening = false;
let isStopped = false;
// Which connection the notices come through: a kept answer is only good within one.
let connections = 0;

/**
 * A stamp of the notices heard, once every notice of a transaction committed before this call has
 * been heard: null while none can be (nothing may be kept then). That takes a round trip on the
 * listening connection: PostgreSQL signals the listeners as a transaction commits, before it
 * answers the committing client, and an idle session sends its notices before it reads its next
 * statement. So a write committed by anyone before a call arrives shows in that call's answer.
 */
export const noticesHeardNow = async (): Promise<number | null> => {
  const client = listener;
  if (!client || !isListening) return null;
  try {
    await roundTrip(null);
  } catch {
    return null;
  }
  return listener === client && isListening ? connections : null;
};

// Calls that arrive while a round trip is on its way share the next one (one that left before a
// call arrived cannot speak for it): one statement at a time on the connection, as pg wants.
const roundTrip = groupCommit<null>(async () => {
  if (!listener) throw new Error('Not listening');
  await listener.query('select 1');
});

const connect = async (config: ClientConfig, log: (message: string) => void) => {
  const client = new Client({ ...config, application_name: 'bursary-cms write notices' });
  listener = client;
  const lost = (reason: string) => {
    if (listener !== client) return;
    listener = null;
    isListening = false;
    if (isStopped) return;
    log(`Write notices: ${reason}; kept answers are read afresh until listening again.`);
    setTimeout(() => void connect(config, log), RECONNECT_MS).unref();
  };
  client.on('error', (error) => lost(error.message));
  client.on('end', () => lost('the connection ended'));
  client.on('notification', (message) => {
    if (message.payload) noteWrite({ table: message.payload, columns: null });
  });
  try {
    await client.connect();
    await client.query(`listen ${CHANNEL}`);
  } catch (error) {
    lost((error as Error).message);
    await client.end().catch(() => undefined);
    return;
  }
  // What was committed while no one here listened is not known: everything counts as written.
  noteWrite('anything');
  connections += 1;
  isListening = true;
};

/** Listens for the notices on a connection of its own, again after it is lost, until stopped. */
export const listenForWriteNotices = (config: ClientConfig, log: (message: string) => void) => {
  isStopped = false;
  return connect(config, log);
};

export const stopListeningForWriteNotices = async () => {
  isStopped = true;
  isListening = false;
  const client = listener;
  listener = null;
  await client?.end().catch(() => undefined);
};
