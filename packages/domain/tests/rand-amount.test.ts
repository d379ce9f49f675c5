import { formatRand, formatRandInput, parseRandAmount, toRandAmount } from '../src/rand-amount';

describe('parseRandAmount: amounts as South Africans type them', () => {
  it.each([
    ['65000', 65000],
    ['R65 000,50', 65000.5],
    ['R 65 000.50', 65000.5],
    ['r65000', 65000],
    ['3 200,00', 3200],
    ['3 200', 3200],
    ['3\u00a0200,5', 3200.5], // non-breaking space
    ['3\u2009200', 3200], // thin space
    ['3\u202f200', 3200], // narrow non-breaking space
    ['1 234 567,89', 1234567.89],
    ['65,000.50', 65000.5],
    ['1,234,567', 1234567],
    ['1,234,567.89', 1234567.89],
    ['1.234.567,89', 1234567.89],
    ['1.234.567', 1234567],
    ['65,5', 65.5],
    ['65.5', 65.5],
    ['99.99', 99.99],
    ['0', 0],
    ['0,00', 0],
    ['  2 500  ', 2500],
    ['99 999 999,99', 99999999.99],
  ])('%p is %p rand', (typed, amount) => {
    expect(parseRandAmount(typed)).toBe(amount);
  });

  it.each([
    ['65,000', 'a comma before three digits: sixty-five thousand, or sixty-five?'],
    ['65.000', 'a point before three digits'],
    ['6 5000', 'a space that does not group thousands'],
    ['65  000', 'two spaces'],
    ['1,234,56', 'the decimal mark also groups'],
    ['1.234.56', 'the decimal mark also groups'],
    ['1 234,567', 'two kinds of group mark'],
    ['1,234.567', 'three decimals'],
    ['65,555', 'a comma before three digits'],
    ['65.', 'a mark with no cents'],
    ['65,5.5', 'two decimal marks'],
    ['-100', 'a negative amount'],
    ['1e5', 'an exponent'],
    ['12abc', 'letters'],
    ['R', 'no digits'],
    ['', 'nothing'],
    ['   ', 'only spaces'],
  ])('%p is refused (%s)', (typed) => {
    expect(parseRandAmount(typed)).toBeNull();
  });
});

describe('toRandAmount', () => {
  it('keeps numbers, reads text and makes anything else NaN', () => {
    expect(toRandAmount(1500.5)).toBe(1500.5);
    expect(toRandAmount('R1 500,50')).toBe(1500.5);
    expect(toRandAmount('65,000')).toBeNaN();
    expect(toRandAmount(null)).toBeNaN();
    expect(toRandAmount({})).toBeNaN();
  });
});

describe('formatRand', () => {
  it.each([
    [65000.5, 'R 65 000.50'],
    [3200, 'R 3 200.00'],
    [0, 'R 0.00'],
    [999.999, 'R 1 000.00'],
    [1234567.89, 'R 1 234 567.89'],
  ])('%p shows as %p, with non-breaking spaces', (amount, shown) => {
    expect(formatRand(amount)).toBe(shown.replace(/ /g, '\u00a0'));
  });

  it('shows nothing for a missing amount', () => {
    expect(formatRand(null)).toBe('');
    expect(formatRand(undefined)).toBe('');
    expect(formatRand(Number.NaN)).toBe('');
  });

  it('is read back as the same amount', () => {
    for (const amount of [0, 0.5, 12.34, 65000.5, 99999999.99]) expect(parseRandAmount(formatRand(amount))).toBe(amount);
  });
});

describe('formatRandInput: a stored amount shown again in its field', () => {
  it.each([
    [3500.5, '3 500.50'],
    [8000, '8 000'],
    [0, '0'],
    [65000.5, '65 000.50'],
    [1234567.891, '1 234 567.89'],
    [999, '999'],
  ])('%p shows as %p', (amount, shown) => {
    expect(formatRandInput(amount)).toBe(shown);
  });

  it('is read back as the same amount', () => {
    for (const amount of [0, 0.5, 12.34, 1000, 65000.5, 99999999.99]) expect(parseRandAmount(formatRandInput(amount))).toBe(amount);
  });
});
