import { universitySchema } from '../../src/schemas/university';
import { messagesOf } from '../helpers';

const context = { cycleYear: 2025 };

const valid = {
  application_type: 'First time applicant (matriculant)',
  university: 'University of Cape Town',
  course: 'BSc Computer Science',
  unilevel: 'Degree',
  year_of_study: 1,
  student_number: '',
  duration_of_study: 3,
  completion_year: 2027,
  amount_for_tuition: 65000,
  amount_for_books: 5000,
  amount_for_accommodation: 0,
  amount_for_transport: '1200.50',
};

describe('universitySchema', () => {
  it('accepts a complete step', () => {
    expect(messagesOf(universitySchema, valid, context)).toEqual([]);
  });

  it.each([
    ['application_type', '', 'Select application type'],
    ['university', '', 'Select university'],
    ['course', '', 'Select course'],
    ['unilevel', '', 'Enter study level'],
    ['year_of_study', '', 'Enter year of study'],
    ['year_of_study', 0, 'Enter year of study'],
    ['year_of_study', 8, 'Enter year of study'],
    ['duration_of_study', '', 'Enter course duration'],
    ['duration_of_study', 8, 'Enter course duration'],
    ['completion_year', '', 'Enter compeletion year'],
    ['completion_year', undefined, 'Enter compeletion year'],
    ['amount_for_tuition', '', 'Enter amount for tuition fee'],
    ['amount_for_tuition', 'abc', 'Enter amount for tuition fee'],
    ['amount_for_tuition', -1, 'Enter amount for tuition fee'],
    ['amount_for_tuition', 1e12, 'Enter amount for tuition fee'],
    ['amount_for_books', '', 'Enter amount for books'],
    ['amount_for_books', null, 'Enter amount for books'],
    ['amount_for_accommodation', '', 'Enter amount for accommodation'],
    ['amount_for_transport', '', 'Enter amount for travelling'],
  ])('%s = %p shows "%s"', (field, value, message) => {
    expect(messagesOf(universitySchema, { ...valid, [field]: value }, context)).toEqual([message]);
  });

  it.each([1, 7])('accepts year of study and duration %p', (value) => {
    expect(messagesOf(universitySchema, { ...valid, year_of_study: value, duration_of_study: value }, context)).toEqual(
      [],
    );
  });

  describe('completion year', () => {
    it.each([2025, 2029])('accepts %p in the 2025 cycle', (completion_year) => {
      expect(messagesOf(universitySchema, { ...valid, completion_year }, context)).toEqual([]);
    });

    it.each([2024, 2030, 3])('rejects %p in the 2025 cycle', (completion_year) => {
      expect(messagesOf(universitySchema, { ...valid, completion_year }, context)).toEqual(['Enter compeletion year']);
    });

    it('follows the cycle year', () => {
      expect(messagesOf(universitySchema, { ...valid, completion_year: 2030 }, { cycleYear: 2026 })).toEqual([]);
    });
  });

  describe('other university', () => {
    it('asks to specify it', () => {
      expect(messagesOf(universitySchema, { ...valid, university: 'Other', uni: '' }, context)).toEqual([
        'Specify university',
      ]);
      expect(
        messagesOf(universitySchema, { ...valid, university: 'Other', uni: 'Madrasah In’aamiyyah' }, context),
      ).toEqual([]);
    });

    it('is not asked for a listed university', () => {
      expect(messagesOf(universitySchema, { ...valid, uni: '' }, context)).toEqual([]);
    });
  });

  describe('other course', () => {
    it('asks to specify it when the course is OTHER', () => {
      expect(messagesOf(universitySchema, { ...valid, course: 'OTHER', cor: '' }, context)).toEqual(['Specify course']);
      expect(
        messagesOf(universitySchema, { ...valid, course: 'OTHER', cor: 'BSc Actuarial Science' }, context),
      ).toEqual([]);
    });

    it('is case-sensitive like the option list: "Other" is an ordinary course name', () => {
      expect(messagesOf(universitySchema, { ...valid, course: 'Other', cor: '' }, context)).toEqual([]);
    });
  });

  it('takes the student number as optional', () => {
    expect(messagesOf(universitySchema, { ...valid, student_number: undefined }, context)).toEqual([]);
    expect(messagesOf(universitySchema, { ...valid, student_number: 'PTLAIS001' }, context)).toEqual([]);
  });

  it('lists every message of an empty step in form order', () => {
    expect(messagesOf(universitySchema, {}, context)).toEqual([
      'Select application type',
      'Select university',
      'Select course',
      'Enter study level',
      'Enter year of study',
      'Enter course duration',
      'Enter compeletion year',
      'Enter amount for tuition fee',
      'Enter amount for books',
      'Enter amount for accommodation',
      'Enter amount for travelling',
    ]);
  });
});
