import { COMPLETION_YEAR_SPAN, FIRST_BIRTH_YEAR, FIRST_FILTER_YEAR } from './constants.js';

function yearRange(first: number, last: number): number[] {
  if (last < first) return [];
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

export function previousYear(cycleYear: number): number {
  return cycleYear - 1;
}

export function completionYears(cycleYear: number): number[] {
  return yearRange(cycleYear, cycleYear + COMPLETION_YEAR_SPAN - 1);
}

export function filterYears(cycleYear: number): number[] {
  return yearRange(FIRST_FILTER_YEAR, cycleYear);
}

/** The order every list of years is shown in (the grid's and the statistics' year pickers, the statistics per year): newest first. */
export function byNewestYear(first: number, second: number): number {
  return second - first;
}

export function newestFirst(years: readonly number[]): number[] {
  return [...years].sort(byNewestYear);
}

export function birthYears(now: Date = new Date()): number[] {
  return yearRange(FIRST_BIRTH_YEAR, now.getFullYear());
}
