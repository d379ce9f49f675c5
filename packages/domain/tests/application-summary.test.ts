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
      year_of_study: 2,
      duration_of_study: 3,
      amount_for_books: '3200',
      total_income: 12500.5,
      rent_bond_expense: 65000.5,
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
    expect(groups[2].items).toEqual([
      { label: 'Study Level', value: 'Diploma' },
      { label: 'Year of Study', value: 'Second Year' },
      { label: 'Duration of Study', value: '3 Years' },
      { label: 'Required Amount for Books', value: 'R\u00a03\u00a0200.00' },
    ]);
    expect(groups[3].items).toEqual([{ label: 'Total Income', value: 'R\u00a012\u00a0500.50' }]);
    expect(groups[4].items).toEqual([{ label: 'Rent and Bond', value: 'R\u00a065\u00a0000.50' }]);
    expect(groups[5].items).toEqual([
      { label: 'Mentoring programme', value: 'Yes' },
      { label: 'Becoming a tutor', value: 'No' },
    ]);
  });
});
