import type { PortalContent } from '@bursary/domain/api-types';
import useSWR from 'swr';
import { apiClient } from '../api-client';

/** The SWR key of the portal content (a page prerendered with it hands it to SWR as fallback). */
export const PORTAL_CONTENT_KEY = '/api/portal-content';

export const getPortalContent = () => apiClient.get<PortalContent>(PORTAL_CONTENT_KEY);

// Editors change these texts and settings rarely: fetch once per visit and share the answer between pages.
export function usePortalContent() {
  return useSWR(PORTAL_CONTENT_KEY, getPortalContent, {
    dedupingInterval: 10 * 60 * 1000,
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
}
