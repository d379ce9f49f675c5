import type { RequestRecipientCount, SendResultRequestRequest, StaffEmailResponse } from '@bursary/domain/back-office-api';
import { apiClient } from '@bursary/web-ui/api-client';
import useSWRMutation from 'swr/mutation';

/** POST /api/sendresultrequest: to the picked applications (selectedApps), or accepted_only, or accepted_and_paid. */
export const sendResultRequest = (payload: SendResultRequestRequest) =>
  apiClient.post<StaffEmailResponse>('/api/sendresultrequest', payload);

/** POST /api/sendresultrequest/count: how many e-mails the same payload would send now; sends nothing. */
export const countResultRequest = (payload: SendResultRequestRequest) =>
  apiClient.post<RequestRecipientCount>('/api/sendresultrequest/count', payload);

export function useSendResultRequest() {
  return useSWRMutation('/api/sendresultrequest', (_key: string, { arg }: { arg: SendResultRequestRequest }) =>
    sendResultRequest(arg),
  );
}
