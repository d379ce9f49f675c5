import { DURATIONS_OF_STUDY, DURATION_OF_STUDY_VALUES } from '../../src/options/durations-of-study';
import { GENDERS, GENDER_VALUES } from '../../src/options/genders';
import { ID_TYPES, ID_TYPE_VALUES } from '../../src/options/id-types';
import { NO, YES, YES_NO, YES_NO_VALUES } from '../../src/options/yes-no';
import { YEARS_OF_STUDY, YEAR_OF_STUDY_VALUES } from '../../src/options/years-of-study';

describe('fixed enumerations', () => {
  it('id types', () => {
    expect(ID_TYPES).toEqual([
      { value: 1, label: 'South African ID' },
      { value: 2, label: 'Passport' },
      { value: 3, label: 'Refugee/Asylum Permit' },
    ]);
    expect(ID_TYPE_VALUES).toEqual([1, 2, 3]);
  });

  it('genders', () => {
    expect(GENDERS).toEqual([
      { value: 1, label: 'Male' },
      { value: 2, label: 'Female' },
    ]);
    expect(GENDER_VALUES).toEqual([1, 2]);
  });

  it('yes/no are stored as 1 and 0', () => {
    expect(YES).toBe(1);
    expect(NO).toBe(0);
    expect(YES_NO).toEqual([
      { value: 1, label: 'Yes' },
      { value: 0, label: 'No' },
    ]);
    expect(YES_NO_VALUES).toEqual([1, 0]);
  });

  it('years of study 1-7', () => {
    expect(YEARS_OF_STUDY.map((year) => year.label)).toEqual([
      'First Year',
      'Second Year',
      'Third Year',
      'Fourth Year',
      'Fifth Year',
      'Sixth Year',
      'Seventh Year',
    ]);
    expect(YEAR_OF_STUDY_VALUES).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('durations of study 1-7 years', () => {
    expect(DURATIONS_OF_STUDY[0]).toEqual({ value: 1, label: '1 Year' });
    expect(DURATIONS_OF_STUDY[6]).toEqual({ value: 7, label: '7 Years' });
    expect(DURATION_OF_STUDY_VALUES).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});
