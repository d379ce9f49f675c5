import type { ResultsUploadValues } from '@bursary/domain/schemas/results-upload';
import { uploadWithProgress, type TransferProgress } from '@bursary/web-ui/transfer';

type SubmitResultsAnswer = { success: string };

/** POST /api/submitresults (multipart: token, results as JSON, the transcript file and its fileName). */
export function submitResults(
  token: string,
  results: ResultsUploadValues,
  file: File | null,
  onProgress: (progress: TransferProgress) => void,
) {
  const body = new FormData();
  body.append('token', token);
  body.append('results', JSON.stringify(results));
  if (file) {
    body.append('file', file);
    body.append('fileName', file.name);
  }
  return uploadWithProgress<SubmitResultsAnswer>('/api/submitresults', body, onProgress);
}
