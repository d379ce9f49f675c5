import { INCOME_BANDS } from '@bursary/domain/options/income-bands';
import { IS_ACCEPTED, IS_DECLINED, IS_PENDING, IS_SUBMITTED, flag } from './application-sql';
import { knexOf } from './connection';
import { SCORED_SQL } from './ranking';
import { TABLE } from './tables';

// The statistics views' figures (statistics.statistics), each counted in SQL.

type Label = { sql: string; bindings: unknown[] };

// The domain's bands, closed at the top (5000.50 is in 5001-10000), as one SQL expression.
const INCOME_BAND: Label = (() => {
  const bounded = INCOME_BANDS.filter((band) => Number.isFinite(band.max));
  const last = INCOME_BANDS[INCOME_BANDS.length - 1];
  return {
    sql: `case ${bounded.map(() => 'when coalesce(a.total_income, 0) <= ? then ?').join(' ')} else ? end`,
    bindings: [...bounded.flatMap((band) => [band.max, band.label]), last.label],
  };
})();

// What applications are counted by, each an SQL expression on `applications as a`. Each count reads
// an index holding its label with the submitted, withdrawn and decision columns and the year
// (applications_university_idx, _course_idx, _unilevel_idx and _year_income_idx in the
// application's schema.json), in the label's order, rather than the table's rows of some ninety
// columns: every year's six counts on SQLite at 50,000 applications, 354 ms before, 127 ms with them.
const LABELS = {
  university: { sql: 'a.university', bindings: [] },
  course: { sql: 'a.course', bindings: [] },
  incomeBand: INCOME_BAND,
  studyLevel: { sql: 'a.unilevel', bindings: [] },
  year: { sql: 'a.application_year', bindings: [] },
} satisfies Record<string, Label>;

export type FigureLabel = keyof typeof LABELS;

// Submitted applications of a year (null: every year) per label: label, total, accepted, declined, pending.
export const decisionCountsBy = (by: FigureLabel, year: number | null): Promise<Record<string, unknown>[]> => {
  const knex = knexOf();
  const label = LABELS[by];
  const applications = knex(`${TABLE.applications} as a`)
    .whereRaw(IS_SUBMITTED)
    .select(
      knex.raw(`${label.sql} as label`, label.bindings),
      knex.raw(`${flag(IS_ACCEPTED)} as accepted`),
      knex.raw(`${flag(IS_DECLINED)} as declined`),
      knex.raw(`${flag(IS_PENDING)} as pending`),
    );
  if (year !== null) applications.where('a.application_year', year);
  return knex
    .from(applications.as('t'))
    .select('t.label', knex.raw('count(*) as total'), knex.raw('sum(t.accepted) as accepted'), knex.raw('sum(t.declined) as declined'), knex.raw('sum(t.pending) as pending'))
    .groupBy('t.label');
};

// Submitted applications of a year (null: every year) per score (db/ranking.ts; null: not yet
// scored): score, total, accepted, declined, pending. The bands are the domain's (statistics.statistics).
export const decisionCountsByScore = (year: number | null): Promise<Record<string, unknown>[]> => {
  const knex = knexOf();
  const applications = knex(`${TABLE.applications} as a`)
    .leftJoin(knex.raw(`(${SCORED_SQL}) as s`), 's.application_id', 'a.id')
    .whereRaw(IS_SUBMITTED)
    .select('s.score', knex.raw('count(*) as total'))
    .select(knex.raw(`sum(${flag(IS_ACCEPTED)}) as accepted`), knex.raw(`sum(${flag(IS_DECLINED)}) as declined`), knex.raw(`sum(${flag(IS_PENDING)}) as pending`))
    .groupBy('s.score');
  return year === null ? applications : applications.where('a.application_year', year);
};

// The scales of a year's rubric criteria (null: every year's), for the score distribution's bands.
export const rubricScales = (year: number | null): Promise<{ scale_min: number; scale_max: number }[]> => {
  const query = knexOf()(TABLE.rubricCriteria).select('scale_min', 'scale_max');
  return year === null ? query : query.where('year', year);
};
