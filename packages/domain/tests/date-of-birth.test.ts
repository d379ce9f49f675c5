import { fromDateOfBirth, isCalendarDate, toDateOfBirth } from '../src/date-of-birth';

describe('date of birth', () => {
  it('stores the three selects as yyyy-mm-dd', () => {
    expect(toDateOfBirth({ dob_year: 2004, dob_month: 2, dob_day: 9 })).toBe('2004-02-09');
    expect(toDateOfBirth({ dob_year: 1999, dob_month: 12, dob_day: 31 })).toBe('1999-12-31');
  });

  it('splits stored text back into the selects', () => {
    expect(fromDateOfBirth('2004-02-09')).toEqual({ dob_year: 2004, dob_month: 2, dob_day: 9 });
    expect(fromDateOfBirth('2004-2-9')).toEqual({ dob_year: 2004, dob_month: 2, dob_day: 9 });
    expect(fromDateOfBirth('2004-02-09T00:00:00.000Z')).toEqual({ dob_year: 2004, dob_month: 2, dob_day: 9 });
  });

  it.each(['', null, undefined, '09/02/2004', '2003-02-29', '2004-13-01'])('cannot read %p', (text) => {
    expect(fromDateOfBirth(text)).toBeNull();
  });

  it('knows which days exist', () => {
    expect(isCalendarDate(2024, 2, 29)).toBe(true);
    expect(isCalendarDate(2023, 2, 29)).toBe(false);
    expect(isCalendarDate(2023, 4, 31)).toBe(false);
    expect(isCalendarDate(2023, 12, 31)).toBe(true);
  });
});
