import { uploadWithProgress } from '@bursary/web-ui/transfer';
import type { FilesAnswer } from '../types';

/**
 * POST /api/uploadsupportingdocs (multipart: application_id, `<field>_upload` for each document):
 * stores the supporting documents together, their bytes already sent and held through the
 * resumable uploads (hold-file.ts).
 */
export function uploadSupportingDocs(applicationId: number, heldIds: Record<string, string>) {
  const body = new FormData();
  body.append('application_id', String(applicationId));
  for (const [field, heldId] of Object.entries(heldIds)) body.append(`${field}_upload`, heldId);
  return uploadWithProgress<FilesAnswer>('/api/uploadsupportingdocs', body);
}
