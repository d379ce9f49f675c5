import { knexOf } from './connection';
import { LINK, TABLE } from './tables';

// The e-mails staff see as not delivered, across all applicants (api/messaging/services/undelivered-emails.ts):
// those given up (failed) and those waiting for another try after one failed (queued, with an error).

const MAIL = LINK.emailLogApplication;

export type UndeliveredEmailRow = {
  id: number;
  to: string;
  cc: string | null;
  subject: string | null;
  template_key: string | null;
  delivery_status: 'queued' | 'failed';
  error: string | null;
  attempts: number | null;
  created_at: unknown;
  updated_at: unknown;
  application_id: number | null;
  application_year: number | null;
};

const undelivered = () =>
  knexOf()(`${TABLE.emailLogs} as e`).where((query) =>
    query.where('e.delivery_status', 'failed').orWhere((retrying) => retrying.where('e.delivery_status', 'queued').whereNotNull('e.error')),
  );

/** One page of them, newest first, with the application each concerns (if any) and how many there are in all. */
export const undeliveredEmailPage = async (page: number, pageSize: number) => {
  const [{ total }] = await undelivered().count({ total: '*' });
  const rows: UndeliveredEmailRow[] = await undelivered()
    .leftJoin(`${MAIL.table} as l`, `l.${MAIL.emailLog}`, 'e.id')
    .leftJoin(`${TABLE.applications} as a`, 'a.id', `l.${MAIL.application}`)
    .orderBy([
      { column: 'e.created_at', order: 'desc' },
      { column: 'e.id', order: 'desc' },
    ])
    .offset((page - 1) * pageSize)
    .limit(pageSize)
    .select(
      'e.id',
      'e.to',
      'e.cc',
      'e.subject',
      'e.template_key',
      'e.delivery_status',
      'e.error',
      'e.attempts',
      'e.created_at',
      'e.updated_at',
      'a.id as application_id',
      'a.application_year',
    );
  return { rows, total: Number(total) };
};
