import {
  PASS_FAIL,
  RESULTS_PERIODS,
  RESULTS_PERIOD_VALUES,
  RESULT_TYPE,
  resultsPeriodOf,
} from '../../src/options/results-periods';

describe('results periods', () => {
  it('pairs each period with its resultType', () => {
    expect(RESULT_TYPE).toEqual({ MID_YEAR: 0, FINAL_YEAR: 1 });
    expect(RESULTS_PERIODS.map(({ value, resultType }) => [value, resultType])).toEqual([
      ['midyear_transcript', 0],
      ['finalyear_transcript', 1],
    ]);
    expect(RESULTS_PERIOD_VALUES).toEqual(['midyear_transcript', 'finalyear_transcript']);
  });

  it('turns a resultType from a link into its period', () => {
    expect(resultsPeriodOf(0)).toBe('midyear_transcript');
    expect(resultsPeriodOf(1)).toBe('finalyear_transcript');
  });

  it('confirms results as pass or fail', () => {
    expect(PASS_FAIL).toEqual(['pass', 'fail']);
  });
});
