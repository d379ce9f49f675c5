import type { AppSubmitRequest } from '@bursary/domain/api-types';
import { apiClient } from '@bursary/web-ui/api-client';

/** POST /api/appsubmit: answers 400 naming what is still missing. */
export const submitApplication = (request: AppSubmitRequest) =>
  apiClient.post<{ success: string; status_id: number }>('/api/appsubmit', request);
