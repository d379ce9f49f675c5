import { toDateOfBirth } from '../src/date-of-birth';
import { birthDateOfSouthAfricanId, isSouthAfricanIdNumber, matchesDateOfBirth } from '../src/south-african-id';

describe('South African ID numbers', () => {
  it.each([
    ['8001015009087', '1980-01-01'],
    ['5001010123084', '1950-01-01'],
    ['9902145800080', '1999-02-14'],
    ['0002290123088', '2000-02-29'],
    ['0402290000080', '2004-02-29'],
    ['0403095123085', '2004-03-09'],
  ])('accepts %s, born %s', (idNumber, born) => {
    expect(isSouthAfricanIdNumber(idNumber)).toBe(true);
    const birthDate = birthDateOfSouthAfricanId(idNumber);
    expect(birthDate && toDateOfBirth(birthDate)).toBe(born);
  });

  it.each([
    ['a wrong check digit', '8001015009088'],
    ['31 February', '9902310123086'],
    ['29 February of a year without one', '0102290123086'],
    ['month 13', '8013015009082'],
    ['day 0', '8001005009089'],
    ['12 digits', '800101500908'],
    ['14 digits', '80010150090870'],
    ['a letter', '80010150090A7'],
    ['digit groups (the schema removes the spaces first)', '800101 5009 087'],
    ['a spreadsheet formula', '@SUM(1,1)'],
    ['nothing', ''],
  ])('refuses %s: %p', (_case, idNumber) => {
    expect(isSouthAfricanIdNumber(idNumber)).toBe(false);
    expect(birthDateOfSouthAfricanId(idNumber)).toBeNull();
  });

  it('agrees with a date of birth on the day, the month and the last two digits of the year', () => {
    expect(matchesDateOfBirth('9902145800080', { dob_year: 1999, dob_month: 2, dob_day: 14 })).toBe(true);
    expect(matchesDateOfBirth('9902145800080', { dob_year: 1999, dob_month: 2, dob_day: 15 })).toBe(false);
    expect(matchesDateOfBirth('9902145800080', { dob_year: 1999, dob_month: 3, dob_day: 14 })).toBe(false);
    expect(matchesDateOfBirth('9902145800080', { dob_year: 1998, dob_month: 2, dob_day: 14 })).toBe(false);
    expect(matchesDateOfBirth('0002290123088', { dob_year: 2000, dob_month: 2, dob_day: 29 })).toBe(true);
  });
});
