import type { TransferProgress } from '@bursary/web-ui/transfer';

export type RequestedDocument = { code: number; name: string; field: string };

/** One line per file of POST /api/uploadrequesteddocs and /api/uploadsupportingdocs. */
export type FileLine = { field: string; code: number; file: string; uploaded: boolean; message: string; reason?: string };

/** The answer of both multi-file uploads; a refusal of every file carries the same `files`. */
export type FilesAnswer = { success: string; files: FileLine[] };

export type FileToSend = { field: string; file: File };

export type SendFiles = (files: FileToSend[], onProgress: (progress: TransferProgress) => void) => Promise<FilesAnswer>;
