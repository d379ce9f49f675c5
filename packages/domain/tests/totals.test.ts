import { toAmount, totalExpense, totalIncome, totalRequired } from '../src/totals';

describe('toAmount', () => {
  it.each([
    [1500, 1500],
    [0, 0],
    [12.5, 12.5],
    ['2500', 2500],
    [' 2 500 ', 2500],
    ['99.99', 99.99],
    ['-10', 0],
    ['R65 000,50', 65000.5],
    ['3 200,00', 3200],
    ['65,000', 0],
    ['', 0],
    ['   ', 0],
    ['abc', 0],
    ['12abc', 0],
    ['R100', 100],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    [null, 0],
    [undefined, 0],
    [true, 0],
    [{}, 0],
  ])('%p becomes %p', (input, amount) => {
    expect(toAmount(input)).toBe(amount);
  });
});

describe('totalIncome', () => {
  it('adds mother, father, spouse, own, investments and other income', () => {
    expect(
      totalIncome({
        father_monthly_salary: 8000,
        mother_monthly_salary: '4000',
        spouse_monthly_salary: 100,
        own_monthly_salary: 20,
        investments: 3,
        other_income: '0.5',
      }),
    ).toBe(12123.5);
  });

  it('counts empty and non-numeric lines as 0', () => {
    expect(totalIncome({ father_monthly_salary: '', mother_monthly_salary: 'n/a', own_monthly_salary: 1000 })).toBe(
      1000,
    );
    expect(totalIncome({})).toBe(0);
  });

  it('leaves out values that are not part of the total', () => {
    const values = { father_monthly_salary: 100, cash_bank_savings: 50000, gold_silver_jewellery: 9000 };
    expect(totalIncome(values)).toBe(100);
  });

  it('adds cents without floating-point noise', () => {
    expect(totalIncome({ investments: 0.1, other_income: 0.2 })).toBe(0.3);
  });
});

describe('totalExpense', () => {
  it('adds the nine expense items', () => {
    expect(
      totalExpense({
        rent_bond_expense: 1,
        rates: 2,
        water_electricity: 4,
        transport_petrol: 8,
        telephone: 16,
        medical_aid: 32,
        insurance: 64,
        grocery_milk_bread: 128,
        other_expense: '256',
      }),
    ).toBe(511);
  });

  it('counts empty and non-numeric items as 0 and ignores liabilities', () => {
    const values = { rent_bond_expense: '3500', rates: '', telephone: 'x', liabilities: 700 };
    expect(totalExpense(values)).toBe(3500);
  });
});

describe('totalRequired', () => {
  it('adds the four required amounts to the cent, read as South Africans write them', () => {
    expect(totalRequired({ amount_for_tuition: 45000.1, amount_for_books: '3 200,20', amount_for_accommodation: 0.1, amount_for_transport: '' })).toBe(48200.4);
    expect(totalRequired({})).toBe(0);
  });
});
