import type { FormRecord, MyApplication } from '@bursary/domain/api-types';
import type { SavedStep } from '@bursary/domain/application-steps';
import { apiClient } from '@bursary/web-ui/api-client';
import useSWR from 'swr';
import { withOfflineCopy } from '../offline/offline-copy';

export type { FormRecord, MyApplication, SavedStep };

export const getMyApplication = () => apiClient.get<MyApplication>('/api/myapplication');

// Offline, the answer this tab had last (offline/offline-copy.ts), so a reload without network shows the form.
const getMyApplicationOrCopy = withOfflineCopy('/api/myapplication', getMyApplication);

export function useMyApplication() {
  return useSWR('/api/myapplication', getMyApplicationOrCopy, { revalidateOnFocus: false });
}
