import {
  DUPLICATE_FLAG_KINDS,
  FLAGGED_FILTERS,
  accountNumberKey,
  duplicateFlag,
  idNumberKey,
  isSamePerson,
  isSharpIncomeChange,
} from '../src/duplicate-flags';

const person = (overrides: Partial<Parameters<typeof isSamePerson>[0]> = {}) => ({
  id_number: '0001015009087',
  first_name: 'Zaid',
  last_name: 'Ebrahim',
  date_of_birth: '2000-01-01',
  ...overrides,
});

describe('what an ID number and an account number are compared by', () => {
  it.each([
    ['0001015009087', '0001015009087'],
    ['000101 5009 087', '0001015009087'],
    ['ab-12 345', 'AB12345'],
    ['A.B/12345', 'AB12345'],
    ['', ''],
    [null, ''],
  ])('ID number %p is %p', (typed, key) => {
    expect(idNumberKey(typed)).toBe(key);
  });

  it.each([
    ['62 1234-5678', '6212345678'],
    ['6212345678', '6212345678'],
    ['Acc. 62/1234', '621234'],
    [undefined, ''],
  ])('account number %p is %p', (typed, key) => {
    expect(accountNumberKey(typed)).toBe(key);
  });
});

describe('the same person', () => {
  it('is the same ID number, whatever its spacing and case', () => {
    expect(isSamePerson(person({ id_number: 'ab12345', first_name: 'Zaid' }), person({ id_number: 'AB 12345', first_name: 'Other' }))).toBe(true);
  });

  it('is the same first name, last name and date of birth, ignoring case and surrounding spaces', () => {
    expect(isSamePerson(person({ id_number: '1' }), person({ id_number: '2', first_name: ' zaid ', last_name: 'EBRAHIM' }))).toBe(true);
  });

  it.each([
    ['another date of birth', { date_of_birth: '2000-01-02' }],
    ['another first name', { first_name: 'Zayd' }],
    ['another last name', { last_name: 'Ebrahiem' }],
  ])('is not %s with another ID number', (_, change) => {
    expect(isSamePerson(person({ id_number: '1' }), person({ id_number: '2', ...change }))).toBe(false);
  });

  it('is never two empty ID numbers or two empty dates of birth', () => {
    const blank = { id_number: '', date_of_birth: '' };
    expect(isSamePerson(person(blank), person(blank))).toBe(false);
  });
});

describe('an income that changed sharply from last cycle', () => {
  // Over R 5 000 and over half of last cycle's total, both.
  it.each([
    [3000, 8001, true, 'up R 5 001, 167%'],
    [3000, 8000, false, 'up exactly R 5 000'],
    [12000, 17500, false, 'up R 5 500, only 46%'],
    [12000, 18001, true, 'up R 6 001, just over half'],
    [12000, 6000, false, 'down R 6 000, exactly half'],
    [20000, 9000, true, 'down R 11 000, 55%'],
    [0, 5001, true, 'from nothing to over R 5 000'],
    [0, 5000, false, 'from nothing to R 5 000'],
    [40000, 55000, false, 'up R 15 000, 37.5%'],
  ])('%p to %p: %p (%s)', (previous, current, expected) => {
    expect(isSharpIncomeChange(previous, current)).toBe(expected);
  });
});

describe('what staff read', () => {
  const other = { applicationId: 42, applicationYear: 2025, name: 'Zaid Ebrahim' };

  it('names the other record by its name and reference', () => {
    expect(duplicateFlag({ kind: 'id_number' }, other)).toEqual({
      kind: 'id_number',
      application_id: 42,
      application_reference: 'BUR-2025-00042',
      name: 'Zaid Ebrahim',
      message: 'Same ID number as Zaid Ebrahim (BUR-2025-00042)',
    });
  });

  it('says which account by its last four digits only', () => {
    expect(duplicateFlag({ kind: 'bank_account', accountNumber: '62 1234-5678' }, other).message).toBe(
      'Paid into the same bank account (ending 5678) as Zaid Ebrahim (BUR-2025-00042)',
    );
  });

  it('gives the other e-mail', () => {
    expect(duplicateFlag({ kind: 'another_email', email: 'zaid.old@example.com' }, { ...other, applicationYear: 2024, applicationId: 7 }).message).toBe(
      'Also applied under another e-mail (zaid.old@example.com) as Zaid Ebrahim (BUR-2024-00007)',
    );
  });

  it('gives both totals of an income change', () => {
    expect(duplicateFlag({ kind: 'income_change', previousTotal: 3000, currentTotal: 12500 }, { ...other, applicationYear: 2024 }).message).toBe(
      'Total monthly income changed sharply: R\u00a012\u00a0500.00 now, R\u00a03\u00a0000.00 last cycle in Zaid Ebrahim (BUR-2024-00042)',
    );
  });

  it('offers a filter for any flag and for each kind', () => {
    expect(FLAGGED_FILTERS.map((filter) => filter.value)).toEqual(['any', ...DUPLICATE_FLAG_KINDS]);
  });
});
