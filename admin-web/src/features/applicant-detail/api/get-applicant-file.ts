import { apiClient } from '@bursary/web-ui/api-client';
import useSWR from 'swr';

/** GET /api/getapplicantfileadmin?application_id&filename={document id}: one stored file, for the viewer. */
export const getApplicantFile = (applicationId: number, documentId: number) =>
  apiClient.getBlob(`/api/getapplicantfileadmin?application_id=${applicationId}&filename=${documentId}`);

// Stored files never change, so each is fetched once and kept as a blob: URL for as long as the
// screen is open (the viewer, its tabs and Print all use the same one; the browser frees it on leaving).
export function useApplicantFileUrl(applicationId: number, documentId: number) {
  return useSWR(
    ['/api/getapplicantfileadmin', applicationId, documentId],
    async () => URL.createObjectURL(await getApplicantFile(applicationId, documentId)),
    { revalidateIfStale: false, revalidateOnFocus: false, revalidateOnReconnect: false },
  );
}
