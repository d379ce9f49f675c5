import { knexOf } from './connection';
import { LINK, TABLE } from './tables';

// The applicant's story on one page (api/audit/services/timeline.ts): what the records, the mail log
// and the access log hold about one application. Each list is read newest first, at most `limit`
// rows, so a long story costs no more than the page shown.

const OWNER = LINK.applicationApplicant;
const DOCUMENT = LINK.documentApplication;
const UPLOADER = LINK.documentUploader;
const RESULT = LINK.resultApplication;
const MAIL = LINK.emailLogApplication;
const SENDER = LINK.emailLogSender;
const ACTOR = LINK.auditLogActor;

/** A staff login's names as a row carries them (all null when no login did it, or it is gone). */
export type StaffNames = { first_name: string | null; last_name: string | null; email: string | null };

export type TimelineFacts = {
  applicant_id: number;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  registered_at: unknown;
  started_at: unknown;
  submitted: unknown;
  submitted_at: unknown;
  last_saved_step: string | null;
  last_saved_at: unknown;
  withdrawn_at: unknown;
};

/** The application's own moments and its applicant's, or undefined when there is no such application. */
export const timelineFacts = (applicationId: number): Promise<TimelineFacts | undefined> =>
  knexOf()(`${TABLE.applications} as a`)
    .join(`${OWNER.table} as l`, `l.${OWNER.application}`, 'a.id')
    .join(`${TABLE.applicants} as p`, 'p.id', `l.${OWNER.applicant}`)
    .where('a.id', applicationId)
    .first(
      'p.id as applicant_id',
      'p.first_name',
      'p.last_name',
      'p.email',
      'p.created_at as registered_at',
      'a.created_at as started_at',
      'a.submitted',
      'a.submitted_at',
      'a.last_saved_step',
      'a.last_saved_at',
      'a.withdrawn_at',
    );

export type DocumentEvent = StaffNames & { id: number; field: string; source: 'applicant' | 'token_link' | 'staff'; at: unknown };

/** The application's documents, newest first, with the staff login that uploaded one on the applicant's behalf. */
export const documentEvents = (applicationId: number, limit: number): Promise<DocumentEvent[]> =>
  knexOf()(`${TABLE.documents} as d`)
    .join(`${DOCUMENT.table} as l`, `l.${DOCUMENT.document}`, 'd.id')
    .leftJoin(`${UPLOADER.table} as ul`, `ul.${UPLOADER.document}`, 'd.id')
    .leftJoin(`${TABLE.users} as u`, 'u.id', `ul.${UPLOADER.user}`)
    .where(`l.${DOCUMENT.application}`, applicationId)
    .orderBy([
      { column: 'd.created_at', order: 'desc' },
      { column: 'd.id', order: 'desc' },
    ])
    .limit(limit)
    .select('d.id', 'd.field', 'd.source', 'd.created_at as at', 'u.first_name', 'u.last_name', 'u.email');

export type ResultEvent = { id: number; period: string; no_result: unknown; at: unknown };

/** The results sent for the application (through the e-mailed results link), newest first. */
export const resultEvents = (applicationId: number, limit: number): Promise<ResultEvent[]> =>
  knexOf()(`${TABLE.results} as r`)
    .join(`${RESULT.table} as l`, `l.${RESULT.result}`, 'r.id')
    .where(`l.${RESULT.application}`, applicationId)
    .whereNotNull('r.submitted_at')
    .orderBy([
      { column: 'r.submitted_at', order: 'desc' },
      { column: 'r.id', order: 'desc' },
    ])
    .limit(limit)
    .select('r.id', 'r.period', 'r.no_result', 'r.submitted_at as at');

export type EmailEvent = StaffNames & { id: number; subject: string | null; to: string; delivery_status: 'queued' | 'sent' | 'failed'; error: string | null; at: unknown };

/**
 * The mail log's e-mails about the application, and those about no application sent to the applicant's
 * address (a password reset, say), newest first, with the staff login that sent one. Each is placed
 * when the portal wrote it (beside what caused it), however long its relay then took.
 */
export const emailEvents = (applicationId: number, applicantEmail: string | null, limit: number): Promise<EmailEvent[]> => {
  const knex = knexOf();
  return knex(`${TABLE.emailLogs} as e`)
    .leftJoin(`${MAIL.table} as l`, `l.${MAIL.emailLog}`, 'e.id')
    .leftJoin(`${SENDER.table} as sl`, `sl.${SENDER.emailLog}`, 'e.id')
    .leftJoin(`${TABLE.users} as u`, 'u.id', `sl.${SENDER.user}`)
    .where(`l.${MAIL.application}`, applicationId)
    .modify((query) => {
      if (applicantEmail) {
        query.orWhere((unlinked) =>
          unlinked.whereNull(`l.${MAIL.application}`).andWhereRaw('lower(??) = ?', ['e.to', applicantEmail.trim().toLowerCase()]),
        );
      }
    })
    .orderBy([
      { column: 'e.created_at', order: 'desc' },
      { column: 'e.id', order: 'desc' },
    ])
    .limit(limit)
    .select('e.id', 'e.subject', 'e.to', 'e.delivery_status', 'e.error', 'e.created_at as at', 'u.first_name', 'u.last_name', 'u.email');
};

export type AuditEvent = StaffNames & { id: number; action: string; target_type: string; details: unknown; actor_email: string | null; at: unknown };

// A number kept in a row's details (JSON), for comparing with a bound number.
const detailsNumber = (key: string) =>
  strapi.db.dialect.client === 'postgres' ? `(a.details->>'${key}')::numeric` : `json_extract(a.details, '$.${key}')`;

/**
 * The access log's rows about the application, newest first, but those of `exceptActions`: rows naming the
 * application, its applicant, its results, or its payments (a deleted payment by the application_id its row kept).
 */
export const auditEvents = async (
  scope: { applicationId: number; applicantId: number },
  exceptActions: readonly string[],
  limit: number,
): Promise<AuditEvent[]> => {
  const knex = knexOf();
  const resultIds = await knex(RESULT.table).where(RESULT.application, scope.applicationId).pluck(RESULT.result);
  return knex(`${TABLE.auditLogs} as a`)
    .leftJoin(`${ACTOR.table} as al`, `al.${ACTOR.auditLog}`, 'a.id')
    .leftJoin(`${TABLE.users} as u`, 'u.id', `al.${ACTOR.user}`)
    .where((about) =>
      about
        .where({ 'a.target_type': 'application', 'a.target_id': String(scope.applicationId) })
        .orWhere({ 'a.target_type': 'applicant', 'a.target_id': String(scope.applicantId) })
        .orWhere((result) => result.where('a.target_type', 'result').whereIn('a.target_id', resultIds.map(String)))
        .orWhere((payment) => payment.where('a.target_type', 'payment').andWhereRaw(`${detailsNumber('application_id')} = ?`, [scope.applicationId])),
    )
    .whereNotIn('a.action', exceptActions)
    .orderBy([
      { column: 'a.at', order: 'desc' },
      { column: 'a.id', order: 'desc' },
    ])
    .limit(limit)
    .select('a.id', 'a.action', 'a.target_type', 'a.details', 'a.actor_email', 'a.at', 'u.first_name', 'u.last_name', 'u.email');
};
