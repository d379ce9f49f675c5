import { hasRequestedDocuments, isPaid, resultDisplay } from '../src/application-standing';

describe('application standing', () => {
  it('counts an application as paid only when it is accepted and has a payment', () => {
    expect(isPaid(1, 1)).toBe(true);
    expect(isPaid(1, 0)).toBe(false);
    expect(isPaid(0, 2)).toBe(false);
    expect(isPaid(2, 1)).toBe(false);
    expect(isPaid(null, 1)).toBe(false);
  });

  it('counts documents as submitted only when registration, fees statement and consent form are all there', () => {
    expect(hasRequestedDocuments([0, 5, 6, 7])).toBe(true);
    expect(hasRequestedDocuments(new Set([7, 6, 5]))).toBe(true);
    expect(hasRequestedDocuments([5, 6])).toBe(false);
    expect(hasRequestedDocuments([])).toBe(false);
  });

  it('shows the final-year result as the grid does', () => {
    expect(resultDisplay(null)).toBe('NO RESULT');
    expect(resultDisplay(undefined)).toBe('NO RESULT');
    expect(resultDisplay({ passFail: null, confirmed: false })).toBe('NO MARKS Not Confirmed');
    expect(resultDisplay({ passFail: 'pass', confirmed: true })).toBe('pass CONFIRMED');
    expect(resultDisplay({ passFail: 'fail', confirmed: false })).toBe('fail Not Confirmed');
  });
});
