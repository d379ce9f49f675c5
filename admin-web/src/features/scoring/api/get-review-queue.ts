import type { ReviewQueue } from '@bursary/domain/scoring';
import { apiClient } from '@bursary/web-ui/api-client';
import useSWR from 'swr';

/** GET /api/reviewqueue: the cycle's next application for me to score, and how many are left. */
export const getReviewQueue = () => apiClient.get<ReviewQueue>('/api/reviewqueue');

export function useReviewQueue() {
  return useSWR('/api/reviewqueue', getReviewQueue, { revalidateOnFocus: false, revalidateOnMount: true });
}
