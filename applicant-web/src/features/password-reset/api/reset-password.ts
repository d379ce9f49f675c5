import type { HandlePasswordChangeRequest, SuccessResponse } from '@bursary/domain/api-types';
import { apiClient } from '@bursary/web-ui/api-client';
import useSWRMutation from 'swr/mutation';

type ResetArgs = { token: string; password: string };

export const resetPassword = ({ token, password }: ResetArgs) => {
  const body: HandlePasswordChangeRequest = { password };
  return apiClient.post<SuccessResponse>(`/api/handlepasswordchange/${encodeURIComponent(token)}`, body);
};

export function useResetPassword() {
  return useSWRMutation('/api/handlepasswordchange', (_key: string, { arg }: { arg: ResetArgs }) => resetPassword(arg));
}
