export const INCOME_BANDS = [
  { label: '0-5000', max: 5000 },
  { label: '5001-10000', max: 10000 },
  { label: '10001-15000', max: 15000 },
  { label: '15001-20000', max: 20000 },
  { label: '20000 and more', max: Number.POSITIVE_INFINITY },
] as const;

export type IncomeBandLabel = (typeof INCOME_BANDS)[number]['label'];

// Bands are closed at the top, so 5000.50 falls in 5001-10000 and exactly 20000 in 15001-20000.
export function incomeBandOf(totalIncome: number): IncomeBandLabel {
  const band = INCOME_BANDS.find((candidate) => totalIncome <= candidate.max);
  return (band ?? INCOME_BANDS[INCOME_BANDS.length - 1]).label;
}
