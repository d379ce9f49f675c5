import type { MyApplication } from '@bursary/domain/api-types';
import type { SavedStep } from '@bursary/domain/application-steps';
import { apiClient } from '@bursary/web-ui/api-client';
import useSWR from 'swr';

export type { MyApplication, SavedStep };

export const getMyApplication = () => apiClient.get<MyApplication>('/api/myapplication');

export function useMyApplication() {
  return useSWR('/api/myapplication', getMyApplication);
}
