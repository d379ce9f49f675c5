import type { WithdrawApplicationRequest, WithdrawApplicationResponse } from '@bursary/domain/api-types';
import { apiClient } from '@bursary/web-ui/api-client';

/** POST /api/withdrawapplication: the applicant withdraws their own application, before a decision; it cannot be undone. */
export const withdrawApplication = (applicationId: number) => {
  const request: WithdrawApplicationRequest = { application_id: applicationId };
  return apiClient.post<WithdrawApplicationResponse>('/api/withdrawapplication', request);
};
