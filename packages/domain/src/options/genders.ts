export const GENDERS = [
  { value: 1, label: 'Male' },
  { value: 2, label: 'Female' },
] as const;

export type Gender = (typeof GENDERS)[number]['value'];

export const GENDER_VALUES: readonly Gender[] = GENDERS.map((option) => option.value);
