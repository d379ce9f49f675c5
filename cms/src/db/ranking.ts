import type { Knex } from 'knex';
import { RANKING_DECIMALS, REVIEWS_WANTED, SPREAD_LIMIT, type RankingFilterKey } from '@bursary/domain/ranking';
import { IS_SUBMITTED, flag } from './application-sql';
import { knexOf } from './connection';
import { LINK, TABLE } from './tables';

// The grid's Score, Reviews and Rank, its filters on them and the statistics' score distribution
// (@bursary/domain/ranking), from each submitted review's weighted score as stored when it was
// submitted (selection.scoring, weightedScoreOf): a plain aggregate, the same on both databases.

const ON_APPLICATION = LINK.scoreReviewApplication;

// Compared and answered at RANKING_DECIMALS, so a tie is a tie whatever order the database added in.
// PostgreSQL rounds numerics only, SQLite takes the cast as a no-op.
const rounded = (expression: string) => `round(cast(${expression} as numeric), ${RANKING_DECIMALS})`;

/**
 * Per application with at least one counted review: how many submitted reviews have a weighted
 * score (one per staff member: score_reviews.reviewer_slot), their mean (score) and spread.
 */
export const SCORED_SQL = `select ra.${ON_APPLICATION.application} as application_id, count(*) as reviews,
    ${rounded('avg(r.weighted_score)')} as score,
    ${rounded('max(r.weighted_score) - min(r.weighted_score)')} as spread
  from ${TABLE.scoreReviews} r
  join ${ON_APPLICATION.table} ra on ra.${ON_APPLICATION.review} = r.id
  where r.state = 'submitted' and r.weighted_score is not null and ra.${ON_APPLICATION.application} is not null
  group by ra.${ON_APPLICATION.application}`;

/**
 * The scored applications with their rank: standard competition ranking (1, 2, 2, 4) by score,
 * highest first, among the submitted applications of the same year; a withdrawn (or unsubmitted)
 * application keeps its score but has no rank. Of some years only, when given.
 */
export const rankedApplications = (years: number[] | Knex.QueryBuilder | null) => {
  const knex = knexOf();
  const query = knex
    .from(knex.raw(`(${SCORED_SQL}) as s`))
    .join(`${TABLE.applications} as a`, 'a.id', 's.application_id')
    .select(
      's.application_id',
      's.reviews',
      's.score',
      's.spread',
      knex.raw(
        `case when ${IS_SUBMITTED} then rank() over (partition by a.application_year, ${flag(IS_SUBMITTED)} order by s.score desc) end as score_rank`,
      ),
    );
  return years === null ? query : query.whereIn('a.application_year', years);
};

/** The rankings of some applications, each ranked within its year. */
export const rankingsOf = (ids: number[]): Promise<Record<string, unknown>[]> => {
  const knex = knexOf();
  const years = knex(TABLE.applications).whereIn('id', ids).distinct('application_year');
  return knex.from(rankedApplications(years).as('rk')).whereIn('rk.application_id', ids).select('rk.*');
};

/** The grid's query (on `applications as a`) with the rankings of its year (null: each application's year) joined as `rk`. */
export const withRankings = (query: Knex.QueryBuilder, year: number | null) =>
  query.leftJoin(rankedApplications(year === null ? null : [year]).as('rk'), 'rk.application_id', 'a.id');

/** The grid's filters on scores, each a condition on `applications as a` (YES; NO is its `not`). */
export const RANKING_CONDITIONS: Record<RankingFilterKey, string> = {
  // Fewer than two submitted reviews: none at all too.
  few_reviews: `(a.id not in (select s.application_id from (${SCORED_SQL}) s where s.reviews >= ${REVIEWS_WANTED}))`,
  wide_spread: `(a.id in (select s.application_id from (${SCORED_SQL}) s where s.spread > ${SPREAD_LIMIT}))`,
};
