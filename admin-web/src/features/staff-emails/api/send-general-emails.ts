import type { SendGeneralEmailsRequest, StaffEmailResponse } from '@bursary/domain/back-office-api';
import { apiClient } from '@bursary/web-ui/api-client';
import useSWRMutation from 'swr/mutation';

/** POST /api/sendgeneralemails { to, cc, subject, body } */
export const sendGeneralEmails = (payload: SendGeneralEmailsRequest) =>
  apiClient.post<StaffEmailResponse>('/api/sendgeneralemails', payload);

export function useSendGeneralEmails() {
  return useSWRMutation('/api/sendgeneralemails', (_key: string, { arg }: { arg: SendGeneralEmailsRequest }) =>
    sendGeneralEmails(arg),
  );
}
