import type { DocumentRow } from '../../../db/documents';

/** A document as the answers show it: what it is, never where it is stored. */
export type DocumentSummary = Pick<DocumentRow, 'id' | 'field' | 'code' | 'original_name' | 'size' | 'mime'>;

// Numbers as numbers, whatever the driver gave back (the size, a biginteger, can come as a string).
export const summaryOf = (row: DocumentRow): DocumentSummary => ({
  id: Number(row.id),
  field: row.field,
  code: Number(row.code),
  original_name: row.original_name,
  size: Number(row.size),
  mime: row.mime,
});
