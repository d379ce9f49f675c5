import type { ReviewersResponse } from '@bursary/domain/reviewers';
import { apiClient } from '@bursary/web-ui/api-client';
import useSWR from 'swr';

/** GET /api/reviewers (staff only): every reviewer and open invitation, by name. */
export const getReviewers = () => apiClient.get<ReviewersResponse>('/api/reviewers');

// Read again whenever the view opens: a reviewer may have accepted their invitation meanwhile.
export function useReviewers({ isWanted = true } = {}) {
  return useSWR(isWanted ? '/api/reviewers' : null, getReviewers, { revalidateOnMount: true, revalidateOnFocus: false });
}
