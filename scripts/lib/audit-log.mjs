// The access log (audit_logs) for the maintenance commands: read in chain order, checked, and
// appended to exactly as the cms appends (the chain itself is defined in packages/domain).
import { createHash } from 'node:crypto';
import { AUDIT_CHAIN_LOCK_KEY, DEIDENTIFIED_DETAILS, detailsHashOf, rowHashOf, verifyAuditChain } from '@bursary/domain/audit-chain';

const sha256 = (text) => createHash('sha256').update(text).digest('hex');

export { DEIDENTIFIED_DETAILS };

/** Every row with its actor, unchained rows (no seq) first, then in chain order. */
export const readAuditRows = (knex) =>
  knex('audit_logs as a')
    .leftJoin('audit_logs_actor_lnk as l', 'l.audit_log_id', 'a.id')
    .select('a.id', 'a.seq', 'a.prev_hash', 'a.hash', 'a.details_hash', 'l.user_id as actor_id', 'a.actor_email', 'a.action', 'a.target_type', 'a.target_id', 'a.ip', 'a.at', 'a.details')
    .orderByRaw('a.seq is not null, a.seq, a.id');

export const verifyAuditLog = async (knex) => verifyAuditChain(await readAuditRows(knex), sha256);

/** Appends one row with no staff actor (a command's own record), in the transaction `trx`. */
export const appendAuditRow = async (trx, client, { action, targetType = null, targetId = null, actorEmail, details }) => {
  if (client === 'postgres') await trx.raw('select pg_advisory_xact_lock(?)', [AUDIT_CHAIN_LOCK_KEY]);
  const last = await trx('audit_logs').whereNotNull('seq').orderBy('seq', 'desc').first('seq', 'hash');
  const at = new Date();
  const seq = Number(last?.seq ?? 0) + 1;
  const prevHash = last?.hash ?? null;
  const stored = JSON.parse(JSON.stringify(details));
  const detailsHash = detailsHashOf(stored, sha256);
  const hash = rowHashOf({ seq, prevHash, actorId: null, actorEmail, action, targetType, targetId, ip: null, atMs: at.getTime(), detailsHash }, sha256);
  await trx('audit_logs').insert({
    document_id: `${action}-${at.getTime()}`,
    action,
    target_type: targetType,
    target_id: targetId,
    actor_email: actorEmail,
    details: JSON.stringify(stored),
    ip: null,
    at,
    seq,
    prev_hash: prevHash,
    hash,
    details_hash: detailsHash,
    created_at: at,
    updated_at: at,
    published_at: at,
  });
};
