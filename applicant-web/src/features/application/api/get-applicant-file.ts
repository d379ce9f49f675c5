import type { ApplicantDocumentField } from '@bursary/domain/options/document-kinds';
import { apiClient } from '@bursary/web-ui/api-client';
import { applicantFilePath } from '@/lib/document-paths';

/** The ID document or testimonial for a preview, last cycle's while this one has none. */
export const getApplicantFile = (applicationId: number, field: ApplicantDocumentField) =>
  apiClient.getBlob(applicantFilePath({ application_id: applicationId, filename: field }));
