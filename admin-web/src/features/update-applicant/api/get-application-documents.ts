import type { ApplicationDocumentsResponse } from '@bursary/domain/api-types';
import { apiClient } from '@bursary/web-ui/api-client';
import useSWR from 'swr';

export type ApplicationDocuments = ApplicationDocumentsResponse;

const pathOf = (applicationId: number) => `/api/applicationdocuments?application_id=${applicationId}`;

export const getApplicationDocuments = (applicationId: number) => apiClient.get<ApplicationDocuments>(pathOf(applicationId));

export function useApplicationDocuments(applicationId: number) {
  return useSWR(pathOf(applicationId), () => getApplicationDocuments(applicationId), { revalidateOnFocus: false });
}
