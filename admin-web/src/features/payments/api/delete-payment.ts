import type { DeletePaymentRequest, DeletePaymentResponse } from '@bursary/domain/back-office-api';
import { apiClient } from '@bursary/web-ui/api-client';

/** POST /api/deletepayment */
export const deletePayment = (request: DeletePaymentRequest) =>
  apiClient.post<DeletePaymentResponse>('/api/deletepayment', request);
