import { dateOfBirthParts } from '../src/date-of-birth';
import { DATE_OF_BIRTH_TEXT_MESSAGE, dateOfBirthDisagreesMessage, toFormNames, twoNamesMessage, unknownFieldMessage } from '../src/field-names';

const social = new Set(['reference_cell', 'reference_relationship', 'reference_name', 'applicant_id']);
const basic = new Set(['first_name', 'dob_year', 'dob_month', 'dob_day']);
const survey = new Set(['the_course_you_wish', 'tell_us']);

describe("a request body in the forms' own names", () => {
  it('renames the stored and legacy names the specifications list to the form names', () => {
    expect(toFormNames({ reference_cell_phone: '0821234567', relationship_with_reference: 'Religious Leader', reference_name: 'Imam Salie' }, social)).toEqual({
      values: { reference_cell: '0821234567', reference_relationship: 'Religious Leader', reference_name: 'Imam Salie' },
    });
    expect(toFormNames({ the_course_you_wish_to_study: 'Medicine', competing: 'Need' }, survey)).toEqual({
      values: { the_course_you_wish: 'Medicine', tell_us: 'Need' },
    });
  });

  it('takes both names when they agree, and refuses them when they do not', () => {
    expect(toFormNames({ reference_cell: '0821234567', reference_cell_phone: '0821234567' }, social)).toEqual({ values: { reference_cell: '0821234567' } });
    expect(toFormNames({ reference_cell: '0821234567', reference_cell_phone: '0839999999' }, social)).toEqual({
      error: twoNamesMessage('reference_cell_phone', 'reference_cell'),
    });
  });

  it('reads date_of_birth text as the three parts, beside them when they agree', () => {
    expect(toFormNames({ first_name: 'Aisha', date_of_birth: '2004-03-21' }, basic)).toEqual({
      values: { first_name: 'Aisha', dob_year: 2004, dob_month: 3, dob_day: 21 },
    });
    expect(toFormNames({ dob_year: 2004, date_of_birth: '2004-03-21', dob_month: '3', dob_day: '' }, basic)).toEqual({
      values: { dob_year: 2004, dob_month: '3', dob_day: 21 },
    });
    expect(toFormNames({ date_of_birth: '2004-03-21', dob_year: 2005 }, basic)).toEqual({ error: dateOfBirthDisagreesMessage });
    expect(toFormNames({ date_of_birth: '', dob_year: 2005 }, basic)).toEqual({ values: { dob_year: 2005 } });
  });

  it.each(['21/03/2004', '2004-3-21', '2004-03-21T00:00', 20040321, { year: 2004 }])('refuses date_of_birth written as %p', (text) => {
    expect(toFormNames({ date_of_birth: text }, basic)).toEqual({ error: DATE_OF_BIRTH_TEXT_MESSAGE });
  });

  it('leaves an impossible date to the schema, which names the part', () => {
    expect(dateOfBirthParts('2003-02-29')).toEqual({ dob_year: 2003, dob_month: 2, dob_day: 29 });
  });

  it.each(['spouse_nmae', 'total', '__proto__', 'constructor', 'date_of_birth'])('refuses a field the call does not know: %p', (field) => {
    const body = JSON.parse(`{"reference_name": "Imam Salie", ${JSON.stringify(field)}: "x"}`);
    expect(toFormNames(body, social)).toEqual({ error: unknownFieldMessage(field) });
  });

  it('refuses another name whose form field this call does not take', () => {
    expect(toFormNames({ competing: 'Need' }, social)).toEqual({ error: unknownFieldMessage('competing') });
  });
});
