import type { ApplicationPage, SearchApplicationRequest } from '@bursary/domain/back-office-api';
import { apiClient } from '@bursary/web-ui/api-client';
import useSWR from 'swr';

/** POST /api/searchapplication with a page: one page of the grid, its total and the summary counts. */
export const searchApplications = (request: SearchApplicationRequest) =>
  apiClient.post<ApplicationPage>('/api/searchapplication', request);

// The previous page stays on screen while the next one loads, so the table does not jump; coming
// back from an applicant's tab fetches the page again, with the decisions made there.
export function useSearchApplications(request: SearchApplicationRequest) {
  return useSWR(['/api/searchapplication', request], ([, body]) => searchApplications(body), { keepPreviousData: true });
}
