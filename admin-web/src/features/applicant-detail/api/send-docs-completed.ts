import type { SuccessResponse } from '@bursary/domain/api-types';
import type { SendDocsCompletedRequest } from '@bursary/domain/back-office-api';
import { apiClient } from '@bursary/web-ui/api-client';
import useSWRMutation from 'swr/mutation';

/** POST /api/sendocscompleted: marks the documents completed and e-mails the applicant. */
export const sendDocsCompleted = (request: SendDocsCompletedRequest) =>
  apiClient.post<SuccessResponse>('/api/sendocscompleted', request);

export function useSendDocsCompleted() {
  return useSWRMutation('/api/sendocscompleted', (_key: string, { arg }: { arg: SendDocsCompletedRequest }) =>
    sendDocsCompleted(arg),
  );
}
