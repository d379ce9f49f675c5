import type { DocumentField } from '@bursary/domain/options/document-kinds';
import { apiClient } from '@bursary/web-ui/api-client';
import { supportingDocPath } from '@/lib/document-paths';

/** One stored file, fetched with the sign-in token for a preview. */
export const getDocumentFile = (applicationId: number, field: DocumentField, documentId: number) =>
  apiClient.getBlob(supportingDocPath({ application_id: applicationId, filename: documentId, doctype: field }));
