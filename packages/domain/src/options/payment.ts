export const IN_RESPECT_OF = ['Education', 'Debt', 'Accommodation', 'Travelling', 'Textbooks'] as const;
export type InRespectOf = (typeof IN_RESPECT_OF)[number];

export const EFT_CHQ = [
  { value: 'EFT', label: 'EFT' },
  { value: 'Cheque', label: 'Cheque' },
] as const;
export type EftChq = (typeof EFT_CHQ)[number]['value'];
export const EFT_CHQ_VALUES: readonly EftChq[] = EFT_CHQ.map((option) => option.value);

export const PAYMENT_DEFAULTS = {
  account: 'Trust',
  eft_chq: 'EFT',
  approved1: 'AGS',
  approved2: 'MSB',
} as const satisfies { account: string; eft_chq: EftChq; approved1: string; approved2: string };
