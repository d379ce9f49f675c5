import type { Knex } from 'knex';
import { RANKING_SORT_FIELDS, type GridSort, type GridSortField } from '@bursary/domain/back-office-api';
import type { StatusFilter } from '@bursary/domain/application-status';
import type { DecisionFilter } from '@bursary/domain/options/decisions';
import type { FlaggedFilter } from '@bursary/domain/duplicate-flags';
import {
  DECISION_CONDITIONS,
  DISPLAYED_COURSE_SQL,
  DISPLAYED_UNIVERSITY_SQL,
  HAS_REQUESTED_DOCUMENTS,
  IS_ACCEPTED,
  IS_DECLINED,
  IS_DOCS_COMPLETED,
  IS_PAID,
  IS_IN_PROGRESS,
  IS_PENDING,
  IS_SUBMITTED,
  IS_WITHDRAWN,
  STATUS_CONDITIONS,
  flag,
  whereNameMatches,
  whereUniversity,
  unindexed,
} from './application-sql';
import { knexOf } from './connection';
import { FLAGGED_CONDITIONS } from './duplicate-flags';
import { withinReviewerPool } from './review-assignments';
import { RANKING_CONDITIONS, withRankings } from './ranking';
import { LINK, TABLE } from './tables';
import type { ReadTables } from './table-writes';

// The back office's application grid (search.application-search): applications with their applicant
// (submitted ones unless the status filter asks for others), searched, filtered, counted and paged in
// SQL, and the e-mail views' applicant picker.

const APPLICANT = LINK.applicationApplicant;

// The grid's sortable columns, each an SQL expression on `applications as a` joined to
// `applicants as p`. Text sorts ignore case, so "de Villiers" sorts among the d's.
const SORT_EXPRESSIONS: Record<GridSortField, string> = {
  application_id: 'a.id',
  first_name: 'lower(p.first_name)',
  last_name: 'lower(p.last_name)',
  email: 'lower(p.email)',
  university: `lower(${DISPLAYED_UNIVERSITY_SQL})`,
  course: `lower(${DISPLAYED_COURSE_SQL})`,
  study_level: 'lower(a.unilevel)',
  application_year: 'a.application_year',
  application_type: 'lower(a.application_type)',
  year_of_study: 'a.year_of_study',
  total_income: 'a.total_income',
  total_expense: 'a.total_expense',
  submitted_at: 'a.submitted_at',
  last_saved_at: 'a.last_saved_at',
  // The rankings joined as `rk` (db/ranking.ts): unscored applications have none, so come last.
  score: 'rk.score',
  reviews: 'coalesce(rk.reviews, 0)',
  rank: 'rk.score_rank',
};

// The sorts that need the applicant joined (finding a page's ids otherwise does not).
const APPLICANT_SORTS: GridSortField[] = ['first_name', 'last_name', 'email'];

/** What the summary counts cover. */
export type GridSearch = {
  /** null: every year */
  year: number | null;
  search: string | null;
  /** a reviewer's login: only their pool (review-assignments.ts); absent for staff, who see every application */
  reviewer?: number | null;
};

/** The grid's filters; null (and the status 'all') leaves a filter out. */
export type GridFilters = GridSearch & {
  status: StatusFilter;
  university: string | null;
  decision: DecisionFilter | null;
  paid: boolean | null;
  docsSubmitted: boolean | null;
  docsCompleted: boolean | null;
  flagged: FlaggedFilter | null;
  /** reviewed by fewer than 2 (YES) or by 2 or more (NO); null: either */
  fewReviews: boolean | null;
  /** the reviewers' scores spread above 1.5 (YES) or not (NO); null: either */
  wideSpread: boolean | null;
};

const whereFlag = (query: Knex.QueryBuilder, condition: string, wanted: boolean | null) => {
  if (wanted === null) return query;
  return query.whereRaw(wanted ? condition : `not ${condition}`);
};

// Nulls last in either direction on both databases, then the id so that pages never overlap.
const sorted = (query: Knex.QueryBuilder, sort: GridSort) => {
  const expression = SORT_EXPRESSIONS[sort.field];
  if (sort.field === 'application_id') return query.orderByRaw(`a.id ${sort.direction}`);
  return query.orderByRaw(`case when ${expression} is null then 1 else 0 end, ${expression} ${sort.direction}, a.id asc`);
};

// Applications of a status (all: every status) and a year (null: every year), with their applicant
// joined as `p` when the query needs the applicant's columns (counting alone does not).
const applicationsOf = (status: StatusFilter, year: number | null, { withApplicants = false } = {}) => {
  const query = knexOf()(`${TABLE.applications} as a`).join(`${APPLICANT.table} as al`, `al.${APPLICANT.application}`, 'a.id');
  if (status !== 'all') query.whereRaw(STATUS_CONDITIONS[status]);
  if (withApplicants) query.join(`${TABLE.applicants} as p`, 'p.id', `al.${APPLICANT.applicant}`);
  return year === null ? query : query.where('a.application_year', year);
};

// What the counts cover: the year and the name search (of one status, or all).
const searched = (request: GridSearch & { status: StatusFilter }, { withApplicants = false } = {}) => {
  const query = applicationsOf(request.status, request.year, { withApplicants: withApplicants || request.search !== null });
  if (request.reviewer) withinReviewerPool(query, request.reviewer);
  return request.search ? whereNameMatches(query, request.search) : query;
};

const filtered = (request: GridFilters, options: { withApplicants?: boolean } = {}) => {
  const query = searched(request, options);
  if (request.university) whereUniversity(query, request.university);
  if (request.decision) query.whereRaw(DECISION_CONDITIONS[request.decision]);
  whereFlag(query, IS_PAID, request.paid);
  whereFlag(query, HAS_REQUESTED_DOCUMENTS, request.docsSubmitted);
  whereFlag(query, IS_DOCS_COMPLETED, request.docsCompleted);
  if (request.flagged) query.whereRaw(FLAGGED_CONDITIONS[request.flagged]);
  whereFlag(query, RANKING_CONDITIONS.few_reviews, request.fewReviews);
  whereFlag(query, RANKING_CONDITIONS.wide_spread, request.wideSpread);
  return query;
};

/**
 * A page of a year's (null: every year's) submitted applications with their applicant joined as `p`,
 * oldest first, after the application id `after`: the checklist's (db/exports-sheets.ts selects its columns).
 */
export const submittedAfter = (year: number | null, after: number | null, size: number): Knex.QueryBuilder => {
  // In the applicant link's order, which is the applications' (SQLite then reads on through the link's
  // index, where by a.id it sorted every application after the page's start: 2 ms a page, not 34).
  const query = applicationsOf('submitted', null, { withApplicants: true }).orderBy(`al.${APPLICANT.application}`).limit(size);
  if (year !== null) query.whereRaw(`${unindexed('a.application_year')} = ?`, [year]);
  return after === null ? query : query.where('a.id', '>', after);
};

// The ids of a year's (null: every year's) submitted applications, oldest first: the legacy full list.
export const submittedIds = async (year: number | null): Promise<number[]> =>
  (await applicationsOf('submitted', year).orderBy('a.id').select('a.id')).map((row: { id: number | string }) => Number(row.id));

// The summary counts of a year and name search's submitted applications, by decision, documents and payment (one row).
export const summaryCounts = (request: GridSearch): Promise<Record<string, unknown> | undefined> => {
  const knex = knexOf();
  return searched({ ...request, status: 'submitted' })
    .select(
      knex.raw('count(*) as all_count'),
      knex.raw(`sum(${flag(IS_PENDING)}) as pending`),
      knex.raw(`sum(${flag(IS_DECLINED)}) as declined`),
      knex.raw(`sum(${flag(IS_ACCEPTED)}) as approved`),
      knex.raw(`sum(${flag(HAS_REQUESTED_DOCUMENTS)}) as requested_docs_submitted`),
      knex.raw(`sum(${flag(IS_DOCS_COMPLETED)}) as documents_completed`),
      knex.raw(`sum(${flag(IS_PAID)}) as paid`),
    )
    .first();
};

/**
 * What summaryCounts and statusCounts read (db/kept-reads.ts keeps their answers until one of these
 * is written): the applications' year, status and standing, their applicant's name (the search),
 * payments (paid) and the reviewers' pools. A deleted payment, assignment or login takes its link
 * rows with it by the database's cascade, which no statement names, so those tables' rows count too.
 */
export const COUNTS_READ: ReadTables = {
  [TABLE.applications]: ['id', 'application_year', 'submitted', 'withdrawn_at', 'accept_decline', 'docs_completed', 'requested_docs_submitted'],
  [APPLICANT.table]: '*',
  [TABLE.applicants]: ['id', 'first_name', 'last_name'],
  [LINK.paymentApplication.table]: '*',
  [TABLE.payments]: [],
  [LINK.reviewAssignmentApplication.table]: '*',
  [LINK.reviewAssignmentReviewer.table]: '*',
  [TABLE.reviewAssignments]: [],
  [TABLE.users]: [],
};

// How many applications of a year and name search are in progress and how many withdrawn (one row).
export const statusCounts = (request: GridSearch): Promise<Record<string, unknown> | undefined> => {
  const knex = knexOf();
  return searched({ ...request, status: 'all' })
    .whereRaw(`not ${IS_SUBMITTED}`)
    .select(knex.raw(`sum(${flag(IS_IN_PROGRESS)}) as in_progress`), knex.raw(`sum(${flag(IS_WITHDRAWN)}) as withdrawn`))
    .first();
};

// The ids of a page of the filtered applications, in the sort's order.
export const pageIds = (request: GridFilters, sort: GridSort, limit: number, offset: number): Promise<unknown[]> => {
  const query = filtered(request, { withApplicants: APPLICANT_SORTS.includes(sort.field) });
  if ((RANKING_SORT_FIELDS as readonly GridSortField[]).includes(sort.field)) withRankings(query, request.year);
  return sorted(query, sort).limit(limit).offset(offset).pluck('a.id');
};

// How many applications the filters leave (one row: total).
export const filteredCount = (request: GridFilters): Promise<Record<string, unknown> | undefined> => filtered(request).count({ total: '*' }).first();

// Applications, started ones too, whose applicant's name matches, by name then newest year first.
export const applicantsByName = (search: string, limit: number): Promise<Record<string, any>[]> => {
  const query = knexOf()(`${TABLE.applications} as a`)
    .join(`${APPLICANT.table} as al`, `al.${APPLICANT.application}`, 'a.id')
    .join(`${TABLE.applicants} as p`, 'p.id', `al.${APPLICANT.applicant}`);
  return whereNameMatches(query, search)
    .select('p.id as applicant_id', 'a.id as application_id', 'p.first_name', 'p.last_name', 'p.email', 'a.application_year')
    .orderByRaw('lower(p.first_name), lower(p.last_name), a.application_year desc, a.id')
    .limit(limit);
};

// An application's standing flags, paid worked out as the grid does.
export const applicationStanding = (applicationId: number): Promise<Record<string, any> | undefined> =>
  knexOf()(`${TABLE.applications} as a`)
    .where('a.id', applicationId)
    .select('a.id', 'a.status_id', 'a.submitted', 'a.accept_decline', 'a.docs_completed', knexOf().raw(`${flag(IS_PAID)} as is_paid`))
    .first();
