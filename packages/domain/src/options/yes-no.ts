export const YES = 1;
export const NO = 0;

export const YES_NO = [
  { value: YES, label: 'Yes' },
  { value: NO, label: 'No' },
] as const;

export type YesNo = typeof YES | typeof NO;

export const YES_NO_VALUES: readonly YesNo[] = [YES, NO];
