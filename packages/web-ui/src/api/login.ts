import type { LoginResponse } from '@bursary/domain/api-types';
import type { LoginValues } from '@bursary/domain/schemas/login';
import useSWRMutation from 'swr/mutation';
import { apiClient } from '../api-client';

export const login = (values: LoginValues) => apiClient.post<LoginResponse>('/api/login', values);

export function useLogin() {
  return useSWRMutation('/api/login', (_key: string, { arg }: { arg: LoginValues }) => login(arg));
}
