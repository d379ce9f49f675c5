import type { Core } from '@strapi/strapi';
import { requireStaff } from '../../../utils/require-staff';

const AUDIT_LOGS = 'api::audit.audit-log';

export type AuditEntry = {
  action: string;
  targetType: string;
  targetId: string | number | null;
  before?: unknown;
  after?: unknown;
  details?: Record<string, unknown>;
};

// Every staff write leaves a row: who (from the login token), when, what, on which record, and
// the record before and after. Written in the same transaction as the change when one is open.
const auditLog = ({ strapi }: { strapi: Core.Strapi }) => ({
  async record(ctx: any, entry: AuditEntry) {
    const staff = await requireStaff(ctx);
    await strapi.db.query(AUDIT_LOGS).create({
      data: {
        actor: staff.userId,
        actor_email: staff.email,
        action: entry.action,
        target_type: entry.targetType,
        target_id: entry.targetId === null ? null : String(entry.targetId),
        details: { before: entry.before ?? null, after: entry.after ?? null, ...entry.details },
        ip: ctx.request.ip,
        at: new Date(),
      },
    });
  },

  async recordSpecialView(ctx: any, view: SpecialView) {
    if (view.applicationIds.length === 0) return;
    const isOne = view.applicationIds.length === 1;
    const isListed = view.applicationIds.length <= LISTED_IDS_MAX;
    await this.record(ctx, {
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
const LISTED_IDS_MAX = 100;

export type SpecialView = { via: string; applicationIds: number[]; applicationYear?: number | null };

export type AuditLogService = ReturnType<typeof auditLog>;
export default auditLog;
