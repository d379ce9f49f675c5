import { GENDERS } from '@bursary/domain/options/genders';

const AMOUNT = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Rands as South Africans write them, with the decimal point staff type: R 45 000.00 (a space between thousands). */
export const formatRand = (amount: number | null | undefined) =>
  amount === null || amount === undefined ? '' : `R\u00a0${AMOUNT.format(amount).replace(/,/g, '\u00a0')}`;

export const genderLabel = (gender: unknown) => GENDERS.find((option) => option.value === Number(gender))?.label ?? '';
