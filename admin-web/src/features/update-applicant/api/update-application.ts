import type { SuccessResponse, UpdateApplicationRequest } from '@bursary/domain/api-types';
import { apiClient } from '@bursary/web-ui/api-client';

/** POST /api/updateapplication on an applicant's behalf: the university, income, expenses or survey step. */
export const updateApplication = (request: UpdateApplicationRequest) =>
  apiClient.post<SuccessResponse>('/api/updateapplication', request);
