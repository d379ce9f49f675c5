import type { ResultsPeriod } from '@bursary/domain/options/results-periods';

type YearChoice = number | 'all';

const withQuery = (path: string, query: Record<string, string | number>) =>
  `${path}?${new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)]))}`;

// The spreadsheets (GET /api/exports/*) take a year or "all"; the zips one year.
export const checklistSheetPath = (year: YearChoice) => withQuery('/api/exports/checklist', { application_year: year });

export const resultsSheetPath = (year: YearChoice, period: ResultsPeriod | 'all') =>
  withQuery('/api/exports/results', { application_year: year, results_period: period });

/** from and to are yyyy-mm-dd; the sheet lists the payments whose Payment Date is in that range. */
export const paymentSheetPath = (from: string, to: string) => withQuery('/api/exports/payments', { from, to });

export const applicationFilesZipPath = (year: number) => withQuery('/api/getapplicationfiles', { application_year: year });

export const checklistZipPath = (year: number) => withQuery('/api/getchecklistfiles', { application_year: year });

export const applicationFormsZipPath = (year: number) => withQuery('/api/downloadapplicationfrom', { application_year: year });
