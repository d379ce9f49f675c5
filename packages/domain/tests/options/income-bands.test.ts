import { INCOME_BANDS, incomeBandOf } from '../../src/options/income-bands';

describe('income bands', () => {
  it('has the five statistics bands', () => {
    expect(INCOME_BANDS.map((band) => band.label)).toEqual([
      '0-5000',
      '5001-10000',
      '10001-15000',
      '15001-20000',
      '20000 and more',
    ]);
  });

  it.each([
    [0, '0-5000'],
    [5000, '0-5000'],
    [5000.5, '5001-10000'],
    [5001, '5001-10000'],
    [10000, '5001-10000'],
    [10001, '10001-15000'],
    [15000, '10001-15000'],
    [15001, '15001-20000'],
    [20000, '15001-20000'],
    [20001, '20000 and more'],
    [1e7, '20000 and more'],
  ])('%p falls in %p', (total, label) => {
    expect(incomeBandOf(total)).toBe(label);
  });
});
