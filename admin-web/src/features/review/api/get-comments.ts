import type { CommentEntry } from '@bursary/domain/back-office-api';
import { apiClient } from '@bursary/web-ui/api-client';
import useSWR from 'swr';

const commentsPath = (applicationId: number) => `/api/getcomments?application_id=${applicationId}`;

/** GET /api/getcomments?application_id: the application's comments, newest first. */
export const getComments = (applicationId: number) => apiClient.get<CommentEntry[]>(commentsPath(applicationId));

export function useComments(applicationId: number) {
  return useSWR(commentsPath(applicationId), () => getComments(applicationId));
}
