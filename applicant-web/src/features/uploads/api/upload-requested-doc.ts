import { uploadWithProgress } from '@bursary/web-ui/transfer';
import type { LinkFilesAnswer } from '../types';

/**
 * POST /api/uploadrequesteddocs (multipart: token, `<field>_upload`): stores one of the link's
 * documents, its bytes already sent and held through the link's resumable uploads (hold-file.ts).
 */
export function uploadRequestedDoc(token: string, field: string, heldId: string) {
  const body = new FormData();
  body.append('token', token);
  body.append(`${field}_upload`, heldId);
  return uploadWithProgress<LinkFilesAnswer>('/api/uploadrequesteddocs', body);
}
