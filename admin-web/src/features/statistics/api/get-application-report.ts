import type { ApplicationReport } from '@bursary/domain/back-office-api';
import { apiClient } from '@bursary/web-ui/api-client';
import useSWR from 'swr';

export type ReportYear = number | 'all';

/** POST /api/aplicantionreport: no body counts every year, { application_year } one year. */
export const getApplicationReport = (year: ReportYear) =>
  apiClient.post<ApplicationReport>('/api/aplicantionreport', year === 'all' ? undefined : { application_year: year });

// The previous year's figures stay on screen while another year's load, so the page does not jump.
export function useApplicationReport(year: ReportYear | undefined) {
  return useSWR(year === undefined ? null : ['/api/aplicantionreport', year], ([, chosen]) => getApplicationReport(chosen), {
    keepPreviousData: true,
  });
}
