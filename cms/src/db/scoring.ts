import type { Knex } from 'knex';
import { IS_SUBMITTED } from './application-sql';
import { knexOf } from './connection';
import { LINK, TABLE } from './tables';
import { assignedTo, withinReviewerPool } from './review-assignments';

// The review queue's read (selection.scoring): the submitted applications of a year that a staff
// member has still to score, oldest submitted first. Submitted reviews and looks without scoring
// take an application out of their queue; a draft keeps it in (it is theirs to finish).

export type QueueRow = {
  id: number;
  application_year: number;
  first_name: string | null;
  last_name: string | null;
};

const DONE_STATES = ['submitted', 'looked'];

const toScore = (year: number, userId: number, { withinPool }: { withinPool: boolean }) => {
  const knex = knexOf();
  const onApplication = LINK.scoreReviewApplication;
  const byReviewer = LINK.scoreReviewReviewer;
  const doneByMe = knex(`${TABLE.scoreReviews} as r`)
    .join(`${onApplication.table} as ra`, `ra.${onApplication.review}`, 'r.id')
    .join(`${byReviewer.table} as rr`, `rr.${byReviewer.review}`, 'r.id')
    .where(`rr.${byReviewer.user}`, userId)
    .whereIn('r.state', DONE_STATES)
    .whereNotNull(`ra.${onApplication.application}`)
    .select(`ra.${onApplication.application}`);
  const query = knex(`${TABLE.applications} as a`).where('a.application_year', year).whereRaw(IS_SUBMITTED).whereNotIn('a.id', doneByMe);
  return withinPool ? withinReviewerPool(query, userId, knex) : query;
};

/**
 * The next application to score and how many are left (the next one included). A reviewer's queue
 * holds their pool only, the applications assigned to them first.
 */
export const reviewQueue = async (year: number, userId: number, options: { withinPool: boolean }): Promise<{ next: QueueRow | undefined; left: number }> => {
  const link = LINK.applicationApplicant;
  const mine = assignedTo(userId).toQuery();
  const [next, counted] = await Promise.all([
    toScore(year, userId, options)
      .leftJoin(`${link.table} as ap`, `ap.${link.application}`, 'a.id')
      .leftJoin(`${TABLE.applicants} as p`, 'p.id', `ap.${link.applicant}`)
      .orderByRaw(`case when a.id in (${mine}) then 0 else 1 end, case when a.submitted_at is null then 1 else 0 end, a.submitted_at asc, a.id asc`)
      .first('a.id', 'a.application_year', 'p.first_name', 'p.last_name'),
    toScore(year, userId, options).count({ count: '*' }).first(),
  ]);
  return { next, left: Number(counted?.count ?? 0) };
};

// --- Each submitted review's weighted score, stored on its row (the grid's ranking reads it). ---

export type SubmittedReviewRow = { id: number; scores: unknown; weighted_score: number | null; application_year: number };

/**
 * Submitted reviews with their application's year: of the years given, or (isMissingOnly) those
 * with no weighted score stored yet, as reviews submitted before it was stored are.
 */
export const submittedReviews = (trx: Knex, { years, isMissingOnly = false }: { years?: number[]; isMissingOnly?: boolean }): Promise<SubmittedReviewRow[]> => {
  const onApplication = LINK.scoreReviewApplication;
  const query = knexOf(trx)(`${TABLE.scoreReviews} as r`)
    .join(`${onApplication.table} as ra`, `ra.${onApplication.review}`, 'r.id')
    .join(`${TABLE.applications} as a`, 'a.id', `ra.${onApplication.application}`)
    .where('r.state', 'submitted')
    .select('r.id', 'r.scores', 'r.weighted_score', 'a.application_year');
  if (years) query.whereIn('a.application_year', years);
  if (isMissingOnly) query.whereNull('r.weighted_score');
  return query;
};

export const storeWeightedScore = (trx: Knex, reviewId: number, weighted: number | null) =>
  knexOf(trx)(TABLE.scoreReviews).where('id', reviewId).update({ weighted_score: weighted });
