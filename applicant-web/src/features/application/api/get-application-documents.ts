import type { UploadedFile } from '@bursary/application-form/steps/documents-step';
import type { DocumentField } from '@bursary/domain/options/document-kinds';
import { apiClient } from '@bursary/web-ui/api-client';
import useSWR, { mutate } from 'swr';
import { withOfflineCopy } from '../offline/offline-copy';

/** GET /api/applicationdocuments: every document kind with its stored files, oldest first. */
export type ApplicationDocuments = {
  application_id: number;
  documents: { code: number; name: string; field: DocumentField; files: UploadedFile[] }[];
};

const pathOf = (applicationId: number) => `/api/applicationdocuments?application_id=${applicationId}`;

export const getApplicationDocuments = (applicationId: number) => apiClient.get<ApplicationDocuments>(pathOf(applicationId));

export function useApplicationDocuments(applicationId: number | null) {
  // Offline, the answer this tab had last (offline/offline-copy.ts), so a reload without network shows the form.
  const path = applicationId ? pathOf(applicationId) : null;
  return useSWR(path, withOfflineCopy(path ?? '', () => getApplicationDocuments(applicationId as number)), {
    revalidateOnFocus: false,
  });
}

/** Loads the list into the cache, so a page that starts using it (a new application) has it at once. */
export const refreshApplicationDocuments = (applicationId: number) =>
  mutate(pathOf(applicationId), getApplicationDocuments(applicationId), { revalidate: false });
