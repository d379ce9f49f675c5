import type { DecisionEntry } from '@bursary/domain/back-office-api';
import { apiClient } from '@bursary/web-ui/api-client';
import useSWR from 'swr';

const decisionsPath = (applicationId: number) => `/api/getdecisions?application_id=${applicationId}`;

/** GET /api/getdecisions?application_id: the application's decisions, newest first (the first is the current one). */
export const getDecisions = (applicationId: number) => apiClient.get<DecisionEntry[]>(decisionsPath(applicationId));

export function useDecisions(applicationId: number) {
  return useSWR(decisionsPath(applicationId), () => getDecisions(applicationId));
}
