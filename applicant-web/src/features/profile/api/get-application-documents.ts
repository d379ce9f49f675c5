import type { ApplicationDocumentsResponse } from '@bursary/domain/api-types';
import { apiClient } from '@bursary/web-ui/api-client';
import useSWR from 'swr';

/** GET /api/applicationdocuments?application_id: every document kind with its files. */
export type ApplicationDocuments = ApplicationDocumentsResponse;

export const getApplicationDocuments = (applicationId: number) =>
  apiClient.get<ApplicationDocuments>(`/api/applicationdocuments?application_id=${applicationId}`);

export function useApplicationDocuments(applicationId: number | null) {
  return useSWR(applicationId === null ? null : ['/api/applicationdocuments', applicationId], () =>
    getApplicationDocuments(applicationId as number),
  );
}
