import { summaryGroups } from '../src/application-summary';

describe('application summary', () => {
  it('labels stored answers in the six review groups, in form order, leaving empty ones out', () => {
    const groups = summaryGroups({
      first_name: 'Zaid',
      date_of_birth: '2004-03-09',
      id_type: 1,
      gender: 2,
      spouse_name: null,
      unilevel: 'Diploma',
      total_income: 12500.5,
      mentor_participation: 1,
      tutor_participation: 0,
    });
    expect(groups.map((group) => [group.title, group.step])).toEqual([
      ['Basic Information', 'basic'],
      ['Social Information', 'social'],
      ['University', 'university'],
      ['Income', 'income'],
      ['Expenses', 'expenses'],
      ['Survey', 'survey'],
    ]);
    expect(groups[0].items).toEqual([
      { label: 'First Name', value: 'Zaid' },
      { label: 'Date of Birth', value: '2004-03-09' },
      { label: 'ID Type', value: 'South African ID' },
    ]);
    expect(groups[1].items).toEqual([{ label: 'Gender', value: 'Female' }]);
    expect(groups[2].items).toEqual([{ label: 'Study Level', value: 'Diploma' }]);
    expect(groups[3].items).toEqual([{ label: 'Total Income', value: '12500.5' }]);
    expect(groups[5].items).toEqual([
      { label: 'Mentoring programme', value: 'Yes' },
      { label: 'Becoming a tutor', value: 'No' },
    ]);
  });
});
