import type { ApplicationReport, Figure } from '@bursary/domain/back-office-api';
import { OTHER_COURSE, OTHER_UNIVERSITY } from '@bursary/domain/constants';
import { byNewestYear } from '@bursary/domain/cycle-years';
import { INCOME_BANDS } from '@bursary/domain/options/income-bands';
import { NOT_YET_SCORED, rubricScale, scoreBandOf, scoreBands } from '@bursary/domain/ranking';
import { toAmount, toNumber } from '../../../db/application-sql';
import { decisionCountsBy, decisionCountsByScore, rubricScales, type FigureLabel } from '../../../db/statistics';

const NOT_GIVEN = 'Not given';
// The lists spell their Other choice differently (the courses' is "OTHER"): every chart says "Other".
const OTHER = 'Other';
const OTHER_CHOICES = new Set([OTHER_UNIVERSITY, OTHER_COURSE]);

const labelOf = (value: unknown) => {
  if (value === null || value === '') return NOT_GIVEN;
  return OTHER_CHOICES.has(String(value)) ? OTHER : String(value);
};

const byTotalThenLabel = (first: Figure, second: Figure) => second.total - first.total || first.label.localeCompare(second.label);

// The statistics views' figures, each counted in SQL (db/statistics.ts). Institutions and disciplines
// are the listed choices: everyone who chose Other counts under Other, whatever they typed.
const statistics = () => {
  const figuresBy = async (by: FigureLabel, year: number | null): Promise<Figure[]> => {
    const rows = await decisionCountsBy(by, year);
    return rows.map((row) => ({
      label: labelOf(row.label),
      total: toNumber(row.total),
      accepted: toNumber(row.accepted),
      declined: toNumber(row.declined),
      pending: toNumber(row.pending),
    }));
  };

  const empty = (label: string): Figure => ({ label, total: 0, accepted: 0, declined: 0, pending: 0 });

  // Some figures added up under one label.
  const sumOf = (label: string, figures: Figure[]): Figure =>
    figures.reduce(
      (sum, figure) => ({
        label,
        total: sum.total + figure.total,
        accepted: sum.accepted + figure.accepted,
        declined: sum.declined + figure.declined,
        pending: sum.pending + figure.pending,
      }),
      empty(label),
    );

  // The score distribution: half-point bands of the year's rubric scale, lowest first, then those not yet scored.
  const scoreFigures = async (year: number | null): Promise<Figure[]> => {
    const [rows, scales] = await Promise.all([decisionCountsByScore(year), rubricScales(year)]);
    const bands = scoreBands(rubricScale(scales.map((scale) => ({ scale_min: Number(scale.scale_min), scale_max: Number(scale.scale_max) }))));
    const figures = [...bands.map((band) => empty(band.label)), empty(NOT_YET_SCORED)];
    for (const row of rows) {
      const figure = figures.find((candidate) => candidate.label === scoreBandOf(toAmount(row.score), bands))!;
      figure.total += toNumber(row.total);
      figure.accepted += toNumber(row.accepted);
      figure.declined += toNumber(row.declined);
      figure.pending += toNumber(row.pending);
    }
    return figures;
  };

  return {
    async report(year: number | null): Promise<ApplicationReport> {
      // The totals are the years' figures added up, rather than another pass over the applications.
      const [institutions, disciplines, incomeBands, studyLevels, years, scores] = await Promise.all([
        figuresBy('university', year),
        figuresBy('course', year),
        figuresBy('incomeBand', year),
        figuresBy('studyLevel', year),
        figuresBy('year', year),
        scoreFigures(year),
      ]);
      return {
        application_year: year ?? 'all',
        totals: sumOf('All', years),
        institutions: institutions.sort(byTotalThenLabel),
        disciplines: disciplines.sort(byTotalThenLabel),
        income_bands: INCOME_BANDS.map((band) => incomeBands.find((figure) => figure.label === band.label) ?? empty(band.label)),
        study_levels: studyLevels.sort(byTotalThenLabel),
        years: years.sort((first, second) => byNewestYear(Number(first.label), Number(second.label))),
        score_bands: scores,
      };
    },
  };
};

export type StatisticsService = ReturnType<typeof statistics>;
export default statistics;
