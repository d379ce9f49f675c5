// Rand amounts as South Africans write them, read and shown in one place for both apps and the cms.
//
// Read: "R65 000,50", "65 000.50", "3 200,00", "1,234,567.89" and "1.234.567,89" are all one
// amount. Spaces (also non-breaking and thin ones) group thousands; a comma or a point followed by
// one or two digits at the end is the decimal mark; the other mark may group thousands. What could
// be read two ways is refused (null), never guessed: "65,000" or "65.000" (sixty-five thousand, or
// sixty-five with three decimals?), "6 5000" (a space that does not group thousands), "65,5.5".

const SPACES = /[\s\u00a0\u2007\u2009\u202f]/gu;
const GROUPED = (mark: string) => new RegExp(`^\\d{1,3}(?:\\${mark}\\d{3})+$`);

/**
 * The whole-rand part: plain digits, or digits grouped in thousands by one kind of mark. Without
 * cents after it, a single comma or point before three digits could be a decimal mark: ambiguous.
 */
function wholeRands(text: string, hasCents: boolean): string | null {
  if (/^\d+$/.test(text)) return text;
  for (const mark of [' ', ',', '.']) {
    if (!GROUPED(mark).test(text)) continue;
    const groups = text.split(mark);
    const couldBeDecimal = mark !== ' ' && groups.length === 2 && !hasCents;
    return couldBeDecimal ? null : groups.join('');
  }
  return null;
}

/** The amount typed, in rand, or null when it is not an amount or could be read two ways. */
export function parseRandAmount(typed: string): number | null {
  const text = typed.trim().replace(/^r\s*/i, '').trim().replace(SPACES, ' ');
  if (text === '' || /\s{2,}/.test(text)) return null;

  const decimal = /^(.*\d)([.,])(\d{1,2})$/.exec(text);
  if (decimal) {
    const [, whole, mark, cents] = decimal;
    // "1,234,56" or "1.234.56": the decimal mark also appears as a group mark.
    if (whole.includes(mark)) return null;
    const rands = wholeRands(whole, true);
    return rands === null ? null : Number(`${rands}.${cents}`);
  }
  const rands = wholeRands(text, false);
  return rands === null ? null : Number(rands);
}

/** A number, or a string read as an amount; anything else (or unreadable text) is NaN. */
export function toRandAmount(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return parseRandAmount(value) ?? Number.NaN;
  return Number.NaN;
}

const GROUPED_CENTS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The amount with thousands grouped by non-breaking spaces and a decimal point: 65 000.50. */
function formatRandNumber(amount: number): string {
  return GROUPED_CENTS.format(amount).replace(/,/g, '\u00a0');
}

const GROUPED_WHOLE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * A stored amount as an amount field shows it again, as a person would have typed it: 8 000, or
 * 3 500.50 when there are cents (plain spaces, which the field and parseRandAmount read back).
 */
export function formatRandInput(amount: number): string {
  const rounded = Math.round(amount * 100) / 100;
  const text = Number.isInteger(rounded) ? GROUPED_WHOLE.format(rounded) : GROUPED_CENTS.format(rounded);
  return text.replace(/,/g, ' ');
}

/** Rands as shown on screens, letters and exports: R 65 000.50 (non-breaking spaces, so it never wraps). */
export function formatRand(amount: number | null | undefined): string {
  return amount === null || amount === undefined || !Number.isFinite(amount) ? '' : `R\u00a0${formatRandNumber(amount)}`;
}
