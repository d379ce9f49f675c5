export const DURATIONS_OF_STUDY = [
  { value: 1, label: '1 Year' },
  { value: 2, label: '2 Years' },
  { value: 3, label: '3 Years' },
  { value: 4, label: '4 Years' },
  { value: 5, label: '5 Years' },
  { value: 6, label: '6 Years' },
  { value: 7, label: '7 Years' },
] as const;

export type DurationOfStudy = (typeof DURATIONS_OF_STUDY)[number]['value'];

export const DURATION_OF_STUDY_VALUES: readonly DurationOfStudy[] = DURATIONS_OF_STUDY.map((option) => option.value);
