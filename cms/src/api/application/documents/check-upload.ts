import { fromFile } from 'file-type';
import { UNSUPPORTED_FILE_MESSAGE, fileTooLargeMessage, selectFileForMessage, type DetectedFileType } from '@bursary/domain/files';
import { ApiError, badRequest } from '../../../utils/api-error';
import { hasActiveMarkup } from '../utils/active-markup';
import { hasActivePdfFile } from '../utils/pdf-active-content';
import { safeFileName } from './file-names';

export const DOCUMENT_TYPES: readonly DetectedFileType[] = ['application/pdf', 'image/jpeg', 'image/png'];
export const RESULTS_TYPES: readonly DetectedFileType[] = [...DOCUMENT_TYPES, 'image/gif'];

// One file of a multipart request, as the body parser left it in a temp file.
export type Upload = { filepath: string; originalFilename?: string | null; size: number };

export type CheckedUpload = { filepath: string; name: string; size: number; mime: DetectedFileType };

export type UploadRules = { label: string; maxBytes: number; types?: readonly DetectedFileType[] };

export const isUpload = (value: unknown): value is Upload =>
  typeof value === 'object' && value !== null && typeof (value as Upload).filepath === 'string' && typeof (value as Upload).size === 'number';

// Judges a file by its content (never its name or declared type), then its size, then refuses
// one that is also a web page, and a PDF that could run code or carry files in a viewer.
export const checkUpload = async (upload: unknown, { label, maxBytes, types = DOCUMENT_TYPES }: UploadRules): Promise<CheckedUpload> => {
  if (!isUpload(upload)) throw badRequest(selectFileForMessage(label));
  const name = safeFileName(upload.originalFilename);
  if (upload.size === 0) throw badRequest(`${name} is empty. ${selectFileForMessage(label)}`);
  const detected = await fromFile(upload.filepath);
  const mime = detected?.mime as DetectedFileType | undefined;
  if (!mime || !types.includes(mime)) throw new ApiError(415, UNSUPPORTED_FILE_MESSAGE);
  if (upload.size > maxBytes) throw new ApiError(413, fileTooLargeMessage(name));
  if (await hasActiveMarkup(upload.filepath)) throw new ApiError(415, UNSUPPORTED_FILE_MESSAGE);
  if (mime === 'application/pdf' && (await hasActivePdfFile(upload.filepath))) throw new ApiError(415, UNSUPPORTED_FILE_MESSAGE);
  return { filepath: upload.filepath, name, size: upload.size, mime };
};
