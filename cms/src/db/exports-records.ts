import type { Knex } from 'knex';
import { IS_SUBMITTED } from './application-sql';
import { knexOf } from './connection';
import { LINK, TABLE } from './tables';

// The exports' whole application records (exports.application-records): the grid's applications a
// page at a time, and everything stored with an application.

const APPLICANT = LINK.applicationApplicant;
const DOCUMENT = LINK.documentApplication;

type Row = Record<string, unknown>;

/** An application year, or 'all' of them. */
type Year = number | 'all';

// The grid's applications (submitted ones) of a year, or of every year, oldest first: a page of
// `applications as a` joined to `applicants as p` after the application id `after`. `upTo` bounds
// the set, so two readings of it list the same applications. The caller selects the columns.
export const submittedPage = (year: Year, after: number | null, size: number, { upTo }: { upTo?: number } = {}) =>
  knexOf()(`${TABLE.applications} as a`)
    .join(`${APPLICANT.table} as l`, `l.${APPLICANT.application}`, 'a.id')
    .join(`${TABLE.applicants} as p`, 'p.id', `l.${APPLICANT.applicant}`)
    .whereRaw(IS_SUBMITTED)
    .modify((query: Knex.QueryBuilder) => {
      if (year !== 'all') query.where('a.application_year', year);
      if (after !== null) query.where('a.id', '>', after);
      if (upTo !== undefined) query.where('a.id', '<=', upTo);
    })
    .orderBy('a.id')
    .limit(size);

// Who a page of the grid's applications belongs to: application_id, application_year, applicant_id, first_name, last_name.
export const headsPage = (year: Year, after: number | null, size: number, { upTo }: { upTo?: number } = {}): Promise<Row[]> =>
  submittedPage(year, after, size, { upTo }).select('a.id as application_id', 'a.application_year', 'p.id as applicant_id', 'p.first_name', 'p.last_name');

const newestId = async (table: string) => {
  const row = await knexOf()(table).max('id as id').first();
  return Number(row?.id ?? 0);
};

// The highest application id yet (0 when there is none).
export const newestApplicationId = () => newestId(TABLE.applications);

// The highest document id yet (0 when there is none).
export const newestDocumentId = () => newestId(TABLE.documents);

// The documents of some applications up to a document id, in folder order: by application, kind, then upload.
export const documentsOfApplications = (applicationIds: number[], { upTo }: { upTo?: number } = {}): Promise<Row[]> =>
  knexOf()(`${TABLE.documents} as d`)
    .join(`${DOCUMENT.table} as l`, `l.${DOCUMENT.document}`, 'd.id')
    .whereIn(`l.${DOCUMENT.application}`, applicationIds)
    .modify((query: Knex.QueryBuilder) => {
      if (upTo !== undefined) query.where('d.id', '<=', upTo);
    })
    .orderBy([{ column: `l.${DOCUMENT.application}` }, { column: 'd.code' }, { column: 'd.id' }])
    .select('d.id', 'd.code', 'd.field', 'd.original_name', 'd.mime', 'd.size', 'd.storage_key', 'd.created_at', `l.${DOCUMENT.application} as application_id`);

// Every column of some applications, with their applicant's id.
export const applicationsWithApplicant = (applicationIds: number[]): Promise<Row[]> =>
  knexOf()(`${TABLE.applications} as a`)
    .join(`${APPLICANT.table} as l`, `l.${APPLICANT.application}`, 'a.id')
    .whereIn('a.id', applicationIds)
    .select('a.*', `l.${APPLICANT.applicant} as applicant_id`);

// Every column of some applicants.
export const applicantsByIds = (applicantIds: number[]): Promise<Row[]> => knexOf()(TABLE.applicants).whereIn('id', applicantIds).select('*');

// Every column of the rows of a table related to applications (through `link`), with the
// application each belongs to, oldest first.
const relatedRows = (table: string, link: { table: string; application: string }, key: string, applicationIds: number[]): Promise<Row[]> =>
  knexOf()(`${table} as t`)
    .join(`${link.table} as l`, `l.${key}`, 't.id')
    .whereIn(`l.${link.application}`, applicationIds)
    .orderBy('t.id')
    .select('t.*', `l.${link.application} as application_id`);

// The review comments of some applications.
export const commentsOfApplications = (applicationIds: number[]) =>
  relatedRows(TABLE.comments, LINK.commentApplication, LINK.commentApplication.comment, applicationIds);

// The decisions of some applications.
export const decisionsOfApplications = (applicationIds: number[]) =>
  relatedRows(TABLE.decisions, LINK.decisionApplication, LINK.decisionApplication.decision, applicationIds);

// The payments of some applications.
export const paymentsOfApplications = (applicationIds: number[]) =>
  relatedRows(TABLE.payments, LINK.paymentApplication, LINK.paymentApplication.payment, applicationIds);

// The results of some applications.
export const resultsOfApplications = (applicationIds: number[]) =>
  relatedRows(TABLE.results, LINK.resultApplication, LINK.resultApplication.result, applicationIds);
