import type { ResendEmailRequest } from '@bursary/domain/back-office-api';
import type { SuccessResponse } from '@bursary/domain/api-types';
import { apiClient } from '@bursary/web-ui/api-client';

/** POST /api/resendemail { email_id } (staff only): a failed e-mail goes back to the outbox; 409 when it is not failed. */
export const resendEmail = (request: ResendEmailRequest) => apiClient.post<SuccessResponse>('/api/resendemail', request);
