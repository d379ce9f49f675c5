import type { AddCommentRequest, AddCommentResponse } from '@bursary/domain/back-office-api';
import { apiClient } from '@bursary/web-ui/api-client';
import useSWRMutation from 'swr/mutation';

/** POST /api/addcomment { comment, application_id }: answers "Comment Saved". */
export const addComment = (request: AddCommentRequest) => apiClient.post<AddCommentResponse>('/api/addcomment', request);

export function useAddComment() {
  return useSWRMutation('/api/addcomment', (_key: string, { arg }: { arg: AddCommentRequest }) => addComment(arg));
}
