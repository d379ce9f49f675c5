import { AUDIT_CHAIN_LOCK_KEY, type StoredAuditRow } from '@bursary/domain/audit-chain';
import { currentConnection, rawRows } from './connection';
import { LINK, TABLE } from './tables';

// The access log's hash chain (api::audit.audit-log). Run inside the writing transaction: on its
// connection, which rawRows and currentConnection take.

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

/** A row of the access log as the cms writes it: who, from where, what, on which record. */
export type AuditRow = {
  actorId: number | null;
  actorEmail: string | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  details: Record<string, unknown>;
  ip: string | null;
};

/** A row with its place in the chain. */
export type ChainedAuditRow = AuditRow & {
  at: Date;
  seq: number;
  prevHash: string | null;
  hash: string;
  detailsHash: string;
};

const AUDIT_LOGS = 'api::audit.audit-log';

/**
 * Appends rows, already chained, in one statement and their staff logins in another: what Strapi's
 * create would write (its document id and timestamps too), without its per-row statements and the
 * re-read of each row, which the chain's lock would otherwise wait through.
 */
export const insertAuditRows = async (rows: readonly ChainedAuditRow[]) => {
  const knex = await currentConnection();
  const documentId = strapi.db.metadata.get(AUDIT_LOGS).attributes.documentId as unknown as { default: () => string };
  const inserted: { id: number; seq: number }[] = await knex(TABLE.auditLogs)
    .insert(
      rows.map((row) => ({
        document_id: documentId.default(),
        actor_email: row.actorEmail,
        action: row.action,
        target_type: row.targetType,
        target_id: row.targetId,
        details: JSON.stringify(row.details),
        ip: row.ip,
        at: row.at,
        seq: row.seq,
        prev_hash: row.prevHash,
        hash: row.hash,
        details_hash: row.detailsHash,
        created_at: row.at,
        updated_at: row.at,
        published_at: row.at,
      })),
    )
    .returning(['id', 'seq']);
  const idOfSeq = new Map(inserted.map((row) => [Number(row.seq), row.id]));
  const actors = rows.filter((row) => row.actorId !== null).map((row) => ({ [ACTOR.auditLog]: idOfSeq.get(row.seq), [ACTOR.user]: row.actorId }));
  if (actors.length > 0) await knex(ACTOR.table).insert(actors);
};
