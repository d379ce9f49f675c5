import type { LoginRequest, LoginResponse } from '@bursary/domain/api-types';
import useSWRMutation from 'swr/mutation';
import { apiClient } from '../api-client';

export const login = (values: LoginRequest) => apiClient.post<LoginResponse>('/api/login', values);

export function useLogin() {
  return useSWRMutation('/api/login', (_key: string, { arg }: { arg: LoginRequest }) => login(arg));
}
