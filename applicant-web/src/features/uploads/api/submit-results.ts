import type { SubmitResultsFields, SubmitResultsResponse } from '@bursary/domain/api-types';
import type { ResultsUploadValues } from '@bursary/domain/schemas/results-upload';
import { multipartOf, uploadWithProgress } from '@bursary/web-ui/transfer';

type SubmitResultsAnswer = Extract<SubmitResultsResponse, { success: string }>;

/**
 * POST /api/submitresults (multipart: token, results as JSON, the transcript and its fileName): the
 * transcript's bytes already sent and held through the link's resumable uploads (holdLinkFile),
 * named as file_upload.
 */
export function submitResults(token: string, results: ResultsUploadValues, transcript: { heldId: string; name: string } | null) {
  const body = multipartOf<SubmitResultsFields>({
    token,
    results: JSON.stringify(results),
    file_upload: transcript?.heldId,
    fileName: transcript?.name,
  });
  return uploadWithProgress<SubmitResultsAnswer>('/api/submitresults', body);
}
