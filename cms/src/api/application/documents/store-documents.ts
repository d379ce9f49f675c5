import type { Knex } from 'knex';
import type { DocumentKind } from '@bursary/domain/options/document-kinds';
import { getService } from '../../../utils/get-service';
import { REQUESTED_DOCUMENT_CODES } from '@bursary/domain/application-standing';
import { documentFilesOfKind, refreshRequestedDocuments, type DocumentRow, type DocumentSource } from '../../../db/documents';
import type { CheckedUpload } from './check-upload';
import { summaryOf } from './document-summary';

const DOCUMENTS = 'api::application.document';

export type StoredColumns = { original_name: string; mime: string; storage_key: string; size: number; sha256: string };

export type Uploader = { source: DocumentSource; userId?: number | null };

const storage = () => getService('application.document-storage');

// Stores checked files, then runs `write` with the columns naming them in one transaction: a
// row only ever names a file that is whole on disk, and a failed write leaves no file behind.
export const withStoredFiles = async <T>(uploads: CheckedUpload[], write: (files: StoredColumns[], trx: Knex) => Promise<T>): Promise<T> => {
  const files: StoredColumns[] = [];
  const removeAll = () => Promise.all(files.map((file) => storage().remove(file.storage_key)));
  try {
    for (const upload of uploads) {
      const stored = await storage().store(upload.filepath);
      files.push({ original_name: upload.name, mime: upload.mime, storage_key: stored.storageKey, size: stored.size, sha256: stored.sha256 });
    }
    return await strapi.db.transaction(({ trx }) => write(files, trx));
  } catch (error) {
    await removeAll();
    throw error;
  }
};

export const withStoredFile = <T>(upload: CheckedUpload, write: (file: StoredColumns, trx: Knex) => Promise<T>): Promise<T> =>
  withStoredFiles([upload], ([file], trx) => write(file, trx));

const isRequested = (code: number) => (REQUESTED_DOCUMENT_CODES as readonly number[]).includes(code);

/**
 * A document's row for a stored file, in the transaction of withStoredFiles; a requested document
 * also works the application's "requested documents submitted" out again, in the same transaction.
 */
export const createDocumentRow = async (applicationId: number, kind: DocumentKind, file: StoredColumns, by: Uploader) => {
  const row = (await strapi.db.query(DOCUMENTS).create({
    data: {
      application: applicationId,
      code: kind.code,
      field: kind.field,
      ...file,
      source: by.source,
      uploaded_by: by.userId ?? null,
    },
  })) as DocumentRow;
  if (isRequested(kind.code)) await refreshRequestedDocuments(applicationId);
  return row;
};

// Adds a file to a document kind's list.
export const addDocument = async (applicationId: number, kind: DocumentKind, upload: CheckedUpload, by: Uploader) =>
  summaryOf(await withStoredFile(upload, (file) => createDocumentRow(applicationId, kind, file, by)));

// Puts a file in place of a kind's earlier ones: the new file is stored first, one transaction
// swaps the rows, and only then are the earlier files removed. A refused or failed upload
// leaves the earlier document whole.
export const replaceDocument = async (applicationId: number, kind: DocumentKind, upload: CheckedUpload, by: Uploader) => {
  let replaced: { id: number; storage_key: string }[] = [];
  const created = await withStoredFile(upload, async (file, trx) => {
    replaced = await documentFilesOfKind(applicationId, kind.code, trx);
    for (const { id } of replaced) await strapi.db.query(DOCUMENTS).delete({ where: { id } });
    return createDocumentRow(applicationId, kind, file, by);
  });
  await Promise.all(replaced.map((row) => storage().remove(row.storage_key)));
  return summaryOf(created);
};
