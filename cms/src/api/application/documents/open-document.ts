import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { forbidden, notFound } from '../../../utils/api-error';
import { getService } from '../../../utils/get-service';
import type { DocumentRow } from '../../../db/documents';
import { hasActivePdfContent } from '../utils/pdf-active-content';

export const DOCUMENT_NOT_FOUND = 'Document not found.';

// Sent with every stored file, for a browser that opens one straight from the API rather than as
// the apps show it (from a blob: URL): no script, form, plugin or same-origin access for what it
// holds. Chromium's PDF viewer runs a PDF's own JavaScript all the same, hence openToShow.
export const STORED_FILE_POLICY = "sandbox; default-src 'none'";

const withheldMessage = (name: string) =>
  `${name} contains scripts or embedded files, so it is not opened here. A plain copy (printed to PDF, or scanned) can be uploaded in its place.`;

const openDocument = async (row: DocumentRow) => {
  const file = await getService('application.document-storage').open(row.storage_key);
  if (!file) {
    strapi.log.error(`Stored file of document ${row.id} is missing`);
    throw notFound(DOCUMENT_NOT_FOUND);
  }
  return file;
};

// A stored file for a browser to show or save. A PDF that uploads now refuse (scripts, launch
// actions, embedded files), stored before they did, is withheld rather than run.
export const openToShow = async (row: DocumentRow): Promise<{ body: Readable | Buffer; size: number }> => {
  const file = await openDocument(row);
  if (row.mime !== 'application/pdf') return { body: file.stream, size: file.size };
  const content = await buffer(file.stream);
  if (hasActivePdfContent(content)) throw forbidden(withheldMessage(row.original_name));
  return { body: content, size: content.length };
};
