import { createHash } from 'node:crypto';
import { isPlainConfig, transactionStepOf, type PgConnection, type PgQueryCallback } from './pg-queries';

// knex sends every statement unnamed, so PostgreSQL parses and plans it again on each run. For the
// grid's page that planning took longer than running its statements (bench/query-plans.mjs: 0.2 to
// 1.7 ms to plan each, 0.02 to 1.1 ms to run), on the cores the cms needs. A statement with bound
// values that has run before is now sent named: each connection parses it once, and after a few runs
// PostgreSQL keeps a generic plan when that costs no more than planning for the values
// (plan_cache_mode auto), so most runs skip the planner.
//
// - Named by a hash of its text: one text has one name on every connection.
// - Only from its second run: a statement run once (an odd list length, a report) takes no place.
// - At most NAMED_PER_CONNECTION per connection (PostgreSQL keeps each one's plan in that
//   session's memory); beyond, statements go unnamed as before. The pool closes idle connections,
//   and what they kept with them.
// - Outside transactions only. A schema change elsewhere (a newer instance migrating, in a rolling
//   deploy) makes a kept statement stale when its result changes shape (`t0.*` gains a column, a
//   column it reads changes type): PostgreSQL refuses it ("cached plan must not change result type").
//   It is then sent again unnamed, which a transaction would not allow, and that connection sends
//   that text unnamed from then on.
// - Statements without bound values (BEGIN, COMMIT, DDL, several statements in one text) stay on
//   the simple protocol.

const NAMED_PER_CONNECTION = 200;
const LONGEST_NAMED = 32 * 1024;
const TEXTS_REMEMBERED = 5000;
// PostgreSQL's "cached plan must not change result type", told by its code and the routine that
// raises it rather than by its message, which follows the server's language (lc_messages).
const isStalePlan = (error: (Error & { code?: string; routine?: string }) | null | undefined) =>
  error?.code === '0A000' && error.routine === 'RevalidateCachedQuery';

// Texts seen (the most recently run last), with their name once they have run twice.
const seen = new Map<string, { runs: number; name: string | null }>();

const nameOf = (text: string) => {
  const entry = seen.get(text) ?? { runs: 0, name: null };
  seen.delete(text);
  seen.set(text, entry);
  if (seen.size > TEXTS_REMEMBERED) seen.delete(seen.keys().next().value as string);
  entry.runs += 1;
  if (entry.runs < 2) return null;
  entry.name ??= `b_${createHash('sha1').update(text).digest('hex').slice(0, 32)}`;
  return entry.name;
};

/** Sends this connection's repeated statements with bound values as named (prepared) statements. */
export const nameRepeatedStatements = (connection: PgConnection) => {
  const query = connection.query.bind(connection);
  const named = new Set<string>();
  const refused = new Set<string>();
  let isInTransaction = false;

  const nameFor = (text: string, values: unknown[] | undefined) => {
    if (isInTransaction || !values?.length || text.length > LONGEST_NAMED) return null;
    const name = nameOf(text);
    if (name === null || refused.has(name)) return null;
    if (!named.has(name)) {
      if (named.size >= NAMED_PER_CONNECTION) return null;
      named.add(name);
    }
    return name;
  };

  // knex passes (config, callback); wideRows (connection.ts) passes (config) and takes a promise.
  connection.query = (...args: unknown[]) => {
    const [config, callback] = args;
    const step = transactionStepOf(typeof config === 'string' ? config : isPlainConfig(config) ? config.text : '');
    if (step) isInTransaction = step === 'begin';
    const takesCallback = args.length === 2 && typeof callback === 'function';
    if (!isPlainConfig(config) || config.name || !(takesCallback || args.length === 1)) return query(...args);
    const name = nameFor(config.text, config.values);
    if (name === null) return query(...args);
    const isStale = (error: Error | null | undefined) => {
      if (!isStalePlan(error)) return false;
      refused.add(name);
      return true;
    };
    if (!takesCallback) {
      return (query({ ...config, name }) as Promise<unknown>).catch((error: Error) => {
        if (!isStale(error)) throw error;
        return query(config);
      });
    }
    return query({ ...config, name }, ((error, result) => (isStale(error) ? query(config, callback) : (callback as PgQueryCallback)(error, result))) satisfies PgQueryCallback);
  };
};
