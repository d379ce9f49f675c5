import { uploadWithProgress, type TransferProgress } from '@bursary/web-ui/transfer';
import type { FilesAnswer, FileToSend } from '../types';

/** POST /api/uploadrequesteddocs (multipart: token, one file per requested document under its field). */
export function uploadRequestedDocs(token: string, files: FileToSend[], onProgress: (progress: TransferProgress) => void) {
  const body = new FormData();
  body.append('token', token);
  for (const { field, file } of files) body.append(field, file);
  return uploadWithProgress<FilesAnswer>('/api/uploadrequesteddocs', body, onProgress);
}
