import type { TransferProgress } from '@bursary/web-ui/transfer';

export type RequestedDocument = { code: number; name: string; field: string };

/** A document an e-mailed link asks for, and whether it already arrived through the link. */
export type LinkDocument = RequestedDocument & { received: boolean };

/** One line per file of POST /api/uploadrequesteddocs and /api/uploadsupportingdocs. */
export type FileLine = { field: string; code: number; file: string; uploaded: boolean; message: string; reason?: string };

/** The answer of both multi-file uploads; a refusal of every file carries the same `files`. */
export type FilesAnswer = { success: string; files: FileLine[] };

/** POST /api/uploadrequesteddocs also says which of the link's documents have arrived. */
export type LinkFilesAnswer = FilesAnswer & { documents: LinkDocument[] };

export type FileToSend = { field: string; file: File };

export type SendFiles = (files: FileToSend[], onProgress: (progress: TransferProgress) => void) => Promise<FilesAnswer>;
