import { expensesSchema } from '../../src/schemas/expenses';
import { EXPENSE_FIELDS } from '../../src/totals';
import { messagesOf } from '../helpers';

const valid = {
  rent_bond_expense: 3500,
  rates: 0,
  water_electricity: 800,
  transport_petrol: '600',
  telephone: 300,
  medical_aid: 0,
  insurance: 0,
  grocery_milk_bread: 2500.5,
  other_expense: 0,
};

const messages: [string, string][] = [
  ['rent_bond_expense', 'Enter amount for rent'],
  ['rates', 'Enter amount for rates'],
  ['water_electricity', 'Enter amount for water and electricity'],
  ['transport_petrol', 'Enter amount for transport'],
  ['telephone', 'Enter amount for telephone'],
  ['medical_aid', 'Enter amount for medical aid'],
  ['insurance', 'Enter amount for insurance'],
  ['grocery_milk_bread', 'Enter amount for groceries'],
  ['other_expense', 'Enter amount for other expenses'],
];

describe('expensesSchema', () => {
  it('accepts every line, 0 included', () => {
    expect(messagesOf(expensesSchema, valid)).toEqual([]);
  });

  it('has exactly the nine items of the total', () => {
    expect(Object.keys(expensesSchema.fields).sort()).toEqual([...EXPENSE_FIELDS].sort());
  });

  describe.each(messages)('%s', (field, message) => {
    it.each(['', undefined, null, 'R100', -1])(`%p shows "${message}"`, (value) => {
      expect(messagesOf(expensesSchema, { ...valid, [field]: value })).toEqual([message]);
    });
  });

  it('lists every message of an empty step in form order', () => {
    expect(messagesOf(expensesSchema, {})).toEqual(messages.map(([, message]) => message));
  });
});
