import { birthYears, byNewestYear, completionYears, filterYears, newestFirst, previousYear } from '../src/cycle-years';

describe('cycle years', () => {
  it('previousYear is the year before the cycle', () => {
    expect(previousYear(2025)).toBe(2024);
  });

  it('completionYears runs from the cycle year four years on', () => {
    expect(completionYears(2025)).toEqual([2025, 2026, 2027, 2028, 2029]);
    expect(completionYears(2026)).toEqual([2026, 2027, 2028, 2029, 2030]);
  });

  it('filterYears runs from 2019 to the cycle year', () => {
    expect(filterYears(2025)).toEqual([2019, 2020, 2021, 2022, 2023, 2024, 2025]);
    expect(filterYears(2019)).toEqual([2019]);
    expect(filterYears(2018)).toEqual([]);
  });

  it('newestFirst lists years newest first, leaving the list it was given as it was', () => {
    const years = filterYears(2022);
    expect(newestFirst(years)).toEqual([2022, 2021, 2020, 2019]);
    expect(years).toEqual([2019, 2020, 2021, 2022]);
    expect([2020, 2024, 2019].sort(byNewestYear)).toEqual([2024, 2020, 2019]);
  });

  it('birthYears runs from 1930 to the current year', () => {
    const years = birthYears(new Date('2025-06-01T00:00:00Z'));
    expect(years[0]).toBe(1930);
    expect(years[years.length - 1]).toBe(2025);
    expect(years).toHaveLength(96);
  });

  it('birthYears defaults to today', () => {
    const years = birthYears();
    expect(years[years.length - 1]).toBe(new Date().getFullYear());
  });
});
