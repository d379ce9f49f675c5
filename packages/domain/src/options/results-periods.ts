export const RESULT_TYPE = {
  MID_YEAR: 0,
  FINAL_YEAR: 1,
} as const;

export type ResultType = (typeof RESULT_TYPE)[keyof typeof RESULT_TYPE];

export const RESULTS_PERIODS = [
  { value: 'midyear_transcript', label: 'Mid-year Results', resultType: RESULT_TYPE.MID_YEAR },
  { value: 'finalyear_transcript', label: 'Final-year Results', resultType: RESULT_TYPE.FINAL_YEAR },
] as const;

export type ResultsPeriod = (typeof RESULTS_PERIODS)[number]['value'];

export const RESULTS_PERIOD_VALUES: readonly ResultsPeriod[] = RESULTS_PERIODS.map((period) => period.value);

export const PASS_FAIL = ['pass', 'fail'] as const;
export type PassFail = (typeof PASS_FAIL)[number];

export function resultsPeriodOf(resultType: ResultType): ResultsPeriod {
  return resultType === RESULT_TYPE.FINAL_YEAR ? 'finalyear_transcript' : 'midyear_transcript';
}
