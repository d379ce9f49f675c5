import type { DocumentField } from '@bursary/domain/options/document-kinds';
import { apiClient } from '@bursary/web-ui/api-client';

/** GET /api/downloadsupportingdoc: one stored file, fetched with the sign-in token for a preview. */
export const getDocumentFile = (applicationId: number, field: DocumentField, documentId: number) =>
  apiClient.getBlob(
    `/api/downloadsupportingdoc?application_id=${applicationId}&filename=${documentId}&doctype=${field}`,
  );
