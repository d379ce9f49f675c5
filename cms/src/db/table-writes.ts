// What this cms process has written to SQLite, table by table and column by column, as counters
// that only go up. config/database.ts notes each write statement as it runs (noteWrite of
// writeOf(sql)), whoever sent it (the query modules here, Strapi's own, a raw statement), and an
// answer kept in memory (kept-reads.ts) is worked out again only when the counters of what it read
// have moved: a student saving a step writes columns the grid's counts do not read, a decision
// one they do.

const ANYTHING = 'anything';

/** A statement's write: a table's rows (columns null: any column, rows added or removed), or anything (a schema change). */
export type Write = { table: string; columns: string[] | null } | typeof ANYTHING;

const TRANSACTION_CONTROL = /^\s*(begin|commit|end|rollback|savepoint|release)\b/i;
// Reads, and PostgreSQL's session statements (settings, LISTEN, locks), which change no table.
const READ = /^\s*(select|pragma|explain|values|show|set|reset|discard|listen|unlisten|notify|lock)\b/i;
const WITH = /^\s*with\b/i;
const WRITE_KEYWORD = /\b(insert|update|delete|replace)\b/i;
// A table's name, after its schema's if it has one (PostgreSQL: "public"."applications").
const TABLE_NAME = '(?:[`"]?\\w+[`"]?\\.)?[`"]?(\\w+)[`"]?';
const ROWS_WRITE = new RegExp(`^\\s*(?:insert(?:\\s+or\\s+\\w+)?\\s+into|replace\\s+into|delete\\s+from)\\s+${TABLE_NAME}`, 'i');
const UPDATE = new RegExp(`^\\s*update(?:\\s+or\\s+\\w+)?\\s+${TABLE_NAME}(?:\\s+as\\s+[\`"]?\\w+[\`"]?)?\\s+set\\s+([\\s\\S]*)$`, 'i');
const SET_CLAUSE_END = /^\s(where|returning|from|order\s+by|limit)\b/i;
const ASSIGNED_COLUMN = /^\s*(?:[`"]?\w+[`"]?\.)?[`"]?(\w+)[`"]?\s*=/;

// The columns an UPDATE's SET assigns, or null when they cannot be read (then it counts as a write
// of every column). Commas inside parentheses and quotes do not separate assignments.
const assignedColumns = (setClause: string): string[] | null => {
  const assignments: string[] = [];
  let depth = 0;
  let start = 0;
  let end = setClause.length;
  for (let index = 0; index < setClause.length; index += 1) {
    const character = setClause[index];
    if (character === "'" || character === '"' || character === '`') {
      const closing = setClause.indexOf(character, index + 1);
      if (closing === -1) return null;
      index = closing;
    } else if (character === '(') depth += 1;
    else if (character === ')') depth -= 1;
    else if (depth === 0 && character === ',') {
      assignments.push(setClause.slice(start, index));
      start = index + 1;
    } else if (depth === 0 && SET_CLAUSE_END.test(setClause.slice(index, index + 12))) {
      end = index;
      break;
    }
  }
  assignments.push(setClause.slice(start, end));
  const columns = assignments.map((assignment) => ASSIGNED_COLUMN.exec(assignment)?.[1]);
  return columns.every((column): column is string => column !== undefined) ? columns.map((column) => column.toLowerCase()) : null;
};

/** What a statement writes: null for reads and transaction control; a statement it cannot read counts as a write of everything. */
export const writeOf = (sql: string): Write | null => {
  if (TRANSACTION_CONTROL.test(sql) || READ.test(sql)) return null;
  if (WITH.test(sql) && !WRITE_KEYWORD.test(sql)) return null;
  const rows = ROWS_WRITE.exec(sql);
  if (rows) return { table: rows[1].toLowerCase(), columns: null };
  const update = UPDATE.exec(sql);
  if (update) return { table: update[1].toLowerCase(), columns: assignedColumns(update[2]) };
  return ANYTHING;
};

let anythingWritten = 0;
const counters = new Map<string, number>();
const bump = (key: string) => counters.set(key, (counters.get(key) ?? 0) + 1);
// A table's row writes count under its name; an update of a column under `table.column` and `table.`.
const ANY_COLUMN = '.';

/** Counts a statement's write, once it has run. */
export const noteWrite = (write: Write) => {
  if (write === ANYTHING) {
    anythingWritten += 1;
    return;
  }
  if (write.columns === null) {
    bump(write.table);
    return;
  }
  bump(`${write.table}${ANY_COLUMN}`);
  for (const column of write.columns) bump(`${write.table}.${column}`);
};

/** What a read reads: each table with the columns it reads, or '*' for all of them. */
export type ReadTables = Record<string, readonly string[] | '*'>;

/** A number that has moved whenever this process may have written what `reads` reads. */
export const writesTo = (reads: ReadTables) => {
  let stamp = anythingWritten;
  for (const [table, columns] of Object.entries(reads)) {
    stamp += counters.get(table) ?? 0;
    if (columns === '*') stamp += counters.get(`${table}${ANY_COLUMN}`) ?? 0;
    else for (const column of columns) stamp += counters.get(`${table}.${column}`) ?? 0;
  }
  return stamp;
};
