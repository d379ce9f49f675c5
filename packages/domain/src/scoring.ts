// Scoring against the cycle's rubric (issue 18, items 2 and 3): each staff member scores every
// criterion with a short reason; the office reads each review's weighted score, their mean and
// their spread. One rule, used by the cms (validation, the figures it answers) and the back
// office (the form's messages at each field).

/** One criterion of a year's rubric, as editors set it in the Strapi admin. */
export type RubricCriterion = {
  key: string;
  name: string;
  description: string;
  weight: number;
  scale_min: number;
  scale_max: number;
};

/** A criterion's score and the reviewer's reason for it; a draft may leave either out. */
export type CriterionScore = { score: number | null; reason: string };

/** A review's scores by criterion key. */
export type RubricScores = Record<string, CriterionScore>;

/** draft: saved, not final; submitted: final; looked: the staff member chose to see the scores without scoring. */
export type ReviewState = 'draft' | 'submitted' | 'looked';

export type ScoreReview = {
  reviewer: string;
  state: ReviewState;
  /** When it was submitted (or looked at), ISO; null for a draft. */
  at: string | null;
  scores: RubricScores;
  /** The review's own weighted score (weightedScoreOf); null unless submitted. */
  weighted: number | null;
};

export type ScoreSummary = {
  /** Submitted reviews. */
  count: number;
  /** The mean of the submitted reviews' weighted scores; null while there are none. */
  weighted_average: number | null;
  /** The highest less the lowest weighted score; null while there are none. */
  spread: number | null;
};

/** GET /api/getscores?application_id (ours). */
export type ApplicationScores = {
  application_id: number;
  application_year: number;
  rubric: RubricCriterion[];
  /** The caller's own review, null before they save one. */
  mine: ScoreReview | null;
  /** False once the caller submitted or chose to look without scoring. */
  can_score: boolean;
  /** True once the caller's review is submitted or they chose to look: then `others` and `summary` are filled. */
  can_see_others: boolean;
  /** The other staff members' submitted reviews (empty until can_see_others). */
  others: ScoreReview[];
  /** Over every submitted review, the caller's included; null until can_see_others. */
  summary: ScoreSummary | null;
};

/** POST /api/savescores (a draft) and POST /api/submitscores (final), ours. */
export type SaveScoresRequest = { application_id: number; scores: RubricScores };

/** GET /api/reviewqueue?application_year (ours): the next application to score, oldest submitted first. */
export type ReviewQueue = {
  application_year: number;
  next: { application_id: number; application_reference: string; name: string } | null;
  /** Applications still to score, the next one included. */
  left: number;
};

export const REASON_MAX_LENGTH = 500;

/** Where each message belongs: the criterion's score or its reason. */
export type ScoreFieldErrors = Record<string, string>;
export const scoreField = (key: string) => `${key}.score`;
export const reasonField = (key: string) => `${key}.reason`;

export const SCORE_MESSAGES = {
  missingScore: (name: string) => `Choose a score for ${name}.`,
  outsideScale: (name: string, min: number, max: number) => `The score for ${name} must be a whole number from ${min} to ${max}.`,
  missingReason: (name: string) => `Give a short reason for the ${name} score.`,
  longReason: (name: string) => `Keep the reason for ${name} to ${REASON_MAX_LENGTH} characters or fewer.`,
  unknownCriterion: (key: string) => `${key} is not a criterion of this year's rubric.`,
  noRubric: (year: number) => `There is no rubric for ${year} yet: the editors add its criteria in the Strapi admin.`,
  alreadySubmitted: 'Your scores for this application are already submitted and cannot be changed.',
  looked: 'You chose to see the scores without scoring, so you cannot score this application.',
} as const;

const isWholeNumber = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

/**
 * The messages for a review's scores, by field (`<key>.score`, `<key>.reason`), in the rubric's
 * order; empty when there is nothing to correct. A draft may leave scores and reasons out; what it
 * gives must still fit. A submitted review needs both for every criterion.
 */
export function scoreErrors(rubric: readonly RubricCriterion[], scores: RubricScores, { isSubmitting }: { isSubmitting: boolean }): ScoreFieldErrors {
  const errors: ScoreFieldErrors = {};
  const known = new Set(rubric.map((criterion) => criterion.key));
  for (const key of Object.keys(scores)) {
    if (!known.has(key)) errors[key] = SCORE_MESSAGES.unknownCriterion(key);
  }
  for (const { key, name, scale_min: min, scale_max: max } of rubric) {
    const given = scores[key];
    const score = given?.score ?? null;
    const reason = (given?.reason ?? '').trim();
    if (score === null) {
      if (isSubmitting) errors[scoreField(key)] = SCORE_MESSAGES.missingScore(name);
    } else if (!isWholeNumber(score) || score < min || score > max) {
      errors[scoreField(key)] = SCORE_MESSAGES.outsideScale(name, min, max);
    }
    if (reason.length > REASON_MAX_LENGTH) errors[reasonField(key)] = SCORE_MESSAGES.longReason(name);
    else if (reason === '' && isSubmitting) errors[reasonField(key)] = SCORE_MESSAGES.missingReason(name);
  }
  return errors;
}

/**
 * One review's weighted score: the sum of weight x score over the criteria, divided by the sum of
 * the weights; on the rubric's scale (1 to 5 as seeded). Null when a criterion has no score or the
 * weights add up to nothing.
 */
export function weightedScoreOf(rubric: readonly RubricCriterion[], scores: RubricScores): number | null {
  let weighted = 0;
  let weights = 0;
  for (const { key, weight } of rubric) {
    const score = scores[key]?.score;
    if (typeof score !== 'number') return null;
    weighted += weight * score;
    weights += weight;
  }
  return weights > 0 ? weighted / weights : null;
}

/**
 * The office's figures over the submitted reviews: each review's own weighted score first, then
 * their mean (each reviewer counts once, whatever the weights), and the spread, the highest less
 * the lowest of those weighted scores (how far the reviewers disagree).
 */
export function scoreSummary(weightedScores: readonly (number | null)[]): ScoreSummary {
  const scores = weightedScores.filter((score): score is number => score !== null);
  if (scores.length === 0) return { count: 0, weighted_average: null, spread: null };
  const total = scores.reduce((sum, score) => sum + score, 0);
  return { count: scores.length, weighted_average: total / scores.length, spread: Math.max(...scores) - Math.min(...scores) };
}

/** A figure as staff read it: two decimals (3.25), the same on every screen. */
export const formatScore = (score: number | null) => (score === null ? '—' : score.toFixed(2));
