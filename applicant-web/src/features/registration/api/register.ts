import type { AddApplicantRequest, SuccessResponse } from '@bursary/domain/api-types';
import { apiClient } from '@bursary/web-ui/api-client';
import useSWRMutation from 'swr/mutation';

export const register = (values: AddApplicantRequest) => apiClient.post<SuccessResponse>('/api/addapplicant', values);

export function useRegister() {
  return useSWRMutation('/api/addapplicant', (_key: string, { arg }: { arg: AddApplicantRequest }) => register(arg));
}
