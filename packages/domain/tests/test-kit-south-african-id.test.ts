import { toDateOfBirth } from '../src/date-of-birth';
import { birthDateOfSouthAfricanId, isSouthAfricanIdNumber, matchesDateOfBirth } from '../src/south-african-id';
import { basicInfoSchema } from '../src/schemas/basic-info';
import { freshSouthAfricanIdentity, luhnCheckDigit, southAfricanIdNumberOf } from '../../test-kit/src/south-african-id';
import { basicInfo } from '../../test-kit/src/step-bodies';

// The test kit's applicants (packages/test-kit) each get their own South African ID number: checked
// here against the rule the cms applies, so that the API and e2e suites never arrange an applicant
// the cms would refuse, nor two that share a number by accident.

describe("The test kit's South African ID numbers", () => {
  it('writes the number of a date and a sequence with its Luhn check digit', () => {
    expect(southAfricanIdNumberOf({ dob_year: 2004, dob_month: 3, dob_day: 9 }, 5123)).toBe('0403095123085');
    expect(southAfricanIdNumberOf({ dob_year: 1999, dob_month: 2, dob_day: 14 }, 5800)).toBe('9902145800080');
    expect(southAfricanIdNumberOf({ dob_year: 2000, dob_month: 2, dob_day: 29 }, 123)).toBe('0002290123088');
    expect(luhnCheckDigit('800101500908')).toBe('7');
  });

  it('gives a valid number matching its date of birth, a plausible student birthday, at every call', () => {
    for (let call = 0; call < 5000; call += 1) {
      const { id_number, ...born } = freshSouthAfricanIdentity();
      expect(id_number).toMatch(/^\d{6}[0-4]\d{3}08\d$/);
      expect(isSouthAfricanIdNumber(id_number)).toBe(true);
      expect(matchesDateOfBirth(id_number, born)).toBe(true);
      expect(toDateOfBirth(birthDateOfSouthAfricanId(id_number)!)).toBe(toDateOfBirth(born));
      expect(born.dob_year).toBeGreaterThanOrEqual(1998);
      expect(born.dob_year).toBeLessThanOrEqual(2007);
    }
  });

  it('never gives the same number twice, and varies the date of birth', () => {
    const numbers = Array.from({ length: 20_000 }, () => freshSouthAfricanIdentity());
    expect(new Set(numbers.map((identity) => identity.id_number)).size).toBe(numbers.length);
    expect(new Set(numbers.map((identity) => toDateOfBirth(identity))).size).toBeGreaterThan(3000);
  });

  it('makes basic information the schema accepts, each with another ID number', async () => {
    const [first, second] = [basicInfo(), basicInfo()];
    await expect(basicInfoSchema.validate(first)).resolves.toBeTruthy();
    await expect(basicInfoSchema.validate(second)).resolves.toBeTruthy();
    expect(first.id_number).not.toBe(second.id_number);
    expect(matchesDateOfBirth(first.id_number, first)).toBe(true);
  });
});
