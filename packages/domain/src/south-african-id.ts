import { isCalendarDate, type DateOfBirthParts } from './date-of-birth.js';

// YYMMDD (date of birth), SSSS (sequence), C (citizenship), A, Z (Luhn check digit).
const SOUTH_AFRICAN_ID_PATTERN = /^\d{13}$/;

function hasLuhnCheckDigit(digits: string): boolean {
  const sum = [...digits].reverse().reduce((total, character, index) => {
    const digit = Number(character);
    if (index % 2 === 0) return total + digit;
    const doubled = digit * 2;
    return total + (doubled > 9 ? doubled - 9 : doubled);
  }, 0);
  return sum % 10 === 0;
}

/**
 * The date of birth a valid South African ID number holds, or null when the number is not valid (not 13 digits,
 * a wrong check digit, or a date that does not exist). The number gives only the year's last two digits: the
 * year is taken as the latest one ending in them that is not in the future.
 */
export function birthDateOfSouthAfricanId(idNumber: string): DateOfBirthParts | null {
  if (!SOUTH_AFRICAN_ID_PATTERN.test(idNumber) || !hasLuhnCheckDigit(idNumber)) return null;

  const [yy, dob_month, dob_day] = [0, 2, 4].map((start) => Number(idNumber.slice(start, start + 2)));
  const thisYear = new Date().getFullYear();
  const thisCentury = thisYear - (thisYear % 100);
  const dob_year = thisCentury + yy > thisYear ? thisCentury - 100 + yy : thisCentury + yy;
  if (!isCalendarDate(dob_year, dob_month, dob_day)) return null;
  return { dob_year, dob_month, dob_day };
}

export function isSouthAfricanIdNumber(idNumber: string): boolean {
  return birthDateOfSouthAfricanId(idNumber) !== null;
}

// The century is not in the number, so only the year's last two digits are compared.
export function matchesDateOfBirth(idNumber: string, { dob_year, dob_month, dob_day }: DateOfBirthParts): boolean {
  const yymmdd = [dob_year % 100, dob_month, dob_day].map((part) => String(part).padStart(2, '0')).join('');
  return idNumber.slice(0, 6) === yymmdd;
}
