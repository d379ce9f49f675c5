import type { SuccessResponse, UpdateApplicationRequest } from '@bursary/domain/api-types';
import { apiClient } from '@bursary/web-ui/api-client';

/** POST /api/updateapplication: the university, income, expenses and survey steps once the application exists. */
export const updateApplication = (request: UpdateApplicationRequest) =>
  apiClient.post<SuccessResponse>('/api/updateapplication', request);
