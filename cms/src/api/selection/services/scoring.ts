import type { Core } from '@strapi/strapi';
import { applicationReference } from '@bursary/domain/application-reference';
import {
  SCORE_MESSAGES,
  scoreErrors,
  scoreSummary,
  weightedScoreOf,
  type ApplicationScores,
  type ReviewQueue,
  type ReviewState,
  type RubricCriterion,
  type RubricScores,
  type ScoreReview,
} from '@bursary/domain/scoring';
import { badRequest, conflict, notFound } from '../../../utils/api-error';
import { getService } from '../../../utils/get-service';
import type { StaffActor } from '../../../utils/require-staff';
import { reviewQueue, storeWeightedScore, submittedReviews } from '../../../db/scoring';
import { staffName } from '../../review/utils/staff-name';
import { APPLICATION_NOT_FOUND } from '../../../utils/require-applicant';

const CRITERIA = 'api::selection.rubric-criterion';
const REVIEWS = 'api::selection.score-review';
const APPLICATIONS = 'api::application.application';

export const SCORES_VIEW_ACTION = 'view.scores';

type CriterionRow = {
  key: string;
  name: string;
  description: string | null;
  weight: unknown;
  scale_min: number;
  scale_max: number;
};
type ReviewRow = {
  id: number;
  reviewer_name: string | null;
  state: ReviewState;
  scores: RubricScores | string | null;
  submitted_at: string | Date | null;
  reviewer: { id: number } | null;
};
type ApplicationRow = {
  id: number;
  application_year: number;
  submitted: boolean | number | null;
  withdrawn_at: string | null;
};

// One review per staff member and application, even when two saves race (a unique column).
const slotOf = (applicationId: number, userId: number) => `${applicationId}:${userId}`;

type ExistingReview = { id: number; state: ReviewState } | null;

/** The staff member's review of the application, if they have one (one per person and application). */
const myReview = (applicationId: number, staff: StaffActor): Promise<ExistingReview> =>
  strapi.db.query(REVIEWS).findOne({ where: { reviewer_slot: slotOf(applicationId, staff.userId) }, select: ['id', 'state'] });

/** The staff member's first review of the application. */
const createReview = (applicationId: number, staff: StaffActor, data: Record<string, unknown>) =>
  strapi.db.query(REVIEWS).create({
    data: { ...data, application: applicationId, reviewer: staff.userId, reviewer_slot: slotOf(applicationId, staff.userId) },
  });

const scoresOf = (row: { scores: unknown }): RubricScores =>
  typeof row.scores === 'string' ? JSON.parse(row.scores) : ((row.scores as RubricScores | null) ?? {});

const reviewOf = (row: ReviewRow, rubric: RubricCriterion[]): ScoreReview => {
  const scores = scoresOf(row);
  return {
    reviewer: row.reviewer_name ?? '',
    state: row.state,
    at: row.submitted_at ? new Date(row.submitted_at).toISOString() : null,
    scores,
    weighted: row.state === 'submitted' ? weightedScoreOf(rubric, scores) : null,
  };
};

// What is kept of a review: the rubric's criteria only, reasons trimmed.
const keptScores = (rubric: RubricCriterion[], scores: RubricScores): RubricScores =>
  Object.fromEntries(
    rubric
      .filter(({ key }) => scores[key])
      .map(({ key }) => [
        key,
        {
          score: scores[key].score ?? null,
          reason: (scores[key].reason ?? '').trim(),
        },
      ]),
  );

// Scoring against the year's rubric (issue 18, items 2 and 3). No anchoring: a staff member sees
// the others' scores only once their own are submitted, or after choosing to look without scoring
// (recorded, and then they cannot score that application). Every look at scores is in the access log.
const scoring = ({ strapi }: { strapi: Core.Strapi }) => ({
  async rubric(year: number): Promise<RubricCriterion[]> {
    const rows: CriterionRow[] = await strapi.db.query(CRITERIA).findMany({
      where: { year },
      select: ['key', 'name', 'description', 'weight', 'scale_min', 'scale_max'],
      orderBy: [{ order: 'asc' }, { id: 'asc' }],
    });
    return rows.map((row) => ({
      key: row.key,
      name: row.name,
      description: row.description ?? '',
      weight: Number(row.weight),
      scale_min: Number(row.scale_min),
      scale_max: Number(row.scale_max),
    }));
  },

  async applicationOf(applicationId: number): Promise<ApplicationRow> {
    const application = await strapi.db.query(APPLICATIONS).findOne({
      where: { id: applicationId },
      select: ['id', 'application_year', 'submitted', 'withdrawn_at'],
    });
    if (!application) throw notFound(APPLICATION_NOT_FOUND);
    return application;
  },

  async rubricOfApplication(applicationId: number) {
    const { application_year: year } = await this.applicationOf(applicationId);
    return { application_year: year, rubric: await this.rubric(year) };
  },

  async scores(staff: StaffActor, applicationId: number): Promise<ApplicationScores> {
    const { application_year: year } = await this.applicationOf(applicationId);
    const [rubric, rows] = await Promise.all([
      this.rubric(year),
      strapi.db.query(REVIEWS).findMany({
        where: { application: { id: applicationId } },
        select: ['id', 'reviewer_name', 'state', 'scores', 'submitted_at'],
        populate: { reviewer: { select: ['id'] } },
        orderBy: [{ submitted_at: 'asc' }, { id: 'asc' }],
      }) as Promise<ReviewRow[]>,
    ]);
    const mineRow = rows.find((row) => row.reviewer?.id === staff.userId);
    const canSeeOthers = mineRow?.state === 'submitted' || mineRow?.state === 'looked';
    const submitted = rows.filter((row) => row.state === 'submitted').map((row) => reviewOf(row, rubric));
    const others = canSeeOthers
      ? rows.filter((row) => row !== mineRow && row.state === 'submitted').map((row) => reviewOf(row, rubric))
      : [];
    await getService('audit.audit-log').record(staff, {
      action: SCORES_VIEW_ACTION,
      targetType: 'application',
      targetId: applicationId,
      details: {
        others_shown: others.length,
        own_state: mineRow?.state ?? null,
      },
    });
    return {
      application_id: applicationId,
      application_year: year,
      rubric,
      mine: mineRow ? reviewOf(mineRow, rubric) : null,
      can_score: !canSeeOthers,
      can_see_others: canSeeOthers,
      others,
      summary: canSeeOthers ? scoreSummary(submitted.map((review) => review.weighted)) : null,
    };
  },

  /** Saves the staff member's draft, or with isSubmitting their final review. */
  async save(staff: StaffActor, applicationId: number, scores: RubricScores, { isSubmitting }: { isSubmitting: boolean }) {
    await strapi.db.transaction(async () => {
      const application = await this.applicationOf(applicationId);
      if (!application.submitted || application.withdrawn_at) throw conflict('Only submitted applications are scored.');
      const rubric = await this.rubric(application.application_year);
      if (rubric.length === 0) throw conflict(SCORE_MESSAGES.noRubric(application.application_year));
      const existing = await myReview(applicationId, staff);
      if (existing?.state === 'submitted') throw conflict(SCORE_MESSAGES.alreadySubmitted);
      if (existing?.state === 'looked') throw conflict(SCORE_MESSAGES.looked);
      const errors = scoreErrors(rubric, scores, { isSubmitting });
      const [firstMessage] = Object.values(errors);
      if (firstMessage) throw badRequest(firstMessage, { fields: errors });

      const kept = keptScores(rubric, scores);
      const data = {
        state: isSubmitting ? 'submitted' : 'draft',
        scores: kept,
        submitted_at: isSubmitting ? new Date() : null,
        reviewer_name: staffName(staff),
        // Stored with the submit, so the grid ranks by a plain aggregate (db/ranking.ts).
        weighted_score: isSubmitting ? weightedScoreOf(rubric, kept) : null,
      };
      if (existing) {
        // Only a draft changes: a submit racing this one leaves nothing to update.
        const { count } = await strapi.db.query(REVIEWS).updateMany({ where: { id: existing.id, state: 'draft' }, data });
        if (count !== 1) throw conflict(SCORE_MESSAGES.alreadySubmitted);
      } else {
        await createReview(applicationId, staff, data);
      }
      await getService('audit.audit-log').record(staff, {
        action: isSubmitting ? 'scores.submit' : 'scores.save_draft',
        targetType: 'application',
        targetId: applicationId,
        before: existing ? { state: existing.state } : null,
        after: { state: data.state, scores: data.scores },
      });
    });
  },

  /** The staff member sees the scores without scoring: recorded, and final for this application. */
  async lookWithoutScoring(staff: StaffActor, applicationId: number) {
    await strapi.db.transaction(async () => {
      await this.applicationOf(applicationId);
      const existing = await myReview(applicationId, staff);
      if (existing?.state === 'submitted')
        throw conflict('Your scores for this application are submitted: the others are already shown to you.');
      if (existing?.state === 'looked') return;
      // A draft's scores are dropped: they were never submitted, and can no longer be.
      const data = {
        state: 'looked',
        scores: {},
        submitted_at: new Date(),
        reviewer_name: staffName(staff),
        weighted_score: null,
      };
      if (existing) await strapi.db.query(REVIEWS).update({ where: { id: existing.id }, data });
      else await createReview(applicationId, staff, data);
      await getService('audit.audit-log').record(staff, {
        action: 'scores.look_without_scoring',
        targetType: 'application',
        targetId: applicationId,
        before: existing ? { state: existing.state } : null,
        after: { state: 'looked' },
      });
    });
  },

  /**
   * Works the stored weighted scores of submitted reviews out again with the rubric as it is now:
   * of the years whose rubric an editor changed (a weight, a scale, a criterion added or removed),
   * or on start those with none stored (reviews submitted before it was stored). So every review of
   * a year is weighed by the same rubric, the one the Scores view shows. A review without a score
   * for a criterion added since has no weighted score (weightedScoreOf), and so does not count.
   */
  async refreshWeightedScores(which: { years: number[] } | { isMissingOnly: true }) {
    if ('years' in which && which.years.length === 0) return 0;
    return strapi.db.transaction(async ({ trx }) => {
      const reviews = await submittedReviews(trx, which);
      const rubrics = new Map<number, RubricCriterion[]>();
      let changed = 0;
      for (const review of reviews) {
        const year = Number(review.application_year);
        if (!rubrics.has(year)) rubrics.set(year, await this.rubric(year));
        const weighted = weightedScoreOf(rubrics.get(year)!, scoresOf(review));
        const stored = review.weighted_score === null ? null : Number(review.weighted_score);
        if (weighted === stored) continue;
        await storeWeightedScore(trx, review.id, weighted);
        changed += 1;
      }
      return changed;
    });
  },

  /**
   * An editor's change to a year's rubric in the Strapi admin weighs that year's submitted reviews
   * again (refreshWeightedScores): the years a changed or removed criterion had, and the years it has now.
   */
  rescoreOnRubricChange() {
    const yearsWhere = async (where: unknown) =>
      (await strapi.db.query(CRITERIA).findMany({ where: where as Record<string, unknown>, select: ['year'] })).map((row: { year: number }) => Number(row.year));
    const yearsIn = (...lists: unknown[]) =>
      [...new Set(lists.flat().map(Number).filter((year) => Number.isInteger(year)))];
    const dataYears = (data: unknown) => (Array.isArray(data) ? data : [data]).map((row) => (row as { year?: unknown } | undefined)?.year);
    const before = async (event: any) => {
      event.state.years = await yearsWhere(event.params.where);
    };
    const after = async (event: any) => {
      const years = yearsIn(event.state.years ?? [], dataYears(event.params.data), event.result?.year);
      await this.refreshWeightedScores({ years });
    };
    strapi.db.lifecycles.subscribe({
      models: [CRITERIA],
      beforeUpdate: before,
      beforeUpdateMany: before,
      beforeDelete: before,
      beforeDeleteMany: before,
      afterCreate: after,
      afterCreateMany: after,
      afterUpdate: after,
      afterUpdateMany: after,
      afterDelete: after,
      afterDeleteMany: after,
    });
  },

  async queue(staff: StaffActor, year: number): Promise<ReviewQueue> {
    const { next, left } = await reviewQueue(year, staff.userId, { withinPool: staff.isReviewer });
    return {
      application_year: year,
      next: next
        ? {
            application_id: Number(next.id),
            application_reference: applicationReference({
              applicationId: next.id,
              applicationYear: next.application_year,
            }),
            name: `${next.first_name ?? ''} ${next.last_name ?? ''}`.trim(),
          }
        : null,
      left,
    };
  },
});

export type ScoringService = ReturnType<typeof scoring>;
export default scoring;
