import type { ResultRecord } from '@bursary/domain/back-office-api';
import { apiClient } from '@bursary/web-ui/api-client';
import useSWR from 'swr';

const pathOf = (applicationId: number) => `/api/getresultsdata?application_id=${applicationId}`;

/** GET /api/getresultsdata?application_id: the results sent through results links, oldest first. */
export const getResultsData = (applicationId: number) => apiClient.get<ResultRecord[]>(pathOf(applicationId));

export function useResultsData(applicationId: number) {
  return useSWR(pathOf(applicationId), () => getResultsData(applicationId));
}
