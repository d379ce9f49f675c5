import type { AddPaymentRequest, AddPaymentResponse } from '@bursary/domain/back-office-api';
import { apiClient } from '@bursary/web-ui/api-client';

/** The form's payload: the payment's fields and the payment date (yyyy-mm-dd) the cms also takes. */
export type SavePaymentRequest = AddPaymentRequest & { payment_date: string };

/** POST /api/addpaymet: a new payment, or a change to one when payment_id is given. */
export const savePayment = (request: SavePaymentRequest) => apiClient.post<AddPaymentResponse>('/api/addpaymet', request);
