export type DateOfBirthParts = {
  dob_year: number;
  dob_month: number;
  dob_day: number;
};

export function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

// Stored as yyyy-mm-dd text; the form edits it as three selects.
export function toDateOfBirth({ dob_year, dob_month, dob_day }: DateOfBirthParts): string {
  const month = String(dob_month).padStart(2, '0');
  const day = String(dob_day).padStart(2, '0');
  return `${dob_year}-${month}-${day}`;
}

export function fromDateOfBirth(text: string | null | undefined): DateOfBirthParts | null {
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(text ?? '');
  if (!match) return null;

  const [dob_year, dob_month, dob_day] = match.slice(1).map(Number);
  if (!isCalendarDate(dob_year, dob_month, dob_day)) return null;
  return { dob_year, dob_month, dob_day };
}

/**
 * A date of birth a client sent as text, exactly yyyy-mm-dd, as its three parts (unchecked: the
 * schema says which part is wrong), or null when it is not written that way.
 */
export function dateOfBirthParts(text: unknown): DateOfBirthParts | null {
  const match = typeof text === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim()) : null;
  if (!match) return null;
  const [dob_year, dob_month, dob_day] = match.slice(1).map(Number);
  return { dob_year, dob_month, dob_day };
}
