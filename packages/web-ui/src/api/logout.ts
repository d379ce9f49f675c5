import type { LogoutResponse } from '@bursary/domain/api-types';
import useSWRMutation from 'swr/mutation';
import { apiClient } from '../api-client';

export const logout = () => apiClient.get<LogoutResponse>('/api/logout');

// Signing out must work even when the server cannot be reached, so errors are not thrown.
export function useLogout() {
  return useSWRMutation('/api/logout', logout, { throwOnError: false });
}
