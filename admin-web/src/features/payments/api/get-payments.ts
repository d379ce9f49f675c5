import type { PaymentRecord } from '@bursary/domain/back-office-api';
import { apiClient } from '@bursary/web-ui/api-client';
import useSWR from 'swr';

const paymentsKey = (applicationId: number) => `/api/getpayments?application_id=${applicationId}`;

/** GET /api/getpayments?application_id: the application's payments, oldest first. */
export const getPayments = (applicationId: number) => apiClient.get<PaymentRecord[]>(paymentsKey(applicationId));

export function usePayments(applicationId: number) {
  return useSWR(paymentsKey(applicationId), () => getPayments(applicationId));
}
