import type { SuccessResponse } from '@bursary/domain/api-types';
import type { ConfirmResultRequest } from '@bursary/domain/back-office-api';
import { apiClient } from '@bursary/web-ui/api-client';
import useSWRMutation from 'swr/mutation';

/** POST /api/confirmresult: pass or fail for a period; answers e.g. "Final-year Results confirmed as pass". */
export const confirmResult = (request: ConfirmResultRequest) => apiClient.post<SuccessResponse>('/api/confirmresult', request);

export function useConfirmResult() {
  return useSWRMutation('/api/confirmresult', (_key: string, { arg }: { arg: ConfirmResultRequest }) => confirmResult(arg));
}
