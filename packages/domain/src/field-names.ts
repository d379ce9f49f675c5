import { dateOfBirthParts } from './date-of-birth';

/** The column a form field is stored under, where the two names differ (applicant-portal §3). */
export const STORED_NAMES: Readonly<Record<string, string>> = {
  reference_cell: 'reference_cell_phone',
  reference_relationship: 'relationship_with_reference',
  the_course_you_wish: 'the_course_you_wish_to_study',
};

/**
 * The other names the specifications' clients send for a form's fields, each mapped to the one
 * name the shared schemas (and the portal's own apps) use: the stored column names a record loaded
 * from the portal carries, and the survey's form name `competing` (sent as tell_us).
 */
const FIELD_ALIASES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Object.entries(STORED_NAMES).map(([formName, column]) => [column, formName])),
  competing: 'tell_us',
};

/** The stored date of birth's text form, which a client may send instead of the three parts. */
const DATE_OF_BIRTH_TEXT = 'date_of_birth';

export const DATE_OF_BIRTH_TEXT_MESSAGE = 'Enter date of birth as yyyy-mm-dd, such as 2004-03-21';

export const unknownFieldMessage = (field: string) => `Unknown field "${field}": remove it and send again`;
export const twoNamesMessage = (sent: string, formName: string) => `${sent} and ${formName} are the same answer with different values: send one of them`;
export const dateOfBirthDisagreesMessage = 'date_of_birth and dob_year, dob_month, dob_day disagree: send one of them';

const isBlank = (value: unknown) => value === undefined || value === null || value === '';
const sameAnswer = (first: unknown, second: unknown) => isBlank(first) ? isBlank(second) : String(first).trim() === String(second ?? '').trim();

export type FieldNamesResult = { values: Record<string, unknown> } | { error: string };

/**
 * A request body in the forms' own names, or the reason it cannot be: the other names above become
 * the form's (sending both with different values is refused), `date_of_birth` text becomes the three
 * parts (refused when they disagree), and a field that is neither one of `known` nor another name of
 * one is refused, never dropped: a client must not believe an answer was kept that was not.
 */
export function toFormNames(body: Readonly<Record<string, unknown>>, known: ReadonlySet<string>): FieldNamesResult {
  const has = (key: string) => Object.prototype.hasOwnProperty.call(body, key);
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (known.has(key)) {
      values[key] = value;
      continue;
    }
    const formName = Object.prototype.hasOwnProperty.call(FIELD_ALIASES, key) ? FIELD_ALIASES[key] : undefined;
    if (formName && known.has(formName)) {
      if (has(formName) && !sameAnswer(body[formName], value)) return { error: twoNamesMessage(key, formName) };
      if (!has(formName)) values[formName] = value;
      continue;
    }
    if (key !== DATE_OF_BIRTH_TEXT || !known.has('dob_year')) return { error: unknownFieldMessage(key) };
  }
  const dateText = has(DATE_OF_BIRTH_TEXT) && known.has('dob_year') ? body[DATE_OF_BIRTH_TEXT] : undefined;
  if (!isBlank(dateText)) {
    const parts = dateOfBirthParts(dateText);
    if (!parts) return { error: DATE_OF_BIRTH_TEXT_MESSAGE };
    for (const [part, number] of Object.entries(parts)) {
      if (isBlank(values[part])) values[part] = number;
      else if (Number(values[part]) !== number) return { error: dateOfBirthDisagreesMessage };
    }
  }
  return { values };
}
