import type { ApplicantDocumentField } from '@bursary/domain/options/document-kinds';
import { apiClient } from '@bursary/web-ui/api-client';

/** GET /api/getapplicantfile: the ID document or testimonial for a preview, last cycle's while this one has none. */
export const getApplicantFile = (applicationId: number, field: ApplicantDocumentField) =>
  apiClient.getBlob(`/api/getapplicantfile?application_id=${applicationId}&filename=${field}`);
