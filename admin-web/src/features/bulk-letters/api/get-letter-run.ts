import type { LetterRunReport } from '@bursary/domain/back-office-api';
import { apiClient } from '@bursary/web-ui/api-client';
import useSWR from 'swr';
import { LETTER_PATHS, type LetterAudience } from './send-all-letters';

const POLL_MS = 1500;

/** GET /api/sendall{accepted|declined}?run_id=: a run's progress, without sending anything. */
export const getLetterRun = (audience: LetterAudience, runId: number) =>
  apiClient.get<LetterRunReport>(`${LETTER_PATHS[audience]}?run_id=${runId}`);

// Asked again until the run is no longer sending.
export function useLetterRun(audience: LetterAudience, runId: number | null) {
  return useSWR(runId === null ? null : [LETTER_PATHS[audience], runId], ([, id]) => getLetterRun(audience, id), {
    refreshInterval: (report) => (report?.state === 'sending' ? POLL_MS : 0),
    revalidateOnFocus: false,
  });
}
