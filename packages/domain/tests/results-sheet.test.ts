import { RESULTS_PERIOD_VALUES } from '../src/options/results-periods';
import { resultsFileName, resultsSheetName } from '../src/results-sheet';

describe('results.xlsx by year and results period', () => {
  it('is results.xlsx for every year and both periods, and names the year and period chosen', () => {
    expect(resultsFileName('all', 'all')).toBe('results.xlsx');
    expect(resultsFileName(2025, 'all')).toBe('results 2025.xlsx');
    expect(resultsFileName('all', 'midyear_transcript')).toBe('results mid-year.xlsx');
    expect(resultsFileName(2025, 'finalyear_transcript')).toBe('results 2025 final-year.xlsx');
  });

  it('names its sheet after the year and period, within the 31 characters Excel allows', () => {
    expect(resultsSheetName('all', 'all')).toBe('Results all years all periods');
    expect(resultsSheetName(2025, 'finalyear_transcript')).toBe('Results 2025 final-year');
    for (const period of [...RESULTS_PERIOD_VALUES, 'all' as const]) {
      for (const year of ['all' as const, 2025]) expect(resultsSheetName(year, period).length).toBeLessThanOrEqual(31);
    }
  });
});
