import type { AnyObjectSchema } from 'yup';
import {
  APPLICATION_FIELDS,
  GRID_DETAIL_FIELDS,
  GRID_FIELDS,
  GRID_NAME_FIELDS,
  storedOn,
  type FieldStep,
  type GridFieldKey,
  type ListedGridKey,
} from '../src/application-fields';
import { fieldLabel, staffLabel } from '../src/field-display';
import { STORED_NAMES } from '../src/field-names';
import { staffBasicInfoSchema } from '../src/schemas/basic-info';
import { expensesSchema } from '../src/schemas/expenses';
import { incomeSchema } from '../src/schemas/income';
import { socialInfoSchema } from '../src/schemas/social-info';
import { surveySchema } from '../src/schemas/survey';
import { universitySchema } from '../src/schemas/university';

const DATE_OF_BIRTH_PARTS = ['dob_year', 'dob_month', 'dob_day'];

// What each step stores, in the order its form asks: the form's fields under their stored names (the
// date of birth's three parts as one date), then the total the cms works out from them.
const storedByStep = (schema: AnyObjectSchema, total?: string) => [
  ...new Set(Object.keys(schema.fields).map((field) => (DATE_OF_BIRTH_PARTS.includes(field) ? 'date_of_birth' : (STORED_NAMES[field] ?? field)))),
  ...(total ? [total] : []),
];

const STEPS: [FieldStep, string[]][] = [
  ['basic', storedByStep(staffBasicInfoSchema)],
  ['social', storedByStep(socialInfoSchema)],
  ['university', storedByStep(universitySchema)],
  ['income', storedByStep(incomeSchema, 'total_income')],
  ['expenses', storedByStep(expensesSchema, 'total_expense')],
  ['survey', storedByStep(surveySchema)],
];

const namesOf = (fields: readonly { name: string }[]) => fields.map((field) => field.name);

describe('the table of application fields', () => {
  it.each(STEPS)('lists every answer of the %s step once, in the order its form asks them', (step, stored) => {
    const answers = APPLICATION_FIELDS.filter((field) => field.step === step && !field.isStaffOnly);
    expect(namesOf(answers)).toEqual(stored);
  });

  it('adds only the application year, which staff see and the applicant does not answer', () => {
    expect(namesOf(APPLICATION_FIELDS.filter((field) => field.isStaffOnly))).toEqual(['application_year']);
  });

  it("stores the basic and social answers on the applicant, the rest on the application (the grid's query reads them so)", () => {
    const applicantNames = namesOf(APPLICATION_FIELDS.filter((field) => storedOn(field) === 'applicant'));
    expect(applicantNames).toEqual([...storedByStep(staffBasicInfoSchema), ...storedByStep(socialInfoSchema)]);
  });

  it('names each stored field once and gives each grid row key to one field', () => {
    const names = namesOf(APPLICATION_FIELDS);
    expect(new Set(names).size).toBe(names.length);
    const gridKeys = GRID_FIELDS.map((field) => field.gridKey);
    expect(new Set(gridKeys).size).toBe(gridKeys.length);
  });

  it("gives every field of the grid row (the spec's labels and the survey's form names)", () => {
    // A grid row key that is a field but not in the table fails the type check here.
    const isEveryGridKeyListed: [Exclude<GridFieldKey, ListedGridKey>] extends [never] ? true : false = true;
    expect(isEveryGridKeyListed).toBe(true);
    const surveyKeys = GRID_FIELDS.filter((field) => field.step === 'survey').map((field) => field.gridKey);
    expect(surveyKeys).toEqual(Object.keys(surveySchema.fields));
  });

  it('leaves out of the grid row only the typed Other university and course, which its University and Course show', () => {
    const gridNames = namesOf(GRID_FIELDS);
    expect(namesOf(APPLICATION_FIELDS).filter((name) => !gridNames.includes(name))).toEqual(['uni', 'cor']);
  });

  it("shows the grid's columns under the back office's labels, in the spec's order", () => {
    expect([...GRID_NAME_FIELDS, ...GRID_DETAIL_FIELDS].map(staffLabel)).toEqual([
      'First Name', 'Last Name', 'Email', 'University', 'Course', 'Study Level', 'Application Year', 'Application Type', 'Gender', 'Race',
      'Religion', 'Country of Birth', 'Total Income', 'Total Expense', 'Student Number', 'Cell Phone', 'Alternative Phone', 'Year of Study',
      'Required Amount for Tuition', 'Required Amount for Books', 'Required Amount for Accommodation',
    ]);
  });

  it('words a field for staff otherwise only where the back-office spec does', () => {
    const reworded = APPLICATION_FIELDS.filter((field) => fieldLabel(field, 'staff') !== fieldLabel(field, 'review'));
    expect(reworded.map((field) => [fieldLabel(field, 'review'), fieldLabel(field, 'staff')])).toEqual([
      ['Nationality', 'Country of Birth'],
      ['Water and Electricity', 'Water Electricity'],
      ['Transport and Petrol', 'Transport'],
      ['Telephone and Internet', 'Telephone'],
      ['How you learned of the programme', 'How they learned of the programme'],
      ['How you learned (other)', 'How they learned (other)'],
    ]);
  });
});
