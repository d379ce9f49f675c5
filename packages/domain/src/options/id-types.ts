export const SOUTH_AFRICAN_ID = 1;

export const ID_TYPES = [
  { value: SOUTH_AFRICAN_ID, label: 'South African ID' },
  { value: 2, label: 'Passport' },
  { value: 3, label: 'Refugee/Asylum Permit' },
] as const;

export type IdType = (typeof ID_TYPES)[number]['value'];

export const ID_TYPE_VALUES: readonly IdType[] = ID_TYPES.map((option) => option.value);
