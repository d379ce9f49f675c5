import { object, type InferType } from 'yup';
import { requiredAmount } from './fields.js';

export const expensesSchema = object({
  rent_bond_expense: requiredAmount('Enter amount for rent'),
  rates: requiredAmount('Enter amount for rates'),
  water_electricity: requiredAmount('Enter amount for water and electricity'),
  transport_petrol: requiredAmount('Enter amount for transport'),
  telephone: requiredAmount('Enter amount for telephone'),
  medical_aid: requiredAmount('Enter amount for medical aid'),
  insurance: requiredAmount('Enter amount for insurance'),
  grocery_milk_bread: requiredAmount('Enter amount for groceries'),
  other_expense: requiredAmount('Enter amount for other expenses'),
}).noUnknown();

export type ExpensesValues = InferType<typeof expensesSchema>;
