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
    it.each(['', undefined, null, '65,000', 'R1OO', -1])(`%p shows "${message}"`, (value) => {
      expect(messagesOf(expensesSchema, { ...valid, [field]: value })).toEqual([message]);
    });
  });

  it('reads amounts as South Africans write them and stores them in rand', () => {
    const values = expensesSchema.validateSync({ ...valid, rent_bond_expense: 'R3 500,50', rates: '1 200.00', telephone: '1,250.75' });
    expect(values).toMatchObject({ rent_bond_expense: 3500.5, rates: 1200, telephone: 1250.75 });
  });

  it('lists every message of an empty step in form order', () => {
    expect(messagesOf(expensesSchema, {})).toEqual(messages.map(([, message]) => message));
  });
});
