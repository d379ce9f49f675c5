import { knexOf, rawRows } from './connection';
import { LINK, TABLE } from './tables';

// An applicant's record, the login and applications it belongs to, and everything the portal keeps
// about them (read for their personal data).

type Row = Record<string, unknown>;

const APPLICANT_USER = LINK.applicantUser;
const APPLICATION_APPLICANT = LINK.applicationApplicant;

// Read on the hottest calls (every applicant request, the outcome dashboard): raw (connection.ts says why).
const APPLICANT_OF_USER_SQL = `select a.id from ${TABLE.applicants} a join ${APPLICANT_USER.table} l on l.${APPLICANT_USER.applicant} = a.id where l.${APPLICANT_USER.user} = ? limit 1`;
const DASHBOARD_NAMES_SQL = `select first_name, last_name, id_number from ${TABLE.applicants} where id = ?`;

/** Reads the id of the applicant record of the login `userId`, or null when it has none. */
export const applicantIdOfUser = async (userId: number) => {
  const [applicant] = await rawRows<{ id: number }>(APPLICANT_OF_USER_SQL, [userId]);
  return applicant ? Number(applicant.id) : null;
};

/** Reads what the outcome dashboard shows of the applicant, or null when there is no such applicant. */
export const applicantDashboardNames = async (applicantId: number) => {
  const [row] = await rawRows<{ first_name: string; last_name: string; id_number: string | null }>(DASHBOARD_NAMES_SQL, [applicantId]);
  return row ?? null;
};

/** Reads whether the applicant exists. */
export const applicantExists = async (applicantId: number) => !!(await knexOf()(TABLE.applicants).where({ id: applicantId }).first('id'));

// For the applicant's personal data: every column, as stored.

/** Reads the applicant's record. */
export const applicantRecord = (applicantId: number): Promise<Row | undefined> => knexOf()(TABLE.applicants).where({ id: applicantId }).first();

/** Reads the applicant's login: its id, e-mail, when it was made and whether it is confirmed or blocked. */
export const loginOfApplicant = (applicantId: number): Promise<Row | undefined> =>
  knexOf()(`${TABLE.users} as u`)
    .join(`${APPLICANT_USER.table} as l`, `l.${APPLICANT_USER.user}`, 'u.id')
    .where(`l.${APPLICANT_USER.applicant}`, applicantId)
    .first('u.id', 'u.email', 'u.created_at', 'u.confirmed', 'u.blocked');

/** Reads the applicant's applications, by year. */
export const applicationsOfApplicant = (applicantId: number): Promise<Row[]> =>
  knexOf()(`${TABLE.applications} as a`)
    .join(`${APPLICATION_APPLICANT.table} as l`, `l.${APPLICATION_APPLICANT.application}`, 'a.id')
    .where(`l.${APPLICATION_APPLICANT.applicant}`, applicantId)
    .orderBy('a.application_year')
    .select('a.*');

// The records kept with an application: their table and the link table tying each to it.
const APPLICATION_RECORDS = {
  decisions: { table: TABLE.decisions, link: LINK.decisionApplication, key: LINK.decisionApplication.decision },
  comments: { table: TABLE.comments, link: LINK.commentApplication, key: LINK.commentApplication.comment },
  payments: { table: TABLE.payments, link: LINK.paymentApplication, key: LINK.paymentApplication.payment },
  results: { table: TABLE.results, link: LINK.resultApplication, key: LINK.resultApplication.result },
  documents: { table: TABLE.documents, link: LINK.documentApplication, key: LINK.documentApplication.document },
  scores: { table: TABLE.scoreReviews, link: LINK.scoreReviewApplication, key: LINK.scoreReviewApplication.review },
};

type ApplicationRecordKind = keyof typeof APPLICATION_RECORDS;

const recordsOf = (kind: ApplicationRecordKind, applicationId: number): Promise<Row[]> => {
  const { table, link, key } = APPLICATION_RECORDS[kind];
  return knexOf()(`${table} as t`)
    .join(`${link.table} as l`, `l.${key}`, 't.id')
    .where(`l.${link.application}`, applicationId)
    .orderBy('t.id')
    .select('t.*');
};

/** Reads the application's decisions, staff comments, payments, results, documents and staff scores, each oldest first. */
export const applicationRecords = async (applicationId: number): Promise<Record<ApplicationRecordKind, Row[]>> => {
  const [decisions, comments, payments, results, documents, scores] = await Promise.all(
    (['decisions', 'comments', 'payments', 'results', 'documents', 'scores'] as const).map((kind) => recordsOf(kind, applicationId)),
  );
  return { decisions, comments, payments, results, documents, scores };
};

/** Reads the e-mails sent to any of the addresses, oldest first: to whom, about what, and whether they went. */
export const emailsSentTo = (addresses: string[]): Promise<Row[]> =>
  knexOf()(TABLE.emailLogs).whereIn('to', addresses).orderBy('sent_at').select('to', 'cc', 'subject', 'template_key', 'delivery_status', 'sent_at');

// The ID number's search key (id_number_key: its letters and digits, upper case), kept beside it for
// the duplicate flags' index lookups (applicant.id-number-keys).

/** Reads up to `limit` applicants with an ID number and no key for it yet. */
export const applicantsWithoutIdNumberKey = (limit: number): Promise<{ id: number; id_number: string }[]> =>
  knexOf()(TABLE.applicants).whereNotNull('id_number').whereNull('id_number_key').orderBy('id').limit(limit).select('id', 'id_number');

/** Stores each applicant's ID number key, in one transaction. */
export const storeIdNumberKeys = (keys: { id: number; key: string }[]) =>
  knexOf().transaction(async (trx) => {
    for (const { id, key } of keys) await trx(TABLE.applicants).where({ id }).update({ id_number_key: key });
  });
