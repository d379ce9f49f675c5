import type { ResultsPeriod } from './options/results-periods.js';

// results.xlsx, the specification's name, is exported by year and results period: the name it is
// saved under and its sheet say which. Every year and both periods is results.xlsx itself; a
// choice adds its words: "results 2025 final-year.xlsx", "results mid-year.xlsx", "results 2025.xlsx".

type YearChoice = number | 'all';
type PeriodChoice = ResultsPeriod | 'all';

const PERIOD_WORDS: Record<ResultsPeriod, string> = { finalyear_transcript: 'final-year', midyear_transcript: 'mid-year' };

/** The name results.xlsx of this year and period is saved under. */
export function resultsFileName(year: YearChoice, period: PeriodChoice): string {
  const words = ['results', year === 'all' ? '' : String(year), period === 'all' ? '' : PERIOD_WORDS[period]];
  return `${words.filter(Boolean).join(' ')}.xlsx`;
}

/** Its sheet's name (at most 31 characters, as Excel allows): "Results 2025 final-year", "Results all years all periods". */
export function resultsSheetName(year: YearChoice, period: PeriodChoice): string {
  return `Results ${year === 'all' ? 'all years' : year} ${period === 'all' ? 'all periods' : PERIOD_WORDS[period]}`;
}
