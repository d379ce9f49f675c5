import type { ApplicationScores, SaveScoresRequest } from '@bursary/domain/scoring';
import { apiClient } from '@bursary/web-ui/api-client';

/** POST /api/savescores: my draft; answers the application's scores as I may now see them. */
export const saveScores = (request: SaveScoresRequest) => apiClient.post<ApplicationScores>('/api/savescores', request);

/** POST /api/submitscores: my final review; answers the scores with the others' now shown. */
export const submitScores = (request: SaveScoresRequest) => apiClient.post<ApplicationScores>('/api/submitscores', request);
