import { applicationField, type ApplicationField, type ApplicationFieldName, type FieldFormat, type FieldPlace } from './application-fields.js';
import { DURATIONS_OF_STUDY } from './options/durations-of-study.js';
import { GENDERS } from './options/genders.js';
import { ID_TYPES } from './options/id-types.js';
import { YEARS_OF_STUDY } from './options/years-of-study.js';
import { YES_NO } from './options/yes-no.js';
import { formatRand } from './rand-amount.js';

type OptionFormat = Exclude<FieldFormat, 'text' | 'amount'>;

const OPTIONS: Record<OptionFormat, readonly { value: number; label: string }[]> = {
  yesNo: YES_NO,
  idType: ID_TYPES,
  gender: GENDERS,
  yearOfStudy: YEARS_OF_STUDY,
  durationOfStudy: DURATIONS_OF_STUDY,
};

export const fieldLabel = (field: ApplicationField, place: FieldPlace) => (place === 'staff' && field.staff?.label) || field.label;

/** A field's label in the back office (its panels and grid, the exports, the checklist) by the field's name. */
export const staffLabel = (name: ApplicationFieldName) => fieldLabel(applicationField(name), 'staff');

export const fieldFormat = (field: ApplicationField, place: FieldPlace): FieldFormat =>
  (place === 'staff' && field.staff?.format) || field.format || 'text';

/** A stored value as a place shows it: R 65 000.50, an option's label, or as stored; '' when not given. */
export function fieldText(field: ApplicationField, value: unknown, place: FieldPlace): string {
  if (value === null || value === undefined || value === '') return '';
  const format = fieldFormat(field, place);
  if (format === 'amount') return formatRand(Number(value));
  if (format === 'text') return String(value);
  return OPTIONS[format].find((option) => option.value === Number(value))?.label ?? String(value);
}
