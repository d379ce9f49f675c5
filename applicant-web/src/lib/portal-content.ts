import type { PortalContent } from '@bursary/domain/api-types';
import { apiClient } from '@bursary/web-ui/api-client';
import useSWR from 'swr';

export const getPortalContent = () => apiClient.get<PortalContent>('/api/portal-content');

// Editors change these texts rarely: fetch once per visit and share the answer between pages.
export function usePortalContent() {
  return useSWR('/api/portal-content', getPortalContent, {
    dedupingInterval: 10 * 60 * 1000,
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
}

/** Where staff who sign in on the applicant site belong. */
export const backOfficeUrl = (content: PortalContent) =>
  `${content.settings.admin_url.replace(/\/+$/, '')}/admindashboard`;
