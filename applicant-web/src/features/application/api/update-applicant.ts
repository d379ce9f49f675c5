import type { SuccessResponse, UpdateApplicantRequest } from '@bursary/domain/api-types';
import { apiClient } from '@bursary/web-ui/api-client';

/** POST /api/updateapplicant: the basic-information step. */
export const updateApplicant = (request: UpdateApplicantRequest) =>
  apiClient.post<SuccessResponse>('/api/updateapplicant', request);
