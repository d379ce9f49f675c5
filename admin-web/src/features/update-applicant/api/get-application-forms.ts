import type { ApplicationForms } from '@bursary/domain/back-office-api';
import { apiClient } from '@bursary/web-ui/api-client';
import useSWR from 'swr';

const pathOf = (applicationId: number) => `/api/applicationforms/${applicationId}`;

/** GET /api/applicationforms/{application_id}: the application's saved values under the forms' field names. */
export const getApplicationForms = (applicationId: number) => apiClient.get<ApplicationForms>(pathOf(applicationId));

export function useApplicationForms(applicationId: number) {
  return useSWR(pathOf(applicationId), () => getApplicationForms(applicationId), { revalidateOnFocus: false });
}
