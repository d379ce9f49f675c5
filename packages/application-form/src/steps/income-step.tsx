import { incomeSchema, type IncomeValues } from '@bursary/domain/schemas/income';
import { totalIncome } from '@bursary/domain/totals';
import { AmountsForm } from '../amounts-form';
import type { StepProps } from '../step-props';

const INCOME_LINES = [
  ['father_monthly_salary', "Father's monthly salary"],
  ['mother_monthly_salary', "Mother's monthly salary"],
  ['spouse_monthly_salary', "Spouse's monthly salary"],
  ['own_monthly_salary', 'Own monthly salary'],
  ['investments', 'Investments'],
  ['other_income', 'Other income'],
] as const;

export function IncomeStep(props: StepProps<IncomeValues>) {
  return (
    <AmountsForm {...props} title="Income" schema={incomeSchema} lines={INCOME_LINES} totalLabel="Total income" total={totalIncome} />
  );
}
