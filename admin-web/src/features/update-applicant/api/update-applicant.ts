import type { SuccessResponse, UpdateApplicantRequest } from '@bursary/domain/api-types';
import { apiClient } from '@bursary/web-ui/api-client';

/** POST /api/updateapplicant on an applicant's behalf: the basic or the social information of applicant_id. */
export const updateApplicant = (request: UpdateApplicantRequest & { applicant_id: number }) =>
  apiClient.post<SuccessResponse>('/api/updateapplicant', request);
