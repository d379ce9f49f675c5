// The access log is a hash chain: each row carries a hash over its own content and the previous
// row's hash, so a row changed, removed or slipped in anywhere shows. The cms appends rows
// (api/audit), the retention command appends its own, and `npm run verify-audit` (also run by the
// backup) walks the chain. This file is the one definition of what is hashed, used by all three.
// The hash function is passed in (node's SHA-256 on the server), so this package stays free of Node.

/** PostgreSQL's transaction-scoped advisory-lock key that every writer of the chain takes, so rows join it one at a time. */
export const AUDIT_CHAIN_LOCK_KEY = 7_240_511;

/** What retention leaves of a row's details (POPIA s14); the row's details_hash keeps the chain whole. */
export const DEIDENTIFIED_DETAILS = { deidentified: true } as const;

/** JSON with object keys sorted at every level, so the same value always hashes the same. */
export const canonicalJson = (value: unknown): string => {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
};

/** SHA-256 of UTF-8 text as lowercase hex (node: `createHash('sha256').update(text).digest('hex')`). */
export type Sha256 = (text: string) => string;

export const detailsHashOf = (details: unknown, sha256: Sha256) => sha256(canonicalJson(details ?? null));

export type ChainedRow = {
  seq: number;
  prevHash: string | null;
  actorId: number | null;
  actorEmail: string | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  ip: string | null;
  atMs: number;
  detailsHash: string;
};

export const rowHashOf = (row: ChainedRow, sha256: Sha256) =>
  sha256(
    canonicalJson([row.seq, row.prevHash, row.actorId, row.actorEmail, row.action, row.targetType, row.targetId, row.ip, row.atMs, row.detailsHash]),
  );

/** A stored time as milliseconds: PostgreSQL gives a Date, SQLite a number or text. */
const storedTimeMs = (value: unknown): number => {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  return new Date(String(value)).getTime();
};

/** A row as read back from the database (snake_case columns, the actor from its link table). */
export type StoredAuditRow = {
  id: number;
  seq: number | string | null;
  prev_hash: string | null;
  hash: string | null;
  details_hash: string | null;
  actor_id: number | string | null;
  actor_email: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  ip: string | null;
  at: unknown;
  details: unknown;
};

/** What the chain hashes of a stored row, given its place in the chain. */
export const chainedRowOf = (row: StoredAuditRow, link: { seq: number; prevHash: string | null; detailsHash: string }): ChainedRow => ({
  ...link,
  actorId: row.actor_id === null ? null : Number(row.actor_id),
  actorEmail: row.actor_email,
  action: row.action,
  targetType: row.target_type,
  targetId: row.target_id,
  ip: row.ip,
  atMs: storedTimeMs(row.at),
});

export type ChainBreak = { seq: number | null; id: number | null; problem: string };
export type ChainReport = { rows: number; deidentified: number; head: { seq: number; hash: string } | null; breaks: ChainBreak[] };

const parsedDetails = (details: unknown) => (typeof details === 'string' ? (JSON.parse(details) as unknown) : details);
const isDeidentified = (details: unknown) => canonicalJson(details) === canonicalJson(DEIDENTIFIED_DETAILS);

/** Walks rows in `seq` order and says where, if anywhere, the chain is not whole. */
export const verifyAuditChain = (rows: StoredAuditRow[], sha256: Sha256): ChainReport => {
  const breaks: ChainBreak[] = [];
  let deidentified = 0;
  let previous: { seq: number; hash: string } | null = null;
  for (const row of rows) {
    if (row.seq === null || row.hash === null || row.details_hash === null) {
      breaks.push({ seq: null, id: row.id, problem: `row id ${row.id} is not in the chain (no sequence number or hash): added behind the cms's back` });
      continue;
    }
    const seq = Number(row.seq);
    const expectedSeq: number = (previous?.seq ?? 0) + 1;
    if (seq !== expectedSeq) {
      const problem = seq > expectedSeq ? `rows ${expectedSeq} to ${seq - 1} are missing (deleted)` : `row ${seq} appears again`;
      breaks.push({ seq, id: row.id, problem });
    }
    if (row.prev_hash !== (previous?.hash ?? null) && seq === expectedSeq) {
      breaks.push({ seq, id: row.id, problem: `row ${seq} does not follow row ${seq - 1} (its previous-row hash differs)` });
    }
    const details = parsedDetails(row.details);
    if (isDeidentified(details)) deidentified += 1;
    else if (detailsHashOf(details, sha256) !== row.details_hash) breaks.push({ seq, id: row.id, problem: `row ${seq}'s details were changed` });
    const hash = rowHashOf(chainedRowOf(row, { seq, prevHash: row.prev_hash, detailsHash: row.details_hash }), sha256);
    if (hash !== row.hash) breaks.push({ seq, id: row.id, problem: `row ${seq} was changed (who, what, when or from where)` });
    previous = { seq, hash: row.hash };
  }
  return { rows: rows.length, deidentified, head: previous, breaks };
};
