import type { AcceptDecline } from '@bursary/domain/constants';
import { toIsoDateTime } from './application-sql';
import { knexOf, rawRows } from './connection';
import { LINK, TABLE } from './tables';

// The hand-written statements on applications and the applicant each belongs to (the rest go
// through Strapi's query engine, by uid). The dashboard's and the profile's reads run on every
// visit and every profile save, so they are raw (rawRows), their text built once here.

const OWNER = LINK.applicationApplicant;

// An applicant's application of a cycle (the applicant's id, then the year), as `a`.
const OF_APPLICANT_IN_YEAR = `from ${TABLE.applications} a join ${OWNER.table} l on l.${OWNER.application} = a.id
  where l.${OWNER.applicant} = ? and a.application_year = ? limit 1`;

const DASHBOARD_ROW = `select a.id, a.student_number, a.university, a.uni, a.course, a.cor, a.duration_of_study,
  a.accept_decline, a.submitted, a.withdrawn_at, a.application_year ${OF_APPLICANT_IN_YEAR}`;

const CHANGEABLE_STATE_OF_YEAR = `select a.submitted, a.withdrawn_at ${OF_APPLICANT_IN_YEAR}`;

const SAVED_STATE = `select submitted, withdrawn_at, last_saved_step from ${TABLE.applications} where id = ?`;

// Read on every applicant call naming an application (utils/require-applicant.ts).
const EXISTS = `select id from ${TABLE.applications} where id = ?`;
const IS_APPLICANTS = `select ${OWNER.application} from ${OWNER.table} where ${OWNER.application} = ? and ${OWNER.applicant} = ? limit 1`;

export type DashboardRow = {
  id: number;
  student_number: string | null;
  university: string | null;
  uni: string | null;
  course: string | null;
  cor: string | null;
  duration_of_study: number | null;
  /** only ever 0, 1 or 2: created pending, changed by review/services/decisions.ts */
  accept_decline: AcceptDecline | null;
  submitted: boolean | number | null;
  /** ISO 8601 */
  withdrawn_at: string | null;
  application_year: number;
};

/** What the outcome dashboard shows of the applicant's application of a cycle, or null. */
export const dashboardRowOf = async (applicantId: number, year: number): Promise<DashboardRow | null> => {
  const [row] = await rawRows<DashboardRow & { withdrawn_at: unknown }>(DASHBOARD_ROW, [applicantId, year]);
  return row ? { ...row, withdrawn_at: toIsoDateTime(row.withdrawn_at) } : null;
};

/**
 * Whether the applicant's application of a cycle is submitted and whether withdrawn, as stored
 * (undefined when there is none). On PostgreSQL the row stays locked (`for update`) until the
 * caller's transaction ends, so a submit waits for the write that transaction makes; SQLite's
 * transactions already take turns.
 */
export const changeableStateForUpdate = async (applicantId: number, year: number) => {
  const lock = strapi.db.dialect.client === 'postgres' ? ' for update of a' : '';
  const [row] = await rawRows<{ submitted: unknown; withdrawn_at: unknown }>(`${CHANGEABLE_STATE_OF_YEAR}${lock}`, [applicantId, year]);
  return row;
};

/** Whether an application is submitted (as stored: 0 or 1 on SQLite) or withdrawn, and the furthest step saved in it. */
export const savedStateOf = async (applicationId: number) => {
  const [row] = await rawRows<{ submitted: unknown; withdrawn_at: unknown; last_saved_step: string | null }>(SAVED_STATE, [applicationId]);
  return row;
};

/** Whether the application exists. */
export const applicationExists = async (applicationId: number) => (await rawRows(EXISTS, [applicationId])).length > 0;

/** Whether the application is the applicant's. */
export const isApplicantsApplication = async (applicationId: number, applicantId: number) =>
  (await rawRows(IS_APPLICANTS, [applicationId, applicantId])).length > 0;

export type ApplicationWithApplicant = {
  id: number;
  application_year: number;
  submitted: unknown;
  withdrawn_at: unknown;
  accept_decline: unknown;
  applicant_id: number;
};

/** An application's year, standing and applicant, or undefined when there is no such application. */
export const applicationWithApplicant = (applicationId: number): Promise<ApplicationWithApplicant | undefined> =>
  knexOf()(`${TABLE.applications} as a`)
    .join(`${OWNER.table} as l`, `l.${OWNER.application}`, 'a.id')
    .where('a.id', applicationId)
    .first('a.id', 'a.application_year', 'a.submitted', 'a.withdrawn_at', 'a.accept_decline', `l.${OWNER.applicant} as applicant_id`);

/** The names of the applicant an application belongs to, or undefined. */
export const applicantNamesOf = (applicationId: number): Promise<{ first_name: string; last_name: string } | undefined> =>
  knexOf()(`${TABLE.applicants} as p`)
    .join(`${OWNER.table} as l`, `l.${OWNER.applicant}`, 'p.id')
    .where(`l.${OWNER.application}`, applicationId)
    .first('p.first_name', 'p.last_name');
