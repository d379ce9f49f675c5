import { EFT_CHQ, EFT_CHQ_VALUES, IN_RESPECT_OF, PAYMENT_DEFAULTS } from '../../src/options/payment';

describe('payment options', () => {
  it('offers the in-respect-of choices', () => {
    expect(IN_RESPECT_OF).toEqual(['Education', 'Debt', 'Accommodation', 'Travelling', 'Textbooks']);
  });

  it('offers EFT and Cheque', () => {
    expect(EFT_CHQ).toEqual([
      { value: 'EFT', label: 'EFT' },
      { value: 'Cheque', label: 'Cheque' },
    ]);
    expect(EFT_CHQ_VALUES).toEqual(['EFT', 'Cheque']);
  });

  it('has the spec defaults', () => {
    expect(PAYMENT_DEFAULTS).toEqual({ account: 'Trust', eft_chq: 'EFT', approved1: 'AGS', approved2: 'MSB' });
  });
});
