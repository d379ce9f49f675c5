import type { ReferenceLists } from '@bursary/domain/api-types';
import useSWR from 'swr';
import { apiClient } from '../api-client';

export const getReferenceLists = () => apiClient.get<ReferenceLists>('/api/reference-lists');

// Editors change the lists rarely: once per visit is enough.
export function useReferenceLists() {
  return useSWR('/api/reference-lists', getReferenceLists, { revalidateOnFocus: false, revalidateIfStale: false });
}
