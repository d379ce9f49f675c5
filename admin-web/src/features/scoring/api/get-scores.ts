import type { ApplicationScores } from '@bursary/domain/scoring';
import { apiClient, withQuery } from '@bursary/web-ui/api-client';
import useSWR from 'swr';

const scoresPath = (applicationId: number) => withQuery('/api/getscores', { application_id: applicationId });

/** GET /api/getscores?application_id: my review; the others', the weighted average and the spread once mine is in. */
export const getScores = (applicationId: number) => apiClient.get<ApplicationScores>(scoresPath(applicationId));

export function useScores(applicationId: number) {
  return useSWR(scoresPath(applicationId), () => getScores(applicationId), { revalidateOnFocus: false });
}
