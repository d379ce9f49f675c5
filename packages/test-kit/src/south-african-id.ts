import { randomInt } from 'node:crypto';

// Fresh South African identities for test applicants: a date of birth and the valid ID number of
// someone born on it, different at every call, so that arranged applicants never share an ID number
// (which the back office flags as a duplicate) unless a test plants one on purpose.
//
// The number is YYMMDD (the date of birth), SSSS (the gender sequence: 0000 to 4999, a woman's, as
// the test kit's social information gives gender 2), 0 (a citizen), 8, and the Luhn check digit:
// what packages/domain/src/south-african-id.ts accepts, with the date matching dob_year/month/day.

export type SouthAfricanIdentity = { id_number: string; dob_year: number; dob_month: number; dob_day: number };

/** The check digit that makes `body` (the first 12 digits) pass the Luhn check. */
export const luhnCheckDigit = (body: string) => {
  const sum = [...body].reduce((total, character, index) => {
    const digit = Number(character);
    if (index % 2 === 0) return total + digit;
    const doubled = digit * 2;
    return total + (doubled > 9 ? doubled - 9 : doubled);
  }, 0);
  return String((10 - (sum % 10)) % 10);
};

/** The ID number of a citizen born on this date with this gender sequence (0 to 9999). */
export const southAfricanIdNumberOf = ({ dob_year, dob_month, dob_day }: Omit<SouthAfricanIdentity, 'id_number'>, sequence: number) => {
  const body = `${[dob_year % 100, dob_month, dob_day].map((part) => String(part).padStart(2, '0')).join('')}${String(sequence).padStart(4, '0')}08`;
  return `${body}${luhnCheckDigit(body)}`;
};

// Students' birthdays: every day from 1 January 1998 to 31 December 2007.
const DAY_MS = 86_400_000;
const FIRST_DAY = Date.UTC(1998, 0, 1);
const DAYS = (Date.UTC(2008, 0, 1) - FIRST_DAY) / DAY_MS;
const SEQUENCES = 5000;
/** How many different identities there are: 3 652 days times 5 000 sequences, over 18 million. */
export const IDENTITY_COUNT = DAYS * SEQUENCES;

// Each process (jest, a Playwright worker, a benchmark) starts at a random place among all the
// identities and takes them one after another from there: within a process no two are ever the
// same, and two processes only meet if their stretches overlap (two stretches of a thousand
// applicants each: about one run in 9 000).
let next = randomInt(IDENTITY_COUNT);
let issued = 0;

/** A new date of birth and its ID number, never given before in this process; the next call's birthday is the next day. */
export const freshSouthAfricanIdentity = (): SouthAfricanIdentity => {
  if (issued >= IDENTITY_COUNT) throw new Error('Every South African identity of the test kit has been given out in this process');
  const index = next;
  next = (next + 1) % IDENTITY_COUNT;
  issued += 1;
  const born = new Date(FIRST_DAY + (index % DAYS) * DAY_MS);
  const date = { dob_year: born.getUTCFullYear(), dob_month: born.getUTCMonth() + 1, dob_day: born.getUTCDate() };
  return { ...date, id_number: southAfricanIdNumberOf(date, Math.floor(index / DAYS)) };
};
