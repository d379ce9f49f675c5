import type { LetterRecipientCount, LetterRunReport } from '@bursary/domain/back-office-api';
import { apiClient } from '@bursary/web-ui/api-client';

export type LetterAudience = 'accepted' | 'declined';

export const LETTER_PATHS: Record<LetterAudience, string> = {
  accepted: '/api/sendallaccepted',
  declined: '/api/sendalldeclined',
};

// A short wait: a small run answers done at once, a long one answers 202 and is followed by its run_id.
const WAIT_SECONDS = 2;

/** GET /api/sendallaccepted or /api/sendalldeclined: starts sending (or joins the run already sending). */
export const sendAllLetters = (audience: LetterAudience) =>
  apiClient.get<LetterRunReport>(`${LETTER_PATHS[audience]}?wait=${WAIT_SECONDS}`);

/** GET /api/sendallaccepted/count or /api/sendalldeclined/count: how many a send now would e-mail, and skip; sends nothing. */
export const countLetters = (audience: LetterAudience) => apiClient.get<LetterRecipientCount>(`${LETTER_PATHS[audience]}/count`);
