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
});

export type AuditLogService = ReturnType<typeof auditLog>;
export default auditLog;
