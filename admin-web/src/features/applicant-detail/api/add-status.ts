import type { SuccessResponse } from '@bursary/domain/api-types';
import type { AddStatusRequest } from '@bursary/domain/back-office-api';
import { apiClient } from '@bursary/web-ui/api-client';
import useSWRMutation from 'swr/mutation';

/** POST /api/addstatus: answers "{first} {last} accepted" or "declined". */
export const addStatus = (request: AddStatusRequest) => apiClient.post<SuccessResponse>('/api/addstatus', request);

export function useAddStatus() {
  return useSWRMutation('/api/addstatus', (_key: string, { arg }: { arg: AddStatusRequest }) => addStatus(arg));
}
