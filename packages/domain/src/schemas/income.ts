import { object, type InferType } from 'yup';
import { requiredAmount } from './fields.js';

export const incomeSchema = object({
  father_monthly_salary: requiredAmount('Enter amount for father monthly salary'),
  mother_monthly_salary: requiredAmount('Enter amount for mother monthly salary'),
  spouse_monthly_salary: requiredAmount('Enter amount for spouse monthly salary'),
  own_monthly_salary: requiredAmount('Enter amount for own monthly salary'),
  investments: requiredAmount('Enter amount for investments'),
  other_income: requiredAmount('Enter amount for other income'),
}).noUnknown();

export type IncomeValues = InferType<typeof incomeSchema>;
