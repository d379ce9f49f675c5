import type { ConnectionState } from '@bursary/web-ui/api/resumable-upload';

export type RequestedDocument = { code: number; name: string; field: string };

/** A document an e-mailed link asks for, and whether it already arrived through the link. */
export type LinkDocument = RequestedDocument & { received: boolean };

/** One line per file of POST /api/uploadrequesteddocs and /api/uploadsupportingdocs. */
export type FileLine = { field: string; code: number; file: string; uploaded: boolean; message: string; reason?: string };

/** The answer of both multi-file uploads; a refusal of every file carries the same `files`. */
export type FilesAnswer = { success: string; files: FileLine[] };

/** POST /api/uploadrequesteddocs also says which of the link's documents have arrived. */
export type LinkFilesAnswer = FilesAnswer & { documents: LinkDocument[] };

/** How a file's resumable upload is going: its percent, and whether it waits for the connection to come back. */
export type FileTransferEvents = { onProgress: (percent: number) => void; onConnection: (state: ConnectionState) => void };

/** Sends a document's file ahead and has the cms hold it: resolves with the id its call names it by. */
export type HoldFile = (field: string, file: File, events: FileTransferEvents) => Promise<string>;

/** Stores the held files (by field) with the call that takes them. */
export type StoreHeldFiles = (heldIds: Record<string, string>) => Promise<FilesAnswer>;
