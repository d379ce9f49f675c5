import type { ApplicationTimeline } from '@bursary/domain/back-office-api';
import { apiClient } from '@bursary/web-ui/api-client';
import useSWR from 'swr';

const timelinePath = (applicationId: number, limit: number) => `/api/gettimeline?application_id=${applicationId}&limit=${limit}`;

/** GET /api/gettimeline?application_id&limit: the newest `limit` entries of the applicant's story, newest first. */
export const getTimeline = (applicationId: number, limit: number) => apiClient.get<ApplicationTimeline>(timelinePath(applicationId, limit));

// Each read is a staff view in the access log, so it is read when asked for, not again on focus or reconnect.
export function useTimeline(applicationId: number, limit: number) {
  return useSWR(timelinePath(applicationId, limit), () => getTimeline(applicationId, limit), {
    keepPreviousData: true,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
}
