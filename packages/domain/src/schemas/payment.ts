import { object, string, type InferType } from 'yup';
import { AMOUNT_MAX } from '../constants.js';
import { EFT_CHQ_VALUES, IN_RESPECT_OF, PAYMENT_DEFAULTS } from '../options/payment.js';
import { randAmount, requiredText } from './fields.js';

const AMOUNT_MESSAGE = 'Amount approved is required';

// The back office alerts "Enter {field}" for an empty field; {field} is the label staff see on the form.
// Bank and amount approved have messages of their own.
export const PAYMENT_FIELD_LABELS = {
  reference: 'reference',
  in_favour_of: 'in favour of',
  account_no: 'account number',
  branch_code: 'branch code',
  in_respect_of: 'in respect of',
  account: 'account',
  eft_chq: 'EFT/Cheque',
  approved1: 'first approver',
  approved2: 'second approver',
} as const;

function enterMessage(field: keyof typeof PAYMENT_FIELD_LABELS): string {
  return `Enter ${PAYMENT_FIELD_LABELS[field]}`;
}

// The fields with the spec's own messages come first, so a form missing one of them and another
// field says "Bank is required" or "Amount approved is required" before the generic "Enter {field}"
// (back-office §5); the form lays them out in its own order.
export const paymentSchema = object({
  bank: requiredText('Bank is required'),
  amount_approved: randAmount(AMOUNT_MESSAGE)
    .moreThan(0, AMOUNT_MESSAGE)
    .max(AMOUNT_MAX, AMOUNT_MESSAGE),
  reference: requiredText(enterMessage('reference')),
  in_favour_of: requiredText(enterMessage('in_favour_of')),
  account_no: requiredText(enterMessage('account_no')),
  branch_code: requiredText(enterMessage('branch_code')),
  in_respect_of: string()
    .trim()
    .required(enterMessage('in_respect_of'))
    .oneOf(IN_RESPECT_OF, enterMessage('in_respect_of')),
  account: requiredText(enterMessage('account')).default(PAYMENT_DEFAULTS.account),
  eft_chq: string()
    .trim()
    .required(enterMessage('eft_chq'))
    .oneOf(EFT_CHQ_VALUES, enterMessage('eft_chq'))
    .default(PAYMENT_DEFAULTS.eft_chq),
  approved1: requiredText(enterMessage('approved1')).default(PAYMENT_DEFAULTS.approved1),
  approved2: requiredText(enterMessage('approved2')).default(PAYMENT_DEFAULTS.approved2),
}).noUnknown();

export type PaymentValues = InferType<typeof paymentSchema>;
