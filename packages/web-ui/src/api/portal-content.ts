import type { PortalContent } from '@bursary/domain/api-types';
import useSWR from 'swr';
import { apiClient } from '../api-client';

export const getPortalContent = () => apiClient.get<PortalContent>('/api/portal-content');

// Editors change these texts and settings rarely: fetch once per visit and share the answer between pages.
export function usePortalContent() {
  return useSWR('/api/portal-content', getPortalContent, {
    dedupingInterval: 10 * 60 * 1000,
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
}
