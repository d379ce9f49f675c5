import { createHash } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { chainedRowOf, detailsHashOf, rowHashOf, type Sha256 } from '@bursary/domain/audit-chain';
import type { StaffActor } from '../../../utils/require-staff';
import { auditChainEnd, chainAuditRow, insertAuditRows, lockAuditChain, unchainedAuditRows, type AuditRow, type ChainedAuditRow } from '../../../db/audit';
import { groupCommit } from '../../../utils/group-commit';

export type AuditEntry = {
  action: string;
  targetType: string;
  targetId: string | number | null;
  before?: unknown;
  after?: unknown;
  details?: Record<string, unknown>;
};

const sha256: Sha256 = (text) => createHash('sha256').update(text).digest('hex');

// Joins rows to the chain's end, in order, and writes them: in the caller's transaction.
const writeChained = async (rows: readonly AuditRow[]) => {
  await lockAuditChain();
  const last = await auditChainEnd();
  let seq = Number(last?.seq ?? 0);
  let prevHash = last?.hash ?? null;
  const chained: ChainedAuditRow[] = [];
  for (const row of rows) {
    const at = new Date();
    seq += 1;
    // Hashed as it is stored and read back: JSON (dates as text, undefined left out).
    const details = JSON.parse(JSON.stringify(row.details)) as Record<string, unknown>;
    const detailsHash = detailsHashOf(details, sha256);
    const hash = rowHashOf({ ...row, seq, prevHash, atMs: at.getTime(), detailsHash }, sha256);
    chained.push({ ...row, details, at, seq, prevHash, hash, detailsHash });
    prevHash = hash;
  }
  await insertAuditRows(chained);
};

const appendAlone = groupCommit<AuditRow>(async (rows) => {
  await strapi.db.transaction(() => writeChained(rows));
});

// Every staff write leaves a row: who (from the login token), when, what, on which record, and
// the record before and after. Written in the same transaction as the change when one is open.
// Rows are only ever appended, each chained to the one before (packages/domain audit-chain).
const auditLog = ({ strapi }: { strapi: Core.Strapi }) => ({
  async record(actor: StaffActor, entry: AuditEntry) {
    await this.append({
      actorId: actor.userId,
      actorEmail: actor.email,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId === null ? null : String(entry.targetId),
      details: { before: entry.before ?? null, after: entry.after ?? null, ...entry.details },
      ip: actor.ip,
    });
  },

  // Inside a transaction the row is written there, and takes the chain until it ends. A row on its
  // own (a view, the busiest) joins the rows arriving while the chain is being written to, and
  // they are written together: ten staff opening the grid at once take the chain's lock once, not
  // one after another (bench/back-office-scale.mjs). Either way the call returns once it is stored.
  append(row: AuditRow) {
    return strapi.db.inTransaction() ? writeChained([row]) : appendAlone(row);
  },

  // Rows written before the log was chained (an older version) join the chain, oldest first, once.
  async chainEarlierRows() {
    await strapi.db.transaction(async () => {
      await lockAuditChain();
      const rows = await unchainedAuditRows();
      if (rows.length === 0) return;
      const last = await auditChainEnd();
      let previous = { seq: Number(last?.seq ?? 0), hash: last?.hash ?? null };
      for (const row of rows) {
        const details = typeof row.details === 'string' ? JSON.parse(row.details) : row.details;
        const detailsHash = detailsHashOf(details, sha256);
        const seq = previous.seq + 1;
        const hash = rowHashOf(chainedRowOf(row, { seq, prevHash: previous.hash, detailsHash }), sha256);
        await chainAuditRow(row.id, { seq, prevHash: previous.hash, hash, detailsHash });
        previous = { seq, hash };
      }
      strapi.log.info(`The access log: ${rows.length} earlier rows joined its hash chain.`);
    });
  },

  // Staff opening or downloading one of an applicant's documents (their ID, payslips, affidavits).
  async recordDocumentAccess(actor: StaffActor, access: { via: string; applicationId: number; documentId: number; field: string }) {
    await this.record(actor, {
      action: DOCUMENT_ACCESS_ACTION,
      targetType: 'application',
      targetId: access.applicationId,
      details: { via: access.via, document_id: access.documentId, field: access.field },
    });
  },

  async recordSpecialView(actor: StaffActor, view: SpecialView) {
    if (view.applicationIds.length === 0) return;
    const isOne = view.applicationIds.length === 1;
    const isListed = view.applicationIds.length <= LISTED_IDS_MAX;
    await this.record(actor, {
      action: SPECIAL_VIEW_ACTION,
      targetType: 'application',
      targetId: isOne ? view.applicationIds[0] : null,
      details: {
        via: view.via,
        count: view.applicationIds.length,
        ...(isListed ? { application_ids: view.applicationIds } : { application_year: view.applicationYear ?? 'all' }),
      },
    });
  },
});

// Race and religion are special personal information (POPIA s26): each staff view of them is
// recorded, naming the applications (up to this many; beyond it the year and the count).
export const SPECIAL_VIEW_ACTION = 'view.special_personal_information';
export const DOCUMENT_ACCESS_ACTION = 'view.document';
const LISTED_IDS_MAX = 100;

export type SpecialView = { via: string; applicationIds: number[]; applicationYear?: number | null };

export type AuditLogService = ReturnType<typeof auditLog>;
export default auditLog;
