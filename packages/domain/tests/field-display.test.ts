import { applicationField } from '../src/application-fields';
import { fieldLabel, fieldText, staffLabel } from '../src/field-display';

describe('a field as each place shows it', () => {
  it.each([
    ['amount_for_books', '3200', 'R\u00a03\u00a0200.00'],
    ['id_type', 3, 'Refugee/Asylum Permit'],
    ['gender', '2', 'Female'],
    ['mentor_participation', 1, 'Yes'],
    ['mentor_participation', false, 'No'],
    ['first_language', 'isiXhosa', 'isiXhosa'],
  ] as const)('shows %s %p as %p on the review and in the back office', (name, value, shown) => {
    expect(fieldText(applicationField(name), value, 'review')).toBe(shown);
    expect(fieldText(applicationField(name), value, 'staff')).toBe(shown);
  });

  it('shows the year and duration of study in words to the applicant and as numbers to staff', () => {
    expect(fieldText(applicationField('year_of_study'), 2, 'review')).toBe('Second Year');
    expect(fieldText(applicationField('year_of_study'), 2, 'staff')).toBe('2');
    expect(fieldText(applicationField('duration_of_study'), 3, 'review')).toBe('3 Years');
    expect(fieldText(applicationField('duration_of_study'), 3, 'staff')).toBe('3');
  });

  it('shows nothing for an answer not given, and what is stored for a value no option has', () => {
    for (const value of [null, undefined, '']) expect(fieldText(applicationField('gender'), value, 'staff')).toBe('');
    expect(fieldText(applicationField('id_type'), 9, 'review')).toBe('9');
  });

  it("labels a field in each place's wording", () => {
    expect(fieldLabel(applicationField('country'), 'review')).toBe('Nationality');
    expect(fieldLabel(applicationField('country'), 'staff')).toBe('Country of Birth');
    expect(staffLabel('water_electricity')).toBe('Water Electricity');
  });
});
