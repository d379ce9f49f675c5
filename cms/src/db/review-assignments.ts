import type { Knex } from 'knex';
import { IS_SUBMITTED } from './application-sql';
import { knexOf } from './connection';
import { LINK, TABLE } from './tables';

// Reviewers' pools (issue 18): an application assigned to nobody is in the open pool, which every
// reviewer may read and score; one assigned to reviewers is theirs alone. Only submitted
// applications are ever in a pool. Staff are never limited by these.

const ON_APPLICATION = LINK.reviewAssignmentApplication;
const TO_REVIEWER = LINK.reviewAssignmentReviewer;

/** The ids of the applications given to anyone (`userId` omitted) or to one reviewer. */
const assignedApplications = (knex: Knex, userId?: number) => {
  const query = knex(`${ON_APPLICATION.table} as pa`).select(`pa.${ON_APPLICATION.application}`);
  if (userId !== undefined) {
    query
      .join(`${TO_REVIEWER.table} as pr`, `pr.${TO_REVIEWER.assignment}`, `pa.${ON_APPLICATION.assignment}`)
      .where(`pr.${TO_REVIEWER.user}`, userId);
  }
  return query;
};

/** The ids of the applications assigned to one reviewer. */
export const assignedTo = (userId: number, knex: Knex = knexOf()) => assignedApplications(knex, userId);

/** Keeps a query over `applications as a` to the reviewer's pool: submitted, and theirs or nobody's. */
export const withinReviewerPool = (query: Knex.QueryBuilder, userId: number, knex: Knex = knexOf()) =>
  query.whereRaw(IS_SUBMITTED).where((pool) => {
    pool.whereNotIn('a.id', assignedApplications(knex)).orWhereIn('a.id', assignedApplications(knex, userId));
  });

/** True when the application is in the reviewer's pool. */
export const isInReviewerPool = async (applicationId: number, userId: number) => {
  const knex = knexOf();
  const row = await withinReviewerPool(knex(`${TABLE.applications} as a`).where('a.id', applicationId), userId, knex).first('a.id');
  return Boolean(row);
};

/** True when the application is submitted (and not withdrawn): only those are given to reviewers. */
export const isSubmittedApplication = async (applicationId: number) =>
  Boolean(await knexOf()(`${TABLE.applications} as a`).where('a.id', applicationId).whereRaw(IS_SUBMITTED).first('a.id'));

export type AssignmentRow = { user_id: number; first_name: string | null; last_name: string | null; email: string };

/** The reviewers an application is assigned to, by name. */
export const assignmentsOf = (applicationId: number): Promise<AssignmentRow[]> =>
  knexOf()(`${ON_APPLICATION.table} as pa`)
    .join(`${TO_REVIEWER.table} as pr`, `pr.${TO_REVIEWER.assignment}`, `pa.${ON_APPLICATION.assignment}`)
    .join(`${TABLE.users} as u`, 'u.id', `pr.${TO_REVIEWER.user}`)
    .where(`pa.${ON_APPLICATION.application}`, applicationId)
    .orderBy([{ column: 'u.first_name' }, { column: 'u.last_name' }, { column: 'u.id' }])
    .select('u.id as user_id', 'u.first_name', 'u.last_name', 'u.email');

/** The assignment rows' ids of one application and reviewer (none, or one: the slot is unique). */
export const assignmentIdsOf = (applicationId: number, userId: number, trx?: Knex): Promise<number[]> =>
  knexOf(trx)(`${ON_APPLICATION.table} as pa`)
    .join(`${TO_REVIEWER.table} as pr`, `pr.${TO_REVIEWER.assignment}`, `pa.${ON_APPLICATION.assignment}`)
    .where(`pa.${ON_APPLICATION.application}`, applicationId)
    .where(`pr.${TO_REVIEWER.user}`, userId)
    .pluck(`pa.${ON_APPLICATION.assignment}`);

/**
 * Up to `count` submitted applications of the year the reviewer does not have yet, those with the
 * fewest reviewers first (so the open pool's before any other), oldest submitted first.
 */
export const applicationsToAssign = (userId: number, year: number, count: number): Promise<number[]> => {
  const knex = knexOf();
  const reviewers = knex(`${ON_APPLICATION.table} as pc`).whereRaw(`pc.${ON_APPLICATION.application} = a.id`).count('*');
  return knex(`${TABLE.applications} as a`)
    .where('a.application_year', year)
    .whereRaw(IS_SUBMITTED)
    .whereNotIn('a.id', assignedApplications(knex, userId))
    .orderByRaw(`(${reviewers.toQuery()}) asc, case when a.submitted_at is null then 1 else 0 end, a.submitted_at asc, a.id asc`)
    .limit(count)
    .pluck('a.id');
};

/** Per reviewer login: applications assigned (every year). */
export const assignedCounts = async (userIds: number[]): Promise<Map<number, number>> => {
  if (userIds.length === 0) return new Map();
  const rows: { user_id: number; count: number | string }[] = await knexOf()(`${TO_REVIEWER.table} as pr`)
    .whereIn(`pr.${TO_REVIEWER.user}`, userIds)
    .groupBy(`pr.${TO_REVIEWER.user}`)
    .select(`pr.${TO_REVIEWER.user} as user_id`)
    .count({ count: '*' });
  return new Map(rows.map((row) => [Number(row.user_id), Number(row.count)]));
};

/** Per reviewer login: submitted reviews (every year). */
export const submittedReviewCounts = async (userIds: number[]): Promise<Map<number, number>> => {
  if (userIds.length === 0) return new Map();
  const byReviewer = LINK.scoreReviewReviewer;
  const rows: { user_id: number; count: number | string }[] = await knexOf()(`${TABLE.scoreReviews} as r`)
    .join(`${byReviewer.table} as rr`, `rr.${byReviewer.review}`, 'r.id')
    .whereIn(`rr.${byReviewer.user}`, userIds)
    .where('r.state', 'submitted')
    .groupBy(`rr.${byReviewer.user}`)
    .select(`rr.${byReviewer.user} as user_id`)
    .count({ count: '*' });
  return new Map(rows.map((row) => [Number(row.user_id), Number(row.count)]));
};
