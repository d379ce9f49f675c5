import { paymentSchema } from '../../src/schemas/payment';
import { messagesOf, validated } from '../helpers';

const valid = {
  reference: 'UCT2025001',
  in_favour_of: 'University of Cape Town',
  bank: 'Standard Bank',
  account_no: '071234567',
  branch_code: '051001',
  in_respect_of: 'Education',
  account: 'Trust',
  amount_approved: 15000,
  eft_chq: 'EFT',
  approved1: 'AGS',
  approved2: 'MSB',
};

describe('paymentSchema', () => {
  it('accepts a complete payment', () => {
    expect(messagesOf(paymentSchema, valid)).toEqual([]);
  });

  it.each([
    ['bank', '', 'Bank is required'],
    ['bank', undefined, 'Bank is required'],
    ['amount_approved', '', 'Amount approved is required'],
    ['amount_approved', undefined, 'Amount approved is required'],
    ['amount_approved', 'lots', 'Amount approved is required'],
    ['amount_approved', 0, 'Amount approved is required'],
    ['amount_approved', -100, 'Amount approved is required'],
    ['amount_approved', '15,000', 'Amount approved is required'],
    ['reference', '', 'Enter reference'],
    ['in_favour_of', '', 'Enter in favour of'],
    ['account_no', '', 'Enter account number'],
    ['branch_code', '', 'Enter branch code'],
    ['in_respect_of', '', 'Enter in respect of'],
    ['in_respect_of', 'Holiday', 'Enter in respect of'],
    ['account', '', 'Enter account'],
    ['eft_chq', '', 'Enter EFT/Cheque'],
    ['eft_chq', 'Cash', 'Enter EFT/Cheque'],
    ['approved1', '', 'Enter first approver'],
    ['approved2', '', 'Enter second approver'],
  ])('%s = %p shows "%s"', (field, value, message) => {
    expect(messagesOf(paymentSchema, { ...valid, [field]: value })).toEqual([message]);
  });

  it("says the spec's own messages before the generic one when several fields are empty", () => {
    expect(messagesOf(paymentSchema, { ...valid, reference: '', amount_approved: '' })[0]).toBe('Amount approved is required');
    expect(messagesOf(paymentSchema, { ...valid, approved2: '', amount_approved: '', bank: '' }).slice(0, 2)).toEqual([
      'Bank is required',
      'Amount approved is required',
    ]);
  });

  it.each(['Education', 'Debt', 'Accommodation', 'Travelling', 'Textbooks'])(
    'accepts in respect of %p',
    (in_respect_of) => {
      expect(messagesOf(paymentSchema, { ...valid, in_respect_of })).toEqual([]);
    },
  );

  it('reads the amount approved as South Africans write it', () => {
    expect(validated(paymentSchema, { ...valid, amount_approved: 'R15 000,50' }).amount_approved).toBe(15000.5);
  });

  it('accepts Cheque', () => {
    expect(messagesOf(paymentSchema, { ...valid, eft_chq: 'Cheque' })).toEqual([]);
  });

  it('fills the defaults for fields left out', () => {
    const { account, eft_chq, approved1, approved2, ...rest } = valid;
    expect(validated(paymentSchema, rest)).toEqual({ ...rest, account, eft_chq, approved1, approved2 });
    expect(paymentSchema.getDefault()).toMatchObject({
      account: 'Trust',
      eft_chq: 'EFT',
      approved1: 'AGS',
      approved2: 'MSB',
    });
  });

  it('drops ids and unknown keys from the body', () => {
    expect(validated(paymentSchema, { ...valid, payment_id: 4, application_id: 9, paid: true })).toEqual(valid);
  });
});
