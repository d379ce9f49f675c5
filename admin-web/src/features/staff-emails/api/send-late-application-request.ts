import type { SendLateApplicationRequestRequest, StaffEmailResponse } from '@bursary/domain/back-office-api';
import { apiClient } from '@bursary/web-ui/api-client';
import useSWRMutation from 'swr/mutation';

/** POST /api/sendlateapplicationrequest { email, cc, subject, body }: an invitation to register after the closing date. */
export const sendLateApplicationRequest = (payload: SendLateApplicationRequestRequest) =>
  apiClient.post<StaffEmailResponse>('/api/sendlateapplicationrequest', payload);

export function useSendLateApplicationRequest() {
  return useSWRMutation(
    '/api/sendlateapplicationrequest',
    (_key: string, { arg }: { arg: SendLateApplicationRequestRequest }) => sendLateApplicationRequest(arg),
  );
}
