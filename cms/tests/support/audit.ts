import { db } from './database';

export type AuditRow = {
  id: number;
  actor: number | null;
  actor_email: string;
  action: string;
  target_type: string;
  target_id: string;
  before: any;
  after: any;
  details: Record<string, any>;
  at: Date;
};

const parsed = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);

// The audit rows staff writes left on one record, oldest first (the actor is the staff user's id).
export const auditRows = async (action: string, targetId: number | string): Promise<AuditRow[]> => {
  const rows = await db()('audit_logs as a')
    .leftJoin('audit_logs_actor_lnk as l', 'l.audit_log_id', 'a.id')
    .where({ 'a.action': action, 'a.target_id': String(targetId) })
    .orderBy('a.id')
    .select('a.id', 'l.user_id', 'a.actor_email', 'a.action', 'a.target_type', 'a.target_id', 'a.details', 'a.at');
  return rows.map((row) => {
    const details = parsed(row.details) ?? {};
    return {
      id: Number(row.id),
      actor: row.user_id === null ? null : Number(row.user_id),
      actor_email: row.actor_email,
      action: row.action,
      target_type: row.target_type,
      target_id: row.target_id,
      before: details.before,
      after: details.after,
      details,
      at: new Date(Number(row.at) || row.at),
    };
  });
};
