import { isRandAmountField } from '../../src/schemas/fields';
import { incomeSchema } from '../../src/schemas/income';
import { socialInfoSchema } from '../../src/schemas/social-info';
import { universitySchema } from '../../src/schemas/university';
import { INCOME_FIELDS } from '../../src/totals';
import { messagesOf } from '../helpers';

const valid = {
  father_monthly_salary: 8000,
  mother_monthly_salary: 0,
  spouse_monthly_salary: 0,
  own_monthly_salary: '1500',
  investments: 0,
  other_income: '250.75',
};

const messages: [string, string][] = [
  ['father_monthly_salary', 'Enter amount for father monthly salary'],
  ['mother_monthly_salary', 'Enter amount for mother monthly salary'],
  ['spouse_monthly_salary', 'Enter amount for spouse monthly salary'],
  ['own_monthly_salary', 'Enter amount for own monthly salary'],
  ['investments', 'Enter amount for investments'],
  ['other_income', 'Enter amount for other income'],
];

describe('incomeSchema', () => {
  it('accepts every line, 0 included', () => {
    expect(messagesOf(incomeSchema, valid)).toEqual([]);
  });

  it('has exactly the lines that make up the total', () => {
    expect(Object.keys(incomeSchema.fields).sort()).toEqual([...INCOME_FIELDS].sort());
  });

  describe.each(messages)('%s', (field, message) => {
    it.each(['', undefined, null, 'abc', '12abc', '65.000', '6 5000', -5])(`%p shows "${message}"`, (value) => {
      expect(messagesOf(incomeSchema, { ...valid, [field]: value })).toEqual([message]);
    });
  });

  it('reads R65 000,50 as sixty-five thousand rand and fifty cents, never as 6 500 050', () => {
    expect(incomeSchema.validateSync({ ...valid, father_monthly_salary: 'R65 000,50' }).father_monthly_salary).toBe(65000.5);
  });

  it('lists every message of an empty step in form order', () => {
    expect(messagesOf(incomeSchema, {})).toEqual(messages.map(([, message]) => message));
  });
});

describe('isRandAmountField', () => {
  it('marks the amounts of a schema, and nothing else', () => {
    for (const field of INCOME_FIELDS) expect([field, isRandAmountField(incomeSchema.fields[field])]).toEqual([field, true]);
    expect(isRandAmountField(universitySchema.fields.amount_for_tuition)).toBe(true);
    expect(isRandAmountField(universitySchema.fields.year_of_study)).toBe(false);
    expect(isRandAmountField(socialInfoSchema.fields.number_of_siblings)).toBe(false);
    expect(isRandAmountField(undefined)).toBe(false);
  });
});
