import { number, object, type InferType } from 'yup';
import { FIRST_BIRTH_YEAR } from '../constants.js';
import { isCalendarDate, toDateOfBirth, type DateOfBirthParts } from '../date-of-birth.js';
import { ID_TYPE_VALUES, SOUTH_AFRICAN_ID } from '../options/id-types.js';
import { isSameEmail } from '../recipients.js';
import { birthDateOfSouthAfricanId, matchesDateOfBirth } from '../south-african-id.js';
import {
  AREA_CODE_PATTERN,
  requiredChoice,
  requiredEmail,
  requiredMatching,
  requiredPhone,
  requiredText,
} from './fields.js';

/** The login e-mail the alternative e-mail is compared with. */
export type BasicInfoContext = {
  email?: string | null;
};

const DATE_OF_BIRTH_MESSAGES = {
  year: 'Select year for date of birth',
  month: 'Select month for date of birth',
  day: 'Select day for date of birth',
} as const;

const ID_NUMBER_MESSAGES = {
  required: 'Enter ID number',
  southAfricanId: 'Invalid ID number',
  passportOrPermit: 'Use 5 to 20 letters, digits or hyphens for the passport or permit number',
} as const;

function idNumberDateOfBirthMessage(idNumberBirthDate: DateOfBirthParts): string {
  return `The ID number's date of birth (${toDateOfBirth(idNumberBirthDate)}) does not match your date of birth`;
}

// Letters and digits, with hyphens only between them.
const PASSPORT_OR_PERMIT_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]{3,18}[A-Za-z0-9]$/;

const alternativeEmailField = requiredEmail('Enter alternative email', 'Invalid email').test(
  'differs-from-email',
  'Alternate Email must be different to your previous Email',
  function differsFromEmail(value) {
    const email = this.parent.email ?? (this.options.context as BasicInfoContext | undefined)?.email;
    if (!value || !email) return true;
    return !isSameEmail(value, email);
  },
);

const alternativePhoneField = requiredPhone('Enter alternative phone number', 'invalid phone number').test(
  'differs-from-cell-phone',
  'Alternate Phone must be different to your previous Phone',
  function differsFromCellPhone(value) {
    if (!value || !this.parent.cell_phone) return true;
    return value !== this.parent.cell_phone;
  },
);

function isOfferedBirthYear(year: unknown): year is number {
  return Number.isInteger(year) && (year as number) >= FIRST_BIRTH_YEAR && (year as number) <= new Date().getFullYear();
}

function isOfferedMonth(month: unknown): month is number {
  return Number.isInteger(month) && (month as number) >= 1 && (month as number) <= 12;
}

const dobYearField = number()
  .typeError(DATE_OF_BIRTH_MESSAGES.year)
  .required(DATE_OF_BIRTH_MESSAGES.year)
  .test('offered-year', DATE_OF_BIRTH_MESSAGES.year, isOfferedBirthYear);

const dobMonthField = number()
  .typeError(DATE_OF_BIRTH_MESSAGES.month)
  .required(DATE_OF_BIRTH_MESSAGES.month)
  .test('offered-month', DATE_OF_BIRTH_MESSAGES.month, isOfferedMonth);

// Days 1-31 are offered for every month; a day the chosen month does not have counts as not selected.
// Until year and month are valid only the 1-31 range can be checked.
const dobDayField = number()
  .typeError(DATE_OF_BIRTH_MESSAGES.day)
  .required(DATE_OF_BIRTH_MESSAGES.day)
  .test('offered-day', DATE_OF_BIRTH_MESSAGES.day, function isOfferedDay(day) {
    if (!Number.isInteger(day) || day < 1 || day > 31) return false;

    const { dob_year: year, dob_month: month } = this.parent;
    if (!isOfferedBirthYear(year) || !isOfferedMonth(month)) return true;
    return isCalendarDate(year, month, day);
  });

function selectedDateOfBirth({ dob_year, dob_month, dob_day }: Record<string, unknown>): DateOfBirthParts | null {
  if (!isOfferedBirthYear(dob_year) || !isOfferedMonth(dob_month) || !Number.isInteger(dob_day)) return null;
  if (!isCalendarDate(dob_year, dob_month, dob_day as number)) return null;
  return { dob_year, dob_month, dob_day: dob_day as number };
}

// Spaces typed between digit groups ("800101 5009 087") are dropped, so only the characters are stored.
// The number is judged by the ID type chosen, and a South African ID against the date of birth once it is complete.
const idNumberField = requiredText(ID_NUMBER_MESSAGES.required)
  .transform((value: unknown) => (typeof value === 'string' ? value.replace(/\s/g, '') : value))
  .test('fits-id-type', function fitsIdType(idNumber) {
    const { id_type: idType } = this.parent;
    if (!idNumber || !ID_TYPE_VALUES.includes(idType)) return true;
    if (idType !== SOUTH_AFRICAN_ID) {
      if (PASSPORT_OR_PERMIT_PATTERN.test(idNumber)) return true;
      return this.createError({ message: ID_NUMBER_MESSAGES.passportOrPermit });
    }

    const idNumberBirthDate = birthDateOfSouthAfricanId(idNumber);
    if (!idNumberBirthDate) return this.createError({ message: ID_NUMBER_MESSAGES.southAfricanId });
    const selected = selectedDateOfBirth(this.parent);
    if (!selected || matchesDateOfBirth(idNumber, selected)) return true;
    return this.createError({ message: idNumberDateOfBirthMessage(idNumberBirthDate) });
  });

const basicInfoShape = {
  alternative_email: alternativeEmailField,
  cell_phone: requiredPhone('Enter cell phone', 'invalid phone number'),
  alternative_phone: alternativePhoneField,
  dob_year: dobYearField,
  dob_month: dobMonthField,
  dob_day: dobDayField,
  country: requiredText('Select nationality'),
  id_type: requiredChoice(ID_TYPE_VALUES, 'Select ID type'),
  id_number: idNumberField,
  first_language: requiredText('Select first language'),
  second_language: requiredText('Select second language'),
  address: requiredText('Enter physical address'),
  suburb: requiredText('Enter area or suburb'),
  city: requiredText('Enter city'),
  province: requiredText('Select province'),
  area_code: requiredMatching(AREA_CODE_PATTERN, 'Enter area code', 'Invalid area code'),
};

export const basicInfoSchema = object(basicInfoShape).noUnknown();

export type BasicInfoValues = InferType<typeof basicInfoSchema>;

// Staff editing on an applicant's behalf also see names and the login e-mail.
export const staffBasicInfoSchema = object({
  first_name: requiredText('Enter first name'),
  last_name: requiredText('Enter last name'),
  email: requiredEmail('Enter email', 'Invalid email'),
  ...basicInfoShape,
}).noUnknown();

export type StaffBasicInfoValues = InferType<typeof staffBasicInfoSchema>;
