import { uploadFailedMessage, uploadedMessage } from '@bursary/domain/files';
import type { DocumentKind } from '@bursary/domain/options/document-kinds';
import { ApiError } from '../../../utils/api-error';
import { getService } from '../../../utils/get-service';
import { checkUpload, isUpload, type CheckedUpload } from './check-upload';
import type { DocumentSummary } from './document-summary';
import { safeFileName } from './file-names';

/** What became of one file of a request of several: stored (with its document) or refused, and why. */
export type FileLine = { field: string; code: number; file: string; uploaded: boolean; message: string; reason?: string; document?: DocumentSummary };

// Checks each file of the requested kinds on its own, at the links' size: a line per file in the
// order sent (a refused one says why), and the files that passed. When every file is refused,
// the first refusal is the answer, with the lines.
export const checkEachUpload = async (kinds: DocumentKind[], uploads: Record<string, unknown[]>) => {
  const { token_upload_max_bytes: maxBytes } = await getService('portal.portal-content').settings();
  const files: FileLine[] = [];
  const accepted: { index: number; kind: DocumentKind; checked: CheckedUpload }[] = [];
  let firstRefusal: ApiError | null = null;
  for (const kind of kinds) {
    for (const upload of uploads[kind.field] ?? []) {
      const file = isUpload(upload) ? safeFileName(upload.originalFilename) : kind.name;
      try {
        const checked = await checkUpload(upload, { label: kind.name, maxBytes });
        accepted.push({ index: files.length, kind, checked });
        files.push({ field: kind.field, code: kind.code, file, uploaded: true, message: uploadedMessage(file) });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        firstRefusal ??= error;
        files.push({ field: kind.field, code: kind.code, file, uploaded: false, message: uploadFailedMessage(file), reason: error.message });
      }
    }
  }
  if (accepted.length === 0 && firstRefusal) throw new ApiError(firstRefusal.status, firstRefusal.message, { files });
  return { files, accepted };
};
