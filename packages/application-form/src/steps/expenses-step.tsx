import { expensesSchema, type ExpensesValues } from '@bursary/domain/schemas/expenses';
import { totalExpense } from '@bursary/domain/totals';
import { AmountsForm } from '../amounts-form';
import type { StepProps } from '../step-props';

const EXPENSE_LINES = [
  ['rent_bond_expense', 'Rent or bond'],
  ['rates', 'Rates'],
  ['water_electricity', 'Water and electricity'],
  ['transport_petrol', 'Transport or petrol'],
  ['telephone', 'Telephone and internet'],
  ['medical_aid', 'Medical aid'],
  ['insurance', 'Insurance'],
  ['grocery_milk_bread', 'Groceries'],
  ['other_expense', 'Other expenses'],
] as const;

export function ExpensesStep(props: StepProps<ExpensesValues>) {
  return (
    <AmountsForm
      {...props}
      title="Expenses"
      schema={expensesSchema}
      lines={EXPENSE_LINES}
      totalLabel="Total expenses"
      total={totalExpense}
    />
  );
}
