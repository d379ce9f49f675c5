import type { SuccessResponse } from '@bursary/domain/api-types';
import type { RegistrationValues } from '@bursary/domain/schemas/registration';
import { apiClient } from '@bursary/web-ui/api-client';
import useSWRMutation from 'swr/mutation';

type RegisterArgs = RegistrationValues & { token?: string };

export const register = (values: RegisterArgs) => apiClient.post<SuccessResponse>('/api/addapplicant', values);

export function useRegister() {
  return useSWRMutation('/api/addapplicant', (_key: string, { arg }: { arg: RegisterArgs }) => register(arg));
}
