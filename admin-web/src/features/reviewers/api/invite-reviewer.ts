import type { InviteReviewerRequest } from '@bursary/domain/reviewers';
import { apiClient } from '@bursary/web-ui/api-client';
import type { MessageAnswer } from './message-answer';

/** POST /api/invitereviewer (staff only): e-mails the person a link to make their reviewer account; 409 when the address has an account. */
export const inviteReviewer = (request: InviteReviewerRequest) => apiClient.post<MessageAnswer>('/api/invitereviewer', request);
