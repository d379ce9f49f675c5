import type { AcceptReviewerInvitationRequest, ReviewerInvitation } from '@bursary/domain/reviewers';
import { apiClient } from '@bursary/web-ui/api-client';
import useSWR from 'swr';
import type { MessageAnswer } from './message-answer';

const invitationPath = (token: string) => `/api/reviewerinvitation/${encodeURIComponent(token)}`;

/** GET /api/reviewerinvitation/:token (public): who is invited, and until when; 400 with the reason when the link no longer works. */
export const getReviewerInvitation = (token: string) => apiClient.get<ReviewerInvitation>(invitationPath(token));

export function useReviewerInvitation(token: string | null) {
  return useSWR(token ? invitationPath(token) : null, () => getReviewerInvitation(token as string), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}

/** POST /api/reviewerinvitation/:token (public): the reviewer's password; the account is made. */
export const acceptReviewerInvitation = (token: string, request: AcceptReviewerInvitationRequest) =>
  apiClient.post<MessageAnswer>(invitationPath(token), request);
