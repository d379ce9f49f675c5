import { uploadWithProgress, type TransferProgress } from '@bursary/web-ui/transfer';
import type { FileToSend, LinkFilesAnswer } from '../types';

/** POST /api/uploadrequesteddocs (multipart: token, a file of one of the link's documents under its field). */
export function uploadRequestedDoc(token: string, { field, file }: FileToSend, onProgress: (progress: TransferProgress) => void) {
  const body = new FormData();
  body.append('token', token);
  body.append(field, file);
  return uploadWithProgress<LinkFilesAnswer>('/api/uploadrequesteddocs', body, onProgress);
}
