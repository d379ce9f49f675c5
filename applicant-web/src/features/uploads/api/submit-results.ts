import type { SubmitResultsFields, SubmitResultsResponse } from '@bursary/domain/api-types';
import type { ResultsUploadValues } from '@bursary/domain/schemas/results-upload';
import { multipartOf, uploadWithProgress, type TransferProgress } from '@bursary/web-ui/transfer';

type SubmitResultsAnswer = Extract<SubmitResultsResponse, { success: string }>;

/** POST /api/submitresults (multipart: token, results as JSON, the transcript file and its fileName). */
export function submitResults(
  token: string,
  results: ResultsUploadValues,
  file: File | null,
  onProgress: (progress: TransferProgress) => void,
) {
  const body = multipartOf<SubmitResultsFields>({ token, results: JSON.stringify(results), file: file ?? undefined, fileName: file?.name });
  return uploadWithProgress<SubmitResultsAnswer>('/api/submitresults', body, onProgress);
}
