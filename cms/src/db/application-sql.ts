import type { Knex } from 'knex';
import { OTHER_COURSE, OTHER_UNIVERSITY } from '@bursary/domain/constants';
import { REQUESTED_DOCUMENT_CODES } from '@bursary/domain/application-standing';
import type { ApplicationStatusKey } from '@bursary/domain/application-status';
import type { DecisionFilter } from '@bursary/domain/options/decisions';
import { LINK, TABLE } from './tables';

// SQL on `applications as a` (joined to `applicants as p`), the same on SQLite and PostgreSQL.
// Every condition is null-safe, so `not (condition)` is exactly the rows it leaves out.

export const IS_ACCEPTED = 'coalesce(a.accept_decline, 2) = 1';
export const IS_DECLINED = 'coalesce(a.accept_decline, 2) = 0';
// 2, or anything else that is neither 1 nor 0.
export const IS_PENDING = 'coalesce(a.accept_decline, 2) not in (0, 1)';

// Paid is worked out once per query as a set of applications: a subquery run per row costs lookups
// per row, and on PostgreSQL, while its table statistics are stale after a bulk change, a scan of the
// whole table per row.

// Paid and documents submitted as @bursary/domain/application-standing defines them.
export const IS_PAID = `(${IS_ACCEPTED} and a.id in (
  select pl.application_id from ${LINK.paymentApplication.table} pl where pl.application_id is not null))`;

/** The applications with a document of each requested kind, worked out from their documents. */
export const WITH_REQUESTED_DOCUMENTS = `select dl.application_id from ${LINK.documentApplication.table} dl
  join ${TABLE.documents} d on d.id = dl.document_id
  where dl.application_id is not null and d.code in (${REQUESTED_DOCUMENT_CODES.join(', ')})
  group by dl.application_id having count(distinct d.code) = ${REQUESTED_DOCUMENT_CODES.length}`;

// Stored on the application when a document is added (db/documents.ts, refreshRequestedDocuments), so the
// grid's counts and filter read a column rather than group every document of every year per request.
export const HAS_REQUESTED_DOCUMENTS = 'coalesce(a.requested_docs_submitted, false) = true';

export const IS_DOCS_COMPLETED = 'coalesce(a.docs_completed, false) = true';

// An application's status as @bursary/domain/application-status defines it: a withdrawal is final,
// so a withdrawn application is neither submitted nor in progress. Submitted applications are the
// ones the office works on: the grid by default, its counts, the statistics and the exports.
export const IS_WITHDRAWN = 'a.withdrawn_at is not null';
export const IS_SUBMITTED = '(coalesce(a.submitted, false) = true and a.withdrawn_at is null)';
export const IS_IN_PROGRESS = '(coalesce(a.submitted, false) = false and a.withdrawn_at is null)';

export const STATUS_CONDITIONS: Record<ApplicationStatusKey, string> = {
  submitted: IS_SUBMITTED,
  in_progress: IS_IN_PROGRESS,
  withdrawn: IS_WITHDRAWN,
};

export const DECISION_CONDITIONS: Record<DecisionFilter, string> = {
  Accepted: IS_ACCEPTED,
  Declined: IS_DECLINED,
  pending: IS_PENDING,
};

/**
 * A column as SQLite's planner must not take an index on it (a unary plus; PostgreSQL plans these
 * queries well as they are, some twice as slowly with it). Without table statistics SQLite reads a
 * page's rows through an index on the filtered value, every row of that value for each page: the
 * exports' keyset pages through the year's indexes (the results sheet took 13 s at 50,000 for 5.5 s
 * read in id order) and a page's final-year results through their period's, where the page's link
 * rows lead to a few each.
 */
export const unindexed = (column: string) => (strapi.db.dialect.client === 'sqlite' ? `+${column}` : column);

// 1 or 0 for a condition, to select or to sum.
export const flag = (condition: string) => `case when ${condition} then 1 else 0 end`;

// displayUniversity and displayCourse (packages/domain/src/display-names.ts) in SQL, on `applications as a`:
// what was typed under Other, else what was chosen.
const displayedSql = (column: string, other: string, typed: string) =>
  `case when a.${column} = '${other}' and trim(coalesce(a.${typed}, '')) <> '' then trim(a.${typed}) else a.${column} end`;
export const DISPLAYED_UNIVERSITY_SQL = displayedSql('university', OTHER_UNIVERSITY, 'uni');
export const DISPLAYED_COURSE_SQL = displayedSql('course', OTHER_COURSE, 'cor');

// The university filter matches the name the grid shows, listed or typed under Other.
export const whereUniversity = (query: Knex.QueryBuilder, university: string) =>
  query.where((clause) =>
    clause.where('a.university', university).orWhere((other) => other.where('a.university', OTHER_UNIVERSITY).where('a.uni', university)),
  );

const escapeLike = (text: string) => text.replace(/[!%_]/g, (character) => `!${character}`);

// A name search: part of "first last" (or "last first"), ignoring case, so "zaid", "EBRAHIM" and
// "Zaid Ebrahim" all find Zaid Ebrahim. lower() on both sides: SQLite's like ignores ASCII case
// only, PostgreSQL's not at all.
export const whereNameMatches = (query: Knex.QueryBuilder, search: string) => {
  const pattern = `%${escapeLike(search.toLowerCase())}%`;
  return query.where((clause) =>
    clause
      .whereRaw("lower(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')) like ? escape '!'", [pattern])
      .orWhereRaw("lower(coalesce(p.last_name, '') || ' ' || coalesce(p.first_name, '')) like ? escape '!'", [pattern]),
  );
};

// Counts and sums come back as strings from PostgreSQL (bigint) and as numbers from SQLite.
export const toNumber = (value: unknown) => (value === null || value === undefined ? 0 : Number(value));
export const toAmount = (value: unknown) => (value === null || value === undefined ? null : Number(value));
export const toBoolean = (value: unknown) => value === true || value === 1 || value === '1' || value === 't';
// Datetimes come back as milliseconds from SQLite (a number, or digits as text) and as Date objects from PostgreSQL.
export const toIsoDateTime = (value: unknown) => {
  if (value === null || value === undefined) return null;
  return new Date(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : (value as string | number | Date)).toISOString();
};
