export const YEARS_OF_STUDY = [
  { value: 1, label: 'First Year' },
  { value: 2, label: 'Second Year' },
  { value: 3, label: 'Third Year' },
  { value: 4, label: 'Fourth Year' },
  { value: 5, label: 'Fifth Year' },
  { value: 6, label: 'Sixth Year' },
  { value: 7, label: 'Seventh Year' },
] as const;

export type YearOfStudy = (typeof YEARS_OF_STUDY)[number]['value'];

export const YEAR_OF_STUDY_VALUES: readonly YearOfStudy[] = YEARS_OF_STUDY.map((option) => option.value);
