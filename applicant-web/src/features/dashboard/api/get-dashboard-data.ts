import type { DashboardData } from '@bursary/domain/api-types';
import { apiClient } from '@bursary/web-ui/api-client';
import useSWR from 'swr';

export type { DashboardData };

export const getDashboardData = (applicantId: number) => apiClient.get<DashboardData>(`/api/fechdata/${applicantId}`);

export function useDashboardData(applicantId: number) {
  return useSWR(`/api/fechdata/${applicantId}`, () => getDashboardData(applicantId));
}
