import { apiClient } from '@bursary/web-ui/api-client';

/** GET /api/getapplicantfileadmin?application_id&filename={document id}: one stored file, for its preview. */
export const getApplicantFile = (applicationId: number, documentId: number) =>
  apiClient.getBlob(`/api/getapplicantfileadmin?application_id=${applicationId}&filename=${documentId}`);
