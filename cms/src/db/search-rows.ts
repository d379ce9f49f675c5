import { APPLICATION_FIELDS, storedOn } from '@bursary/domain/application-fields';
import { knexOf, wideRows } from './connection';
import { LINK, TABLE } from './tables';

// The back office grid's rows (search.application-rows): the columns of `applications as a` and
// `applicants as p` it shows, and the payments, documents, results and comments listed with them.

const APPLICANT = LINK.applicationApplicant;
const PAYMENT = LINK.paymentApplication;
const DOCUMENT = LINK.documentApplication;
const RESULT = LINK.resultApplication;
const COMMENT = LINK.commentApplication;
const AUTHOR = LINK.commentAuthor;

type Row = Record<string, any>;

// The application's and applicant's fields (domain application-fields), and what else the row shows.
const fieldsOn = (record: 'applicant' | 'application') => APPLICATION_FIELDS.filter((field) => storedOn(field) === record).map((field) => field.name);

const APPLICATION_COLUMNS = [
  'id', 'accept_decline', 'status_id', 'submitted', 'withdrawn_at', 'last_saved_step', 'last_saved_at', 'docs_completed',
  'checklist_downloaded', ...fieldsOn('application'),
].map((column) => `a.${column}`);

const APPLICANT_COLUMNS = ['p.id as applicant_id', ...fieldsOn('applicant').map((column) => `p.${column}`)];

// The grid's columns of some applications by id, in no particular order.
export const gridRowsByIds = (ids: number[]): Promise<Row[]> =>
  wideRows(
    knexOf()(`${TABLE.applications} as a`)
      .join(`${APPLICANT.table} as al`, `al.${APPLICANT.application}`, 'a.id')
      .join(`${TABLE.applicants} as p`, 'p.id', `al.${APPLICANT.applicant}`)
      .whereIn('a.id', ids)
      .select(...APPLICATION_COLUMNS, ...APPLICANT_COLUMNS),
  );

// The payments of the applications, oldest payment date first, with the account each went to (for
// the duplicate flags: search.duplicate-flags; the row does not show it).
export const gridPayments = (ids: number[]): Promise<Row[]> =>
  knexOf()(`${TABLE.payments} as pay`)
    .join(`${PAYMENT.table} as l`, `l.${PAYMENT.payment}`, 'pay.id')
    .whereIn(`l.${PAYMENT.application}`, ids)
    .select(`l.${PAYMENT.application} as application_id`, 'pay.id', 'pay.reference', 'pay.amount_approved', 'pay.payment_date', 'pay.in_respect_of', 'pay.account_no')
    .orderBy([{ column: 'pay.payment_date', order: 'asc' }, { column: 'pay.id', order: 'asc' }]);

// The applications' stored documents of the given fields, oldest first.
export const gridDocuments = (ids: number[], fields: readonly string[]): Promise<Row[]> =>
  knexOf()(`${TABLE.documents} as d`)
    .join(`${DOCUMENT.table} as l`, `l.${DOCUMENT.document}`, 'd.id')
    .whereIn(`l.${DOCUMENT.application}`, ids)
    .whereIn('d.field', fields)
    .select(`l.${DOCUMENT.application} as application_id`, 'd.id', 'd.code', 'd.field', 'd.original_name', 'd.mime', 'd.size')
    .orderBy('d.id', 'asc');

// The applications' results, oldest first.
export const gridResults = (ids: number[]): Promise<Row[]> =>
  knexOf()(`${TABLE.results} as r`)
    .join(`${RESULT.table} as l`, `l.${RESULT.result}`, 'r.id')
    .whereIn(`l.${RESULT.application}`, ids)
    .select(`l.${RESULT.application} as application_id`, 'r.id', 'r.period', 'r.pass_fail', 'r.confirmed')
    .orderBy('r.id', 'asc');

// The applications' review comments with their author's name (if the account is still there), newest first.
export const gridComments = (ids: number[]): Promise<Row[]> =>
  knexOf()(`${TABLE.comments} as c`)
    .join(`${COMMENT.table} as l`, `l.${COMMENT.comment}`, 'c.id')
    .leftJoin(`${AUTHOR.table} as al`, `al.${AUTHOR.comment}`, 'c.id')
    .leftJoin(`${TABLE.users} as u`, 'u.id', `al.${AUTHOR.user}`)
    .whereIn(`l.${COMMENT.application}`, ids)
    .select(`l.${COMMENT.application} as application_id`, 'c.comment', 'c.comment_date', 'c.author_name', 'u.first_name as author_first_name', 'u.last_name as author_last_name')
    .orderBy([{ column: 'c.comment_date', order: 'desc' }, { column: 'c.id', order: 'desc' }]);
