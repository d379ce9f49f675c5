import type { AddStatusesRequest, AddStatusesResponse } from '@bursary/domain/back-office-api';
import { apiClient } from '@bursary/web-ui/api-client';
import useSWRMutation from 'swr/mutation';

/** POST /api/addstatuses (ours): accept or decline the grid's selection, each as POST /api/addstatus would. */
export const addStatuses = (request: AddStatusesRequest) => apiClient.post<AddStatusesResponse>('/api/addstatuses', request);

export function useAddStatuses() {
  return useSWRMutation('/api/addstatuses', (_key: string, { arg }: { arg: AddStatusesRequest }) => addStatuses(arg));
}
