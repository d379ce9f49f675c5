import type { PasswordChangeRequest, SuccessResponse } from '@bursary/domain/api-types';
import useSWRMutation from 'swr/mutation';
import { apiClient } from '../api-client';

export const requestPasswordChange = (values: PasswordChangeRequest) =>
  apiClient.post<SuccessResponse>('/api/passwordchange', values);

export function usePasswordChange() {
  return useSWRMutation('/api/passwordchange', (_key: string, { arg }: { arg: PasswordChangeRequest }) =>
    requestPasswordChange(arg),
  );
}
