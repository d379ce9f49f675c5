import { RESULTS_PERIOD_VALUES, type ResultsPeriod } from '@bursary/domain/options/results-periods';
import { badRequest } from '../../../utils/api-error';
import { readRecordId } from '../../../utils/record-id';

export type YearChoice = number | 'all';
export type PeriodChoice = ResultsPeriod | 'all';

const FIRST_YEAR = 2000;
const LAST_YEAR = 2100;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

const single = (raw: unknown) => (Array.isArray(raw) ? raw[0] : raw);

export const positiveId = (raw: unknown, message: string): number => {
  const id = readRecordId(raw, message);
  if (id === null) throw badRequest(message);
  return id;
};

const YEAR_MESSAGE = 'Choose an application year such as 2025.';
const YEAR_OR_ALL_MESSAGE = 'Choose an application year: all, or a year such as 2025.';

const isGiven = (value: unknown) => value !== undefined && value !== null && value !== '';

const yearOf = (value: unknown, message: string) => {
  const year = Number(value);
  if (/^\d{4}$/.test(String(value)) && year >= FIRST_YEAR && year <= LAST_YEAR) return year;
  throw badRequest(message);
};

// An application year; the cycle year when none is given.
export const yearOnly = (raw: unknown, cycleYear: number): number => {
  const value = single(raw);
  return isGiven(value) ? yearOf(value, YEAR_MESSAGE) : cycleYear;
};

// An application year as the grid's filter offers it: a year or "all"; the cycle year when none is given.
export const yearChoice = (raw: unknown, cycleYear: number): YearChoice => {
  const value = single(raw);
  if (!isGiven(value)) return cycleYear;
  return value === 'all' ? 'all' : yearOf(value, YEAR_OR_ALL_MESSAGE);
};

export const periodChoice = (raw: unknown): PeriodChoice => {
  const value = single(raw);
  if (!isGiven(value) || value === 'all') return 'all';
  if ((RESULTS_PERIOD_VALUES as readonly unknown[]).includes(value)) return value as ResultsPeriod;
  throw badRequest('Choose a results period: all, finalyear_transcript or midyear_transcript.');
};

// A calendar date written yyyy-mm-dd, checked to exist (no 2025-02-30).
export const calendarDate = (raw: unknown, name: 'from' | 'to'): string => {
  const value = single(raw);
  const match = typeof value === 'string' ? DATE_PATTERN.exec(value) : null;
  const isReal = match && new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))).toISOString().slice(0, 10) === value;
  if (!isReal) throw badRequest(`Give the ${name} date of the payments as yyyy-mm-dd.`);
  return value as string;
};
