import type { Core } from '@strapi/strapi';
import type { ApplicationReport, Figure } from '@bursary/domain/back-office-api';
import { INCOME_BANDS } from '@bursary/domain/options/income-bands';
import { IS_ACCEPTED, IS_DECLINED, IS_PENDING, IS_SUBMITTED, flag, toNumber } from '../../../db/application-sql';

const NOT_GIVEN = 'Not given';

// The domain's bands, closed at the top (5000.50 is in 5001-10000), as one SQL expression.
const INCOME_BAND = (() => {
  const bounded = INCOME_BANDS.filter((band) => Number.isFinite(band.max));
  const last = INCOME_BANDS[INCOME_BANDS.length - 1];
  return {
    sql: `case ${bounded.map(() => 'when coalesce(a.total_income, 0) <= ? then ?').join(' ')} else ? end`,
    bindings: [...bounded.flatMap((band) => [band.max, band.label]), last.label],
  };
})();

const byTotalThenLabel = (first: Figure, second: Figure) => second.total - first.total || first.label.localeCompare(second.label);

// The statistics views' figures, each counted in SQL. Institutions and disciplines are the listed
// choices: everyone who chose Other counts under Other, whatever they typed.
const statistics = ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = () => strapi.db.connection;

  const figuresBy = async (label: string, bindings: readonly unknown[], year: number | null): Promise<Figure[]> => {
    const applications = knex()('applications as a')
      .whereRaw(IS_SUBMITTED)
      .select(
        knex().raw(`${label} as label`, bindings as unknown[]),
        knex().raw(`${flag(IS_ACCEPTED)} as accepted`),
        knex().raw(`${flag(IS_DECLINED)} as declined`),
        knex().raw(`${flag(IS_PENDING)} as pending`),
      );
    if (year !== null) applications.where('a.application_year', year);
    const rows = await knex()
      .from(applications.as('t'))
      .select('t.label', knex().raw('count(*) as total'), knex().raw('sum(t.accepted) as accepted'), knex().raw('sum(t.declined) as declined'), knex().raw('sum(t.pending) as pending'))
      .groupBy('t.label');
    return rows.map((row: Record<string, unknown>) => ({
      label: row.label === null || row.label === '' ? NOT_GIVEN : String(row.label),
      total: toNumber(row.total),
      accepted: toNumber(row.accepted),
      declined: toNumber(row.declined),
      pending: toNumber(row.pending),
    }));
  };

  return {
    async report(year: number | null): Promise<ApplicationReport> {
      const [totals, institutions, disciplines, incomeBands, studyLevels, years] = await Promise.all([
        figuresBy("'All'", [], year),
        figuresBy('a.university', [], year),
        figuresBy('a.course', [], year),
        figuresBy(INCOME_BAND.sql, INCOME_BAND.bindings, year),
        figuresBy('a.unilevel', [], year),
        figuresBy('a.application_year', [], year),
      ]);
      const empty = (label: string): Figure => ({ label, total: 0, accepted: 0, declined: 0, pending: 0 });
      return {
        application_year: year ?? 'all',
        totals: totals[0] ?? empty('All'),
        institutions: institutions.sort(byTotalThenLabel),
        disciplines: disciplines.sort(byTotalThenLabel),
        income_bands: INCOME_BANDS.map((band) => incomeBands.find((figure) => figure.label === band.label) ?? empty(band.label)),
        study_levels: studyLevels.sort(byTotalThenLabel),
        years: years.sort((first, second) => Number(first.label) - Number(second.label)),
      };
    },
  };
};

export type StatisticsService = ReturnType<typeof statistics>;
export default statistics;
