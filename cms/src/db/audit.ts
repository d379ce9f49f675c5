import { AUDIT_CHAIN_LOCK_KEY, type StoredAuditRow } from '@bursary/domain/audit-chain';
import { rawRows } from './connection';
import { LINK, TABLE } from './tables';

// The access log's hash chain (api::audit.audit-log; rows are appended through Strapi). Run inside
// the writing transaction: on its connection, which rawRows takes.

const ACTOR = LINK.auditLogActor;

/**
 * Takes the chain for the transaction, so rows join it one at a time: PostgreSQL's advisory lock
 * (SQLite's write transactions already take turns; a unique index on seq catches anything else).
 */
export const lockAuditChain = async () => {
  if (strapi.db.dialect.client === 'postgres') await rawRows('select pg_advisory_xact_lock(?)', [AUDIT_CHAIN_LOCK_KEY]);
};

const CHAIN_END_SQL = `select seq, hash from ${TABLE.auditLogs} where seq is not null order by seq desc limit 1`;

/** Reads the last row of the chain (its seq and hash), or undefined while the chain is empty. */
export const auditChainEnd = async () => {
  const [last] = await rawRows<{ seq: number; hash: string }>(CHAIN_END_SQL, []);
  return last;
};

/** Reads the rows not yet in the chain (written by an older version), oldest first, with their actor. */
export const unchainedAuditRows = () =>
  rawRows<StoredAuditRow>(
    `select a.id, a.actor_email, a.action, a.target_type, a.target_id, a.ip, a.at, a.details, l.${ACTOR.user} as actor_id
     from ${TABLE.auditLogs} a left join ${ACTOR.table} l on l.${ACTOR.auditLog} = a.id where a.seq is null order by a.id`,
    [],
  );

/** Writes a row's place in the chain: its seq, the hash before it, its own hash and its details' hash. */
export const chainAuditRow = (id: number, link: { seq: number; prevHash: string | null; hash: string; detailsHash: string }) =>
  rawRows(`update ${TABLE.auditLogs} set seq = ?, prev_hash = ?, hash = ?, details_hash = ? where id = ?`, [
    link.seq,
    link.prevHash,
    link.hash,
    link.detailsHash,
    id,
  ]);
