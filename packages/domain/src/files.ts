import { ACCEPTED_MIME_TYPES, UPLOAD_MAX_BYTES } from './constants.js';
import { APPLICANT_DOCUMENTS, type ApplicantDocumentField } from './options/document-kinds.js';

export const UNSUPPORTED_FILE_MESSAGE = 'file format unsupported. Upload PDF or IMAGE file';
export const SELECT_FILE_MESSAGE = 'Select file';

export function selectFileForMessage(label: string): string {
  return `Select file for ${label}`;
}

/** The staff update form's wording when Upload is pressed with no file chosen. */
export function selectFileOnUpdateFormMessage(label: string): string {
  return `Select File for ${label}`;
}

export function uploadFileForMessage(label: string): string {
  return `Upload file for ${label}`;
}

// Every page states 2 MB, the token pages included, although those accept up to 5097152 bytes.
export function fileTooLargeMessage(fileName: string): string {
  return `${fileName} is larger than 2 MB. Compress the file and upload again`;
}

export function uploadedMessage(fileName: string): string {
  return `${fileName} uploaded successfully.`;
}

export function uploadFailedMessage(fileName: string): string {
  return `${fileName} failed to upload`;
}

export function filesSubmittedMessage(count: number): string {
  return `${count} file/s submitted successfully. Thank you`;
}

export type FileFacts = {
  name: string;
  size: number;
  type: string;
};

export type FileRules = {
  maxBytes?: number;
  acceptedTypes?: readonly string[];
};

/** What is wrong with a chosen file before it is sent, or null. The server decides by content, not by type. */
export function fileProblem(
  file: FileFacts,
  { maxBytes = UPLOAD_MAX_BYTES, acceptedTypes = ACCEPTED_MIME_TYPES }: FileRules = {},
): string | null {
  if (!acceptedTypes.includes(file.type)) return UNSUPPORTED_FILE_MESSAGE;
  if (file.size > maxBytes) return fileTooLargeMessage(file.name);
  return null;
}

export function uploadProgress(loaded: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.min(100, Math.max(0, Math.round((loaded / total) * 100)));
}

/** A file's size as people read it: "740 KB", "1.8 MB" (never "0 KB"). */
export function fileSizeLabel(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** "Upload file for {label}" for the first of the four application documents not yet uploaded, or null. */
export function missingUploadMessage(
  uploaded: Readonly<Partial<Record<ApplicantDocumentField, boolean>>>,
): string | null {
  const missing = APPLICANT_DOCUMENTS.find((document) => !uploaded[document.field]);
  return missing ? uploadFileForMessage(missing.label) : null;
}

export type DetectedFileType = 'application/pdf' | 'image/jpeg' | 'image/png' | 'image/gif';

const SIGNATURES: readonly { type: DetectedFileType; bytes: readonly number[] }[] = [
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38] },
];

/** The type a file really has, from its first bytes (magic numbers); null when it is none of the accepted kinds. */
export function detectFileType(head: Uint8Array): DetectedFileType | null {
  const match = SIGNATURES.find(({ bytes }) => bytes.every((byte, index) => head[index] === byte));
  return match?.type ?? null;
}
