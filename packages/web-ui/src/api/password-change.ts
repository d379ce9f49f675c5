import type { SuccessResponse } from '@bursary/domain/api-types';
import type { ForgotPasswordValues } from '@bursary/domain/schemas/forgot-password';
import useSWRMutation from 'swr/mutation';
import { apiClient } from '../api-client';

export const requestPasswordChange = (values: ForgotPasswordValues) =>
  apiClient.post<SuccessResponse>('/api/passwordchange', values);

export function usePasswordChange() {
  return useSWRMutation('/api/passwordchange', (_key: string, { arg }: { arg: ForgotPasswordValues }) =>
    requestPasswordChange(arg),
  );
}
