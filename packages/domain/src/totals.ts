import { parseRandAmount } from './rand-amount.js';

export const INCOME_FIELDS = [
  'father_monthly_salary',
  'mother_monthly_salary',
  'spouse_monthly_salary',
  'own_monthly_salary',
  'investments',
  'other_income',
] as const;

export const EXPENSE_FIELDS = [
  'rent_bond_expense',
  'rates',
  'water_electricity',
  'transport_petrol',
  'telephone',
  'medical_aid',
  'insurance',
  'grocery_milk_bread',
  'other_expense',
] as const;

/** What the applicant asks the fund for (the University step's required amounts). */
export const REQUIRED_AMOUNT_FIELDS = ['amount_for_tuition', 'amount_for_books', 'amount_for_accommodation', 'amount_for_transport'] as const;

export type IncomeField = (typeof INCOME_FIELDS)[number];
export type ExpenseField = (typeof EXPENSE_FIELDS)[number];
export type RequiredAmountField = (typeof REQUIRED_AMOUNT_FIELDS)[number];

// A line of the total: a number, or text read as South Africans write amounts; anything else
// (empty, unreadable, negative text) counts as 0 while the person is still typing.
export function toAmount(input: unknown): number {
  if (typeof input === 'number') return Number.isFinite(input) ? input : 0;
  if (typeof input !== 'string') return 0;
  return parseRandAmount(input) ?? 0;
}

// Rounded to cents so that 0.1 + 0.2 shows as 0.3 in the read-only total.
function sumOf(fields: readonly string[], values: Readonly<Record<string, unknown>>): number {
  const cents = fields.reduce((total, field) => total + Math.round(toAmount(values[field]) * 100), 0);
  return cents / 100;
}

export function totalIncome(values: Readonly<Partial<Record<IncomeField, unknown>>>): number {
  return sumOf(INCOME_FIELDS, values);
}

export function totalExpense(values: Readonly<Partial<Record<ExpenseField, unknown>>>): number {
  return sumOf(EXPENSE_FIELDS, values);
}

/** The required amounts together: what accepting the application commits the fund to. */
export function totalRequired(values: Readonly<Partial<Record<RequiredAmountField, unknown>>>): number {
  return sumOf(REQUIRED_AMOUNT_FIELDS, values);
}
