import type { RequestRecipientCount, SendDocumentsRequestRequest, StaffEmailResponse } from '@bursary/domain/back-office-api';
import { apiClient } from '@bursary/web-ui/api-client';
import useSWRMutation from 'swr/mutation';

// Shared by the documents request view and the Review view, which features may not import from each other.
export type DocumentsRequestPayload = Partial<SendDocumentsRequestRequest>;

/** POST /api/senddocumentsrequest: to one applicant (applicant_id), to the e-mails in to, or to all accepted. */
export const sendDocumentsRequest = (payload: DocumentsRequestPayload) =>
  apiClient.post<StaffEmailResponse>('/api/senddocumentsrequest', payload);

/** POST /api/senddocumentsrequest/count: how many e-mails the same payload would send now; sends nothing. */
export const countDocumentsRequest = (payload: DocumentsRequestPayload) =>
  apiClient.post<RequestRecipientCount>('/api/senddocumentsrequest/count', payload);

export function useSendDocumentsRequest() {
  return useSWRMutation('/api/senddocumentsrequest', (_key: string, { arg }: { arg: DocumentsRequestPayload }) =>
    sendDocumentsRequest(arg),
  );
}
