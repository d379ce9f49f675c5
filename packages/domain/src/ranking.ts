// Ranking the scored applications (issue 18, item 4). An application's score is the weighted
// average of its submitted reviews (scoring.ts); its rank is its place among the year's submitted
// applications by that score, highest first, ties sharing a rank (1, 2, 2, 4); an application with
// no submitted review has no score and no rank. The cms works the figures out in SQL from each
// review's weighted score, stored when it is submitted (weightedScoreOf).

/** The grid's Score, Reviews, Rank and the spread behind its filter (pages and GET /api/getapplication). */
export type ApplicationRanking = {
  /** The mean of the submitted reviews' weighted scores; null while there are none. */
  score: number | null;
  /** How many submitted reviews count (each reviewer once). */
  reviews: number;
  /** The highest less the lowest weighted score; null while there are none. */
  spread: number | null;
  /** 1 for the highest score of the application's year; null when unscored (or not submitted). */
  rank: number | null;
};

/**
 * Scores and spreads are compared at this many decimals, so that two averages staff would call
 * equal (3 + 4 over 2 and 3.5) are a tie whatever order the database added them in.
 */
export const RANKING_DECIMALS = 6;

/** Fewer submitted reviews than this, and the application wants more reviewers. */
export const REVIEWS_WANTED = 2;
/** A spread above this, and the reviewers disagree enough to talk it over. */
export const SPREAD_LIMIT = 1.5;

/** The grid's filters on scores (POST /api/searchapplication), with their labels in the filter bar. */
export const RANKING_FILTERS = [
  { key: 'few_reviews', label: `Reviewed by fewer than ${REVIEWS_WANTED}` },
  { key: 'wide_spread', label: `Spread above ${SPREAD_LIMIT}` },
] as const;
export type RankingFilterKey = (typeof RANKING_FILTERS)[number]['key'];

export const NOT_YET_SCORED = 'Not yet scored';
/** How wide each band of the score distribution is, on the rubric's scale. */
export const SCORE_BAND_WIDTH = 0.5;
/** The scale the cycle's starting rubric uses, when a year has no rubric. */
export const DEFAULT_SCALE = { min: 1, max: 5 } as const;

export type ScoreBand = { label: string; from: number; to: number };

/** The scale a weighted score lies on: from the lowest criterion's bottom to the highest one's top. */
export function rubricScale(criteria: readonly { scale_min: number; scale_max: number }[]): { min: number; max: number } {
  if (criteria.length === 0) return { ...DEFAULT_SCALE };
  return {
    min: Math.min(...criteria.map((criterion) => criterion.scale_min)),
    max: Math.max(...criteria.map((criterion) => criterion.scale_max)),
  };
}

/** The score distribution's bands over a scale, half a point wide: 1.0–1.5, 1.5–2.0, ... 4.5–5.0. */
export function scoreBands({ min, max }: { min: number; max: number }): ScoreBand[] {
  const bands: ScoreBand[] = [];
  for (let from = min; from < max; from += SCORE_BAND_WIDTH) {
    const to = Math.min(from + SCORE_BAND_WIDTH, max);
    bands.push({ label: `${from.toFixed(1)}–${to.toFixed(1)}`, from, to });
  }
  return bands;
}

/**
 * The band a score falls in: from its bottom up to, not including, its top (2.0 is in 2.0–2.5),
 * the last band closed at the top (5.0 is in 4.5–5.0). A score outside the scale goes to the
 * nearest end; no score, to "Not yet scored".
 */
export function scoreBandOf(score: number | null, bands: readonly ScoreBand[]): string {
  if (score === null || bands.length === 0) return NOT_YET_SCORED;
  const band = bands.find((candidate) => score < candidate.to) ?? bands[bands.length - 1];
  return band.label;
}
