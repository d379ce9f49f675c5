import { object, type InferType } from 'yup';
import { DIGITS_PATTERN, requiredText } from './fields.js';

// The payment form's messages for an empty bank, account number or branch code, and what a preset
// adds: both numbers are digits only, and the preset has a name staff find it by.
const digitsOnly = (field: string) => ({ message: `Enter ${field} as digits only`, excludeEmptyString: true });

/** A preset of banking details as staff save it from the payment form (bank details first, as the form lays them out). */
export const bankingPresetSchema = object({
  bank: requiredText('Bank is required'),
  account_no: requiredText('Enter account number').matches(DIGITS_PATTERN, digitsOnly('account number')),
  branch_no: requiredText('Enter branch code').matches(DIGITS_PATTERN, digitsOnly('branch code')),
  name: requiredText('Enter preset name'),
}).noUnknown();

export type BankingPresetValues = InferType<typeof bankingPresetSchema>;
