import type { ReviewerAccountRequest } from '@bursary/domain/reviewers';
import { apiClient } from '@bursary/web-ui/api-client';
import type { MessageAnswer } from './message-answer';

/** POST /api/deactivatereviewer (staff only): the reviewer can no longer sign in; their scores and comments stay. */
export const deactivateReviewer = (request: ReviewerAccountRequest) => apiClient.post<MessageAnswer>('/api/deactivatereviewer', request);

/** POST /api/reactivatereviewer (staff only): the reviewer can sign in again. */
export const reactivateReviewer = (request: ReviewerAccountRequest) => apiClient.post<MessageAnswer>('/api/reactivatereviewer', request);
