import type { YesNo } from '@bursary/domain/back-office-api';
import { displayCourse, displayUniversity } from '@bursary/domain/display-names';

// Column values as knex hands them back from SQLite (numbers for booleans and datetimes, JSON as
// text) or PostgreSQL (booleans, Date objects, JSON as text, big integers as strings).

export const isTrue = (value: unknown) => value === true || value === 1 || value === '1' || value === 't' || value === 'true';

export const yesNo = (value: boolean): YesNo => (value ? 'YES' : 'NO');

export const numberOrNull = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
};

export const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

export const dateOf = (value: unknown): Date | null => {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const date = new Date(typeof value === 'string' && !/^\d+$/.test(value) ? value : Number(value));
  return Number.isNaN(date.getTime()) ? null : date;
};

// The bursary office works in South African time: what happened at 01:00 in Cape Town carries that day's date.
const OFFICE_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Johannesburg', year: 'numeric', month: '2-digit', day: '2-digit' });

export const officeDay = (value: unknown) => {
  const date = dateOf(value);
  return date ? OFFICE_DAY.format(date) : '';
};

export const jsonOf = <T>(value: unknown, fallback: T): T => {
  if (typeof value !== 'string') return (value as T) ?? fallback;
  try {
    return JSON.parse(value) as T;
  } catch {
    return fallback;
  }
};

// A stored "Other" university or course shows what the applicant typed instead (as text for a cell).
export const universityOf = (row: Record<string, unknown>) => displayUniversity(row) ?? '';

export const courseOf = (row: Record<string, unknown>) => displayCourse(row) ?? '';
