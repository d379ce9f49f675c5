import type { ListedFile } from '@bursary/domain/back-office-api';
import type { DocumentField } from '@bursary/domain/options/document-kinds';
import { apiClient } from '@bursary/web-ui/api-client';
import useSWR from 'swr';

/** GET /api/applicationdocuments?application_id: every document kind with its files, oldest first. */
export type ApplicationDocuments = {
  application_id: number;
  documents: { code: number; name: string; field: DocumentField; files: ListedFile[] }[];
};

const pathOf = (applicationId: number) => `/api/applicationdocuments?application_id=${applicationId}`;

export const getApplicationDocuments = (applicationId: number) => apiClient.get<ApplicationDocuments>(pathOf(applicationId));

export function useApplicationDocuments(applicationId: number) {
  return useSWR(pathOf(applicationId), () => getApplicationDocuments(applicationId), { revalidateOnFocus: false });
}
