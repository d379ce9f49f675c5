import type { ApplicationScores } from '@bursary/domain/scoring';
import { apiClient } from '@bursary/web-ui/api-client';

/** POST /api/lookwithoutscoring: shows every score; recorded, and I can no longer score the application. */
export const lookWithoutScoring = (applicationId: number) =>
  apiClient.post<ApplicationScores>('/api/lookwithoutscoring', { application_id: applicationId });
