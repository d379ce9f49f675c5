import { uploadWithProgress, type TransferProgress } from '@bursary/web-ui/transfer';
import type { FilesAnswer, FileToSend } from '../types';

/** POST /api/uploadsupportingdocs (multipart: application_id, the files of documents 5, 6, 7 and 9 under their fields). */
export function uploadSupportingDocs(
  applicationId: number,
  files: FileToSend[],
  onProgress: (progress: TransferProgress) => void,
) {
  const body = new FormData();
  body.append('application_id', String(applicationId));
  for (const { field, file } of files) body.append(field, file);
  return uploadWithProgress<FilesAnswer>('/api/uploadsupportingdocs', body, onProgress);
}
