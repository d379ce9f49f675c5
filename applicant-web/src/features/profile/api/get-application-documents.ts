import { apiClient } from '@bursary/web-ui/api-client';
import useSWR from 'swr';

export type StoredFile = { id: number; original_name: string; size: number; mime: string; uploaded_at: string | null };

/** GET /api/applicationdocuments?application_id: every document kind with its files. */
export type ApplicationDocuments = {
  documents: { code: number; name: string; field: string; files: StoredFile[] }[];
};

export const getApplicationDocuments = (applicationId: number) =>
  apiClient.get<ApplicationDocuments>(`/api/applicationdocuments?application_id=${applicationId}`);

export function useApplicationDocuments(applicationId: number | null) {
  return useSWR(applicationId === null ? null : ['/api/applicationdocuments', applicationId], () =>
    getApplicationDocuments(applicationId as number),
  );
}

/** GET /api/downloadsupportingdoc: one stored file, as an attachment. */
export const supportingDocPath = (applicationId: number, fileId: number, field: string) =>
  `/api/downloadsupportingdoc?application_id=${applicationId}&filename=${fileId}&doctype=${encodeURIComponent(field)}`;
