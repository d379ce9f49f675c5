import { IS_SUBMITTED } from './application-sql';
import { knexOf } from './connection';
import { LINK, TABLE } from './tables';

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

const toScore = (year: number, userId: number) => {
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
  return knex(`${TABLE.applications} as a`).where('a.application_year', year).whereRaw(IS_SUBMITTED).whereNotIn('a.id', doneByMe);
};

/** The next application to score and how many are left (the next one included). */
export const reviewQueue = async (year: number, userId: number): Promise<{ next: QueueRow | undefined; left: number }> => {
  const link = LINK.applicationApplicant;
  const [next, counted] = await Promise.all([
    toScore(year, userId)
      .leftJoin(`${link.table} as ap`, `ap.${link.application}`, 'a.id')
      .leftJoin(`${TABLE.applicants} as p`, 'p.id', `ap.${link.applicant}`)
      .orderByRaw('case when a.submitted_at is null then 1 else 0 end, a.submitted_at asc, a.id asc')
      .first('a.id', 'a.application_year', 'p.first_name', 'p.last_name'),
    toScore(year, userId).count({ count: '*' }).first(),
  ]);
  return { next, left: Number(counted?.count ?? 0) };
};
