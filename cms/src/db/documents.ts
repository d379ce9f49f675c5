import type { Knex } from 'knex';
import { hasRequestedDocuments } from '@bursary/domain/application-standing';
import { currentConnection, knexOf } from './connection';
import { WITH_REQUESTED_DOCUMENTS } from './application-sql';
import { LINK, TABLE } from './tables';

// The hand-written statements on applications' documents (rows are written and removed through
// Strapi's query engine, by uid). A document's file is on disk under its storage_key
// (api/application/services/document-storage.ts); its row says what the file is.

const OWNER = LINK.documentApplication;
const APPLICANT = LINK.applicationApplicant;

/** Who sent a document: the applicant signed in, someone through an e-mailed link, or staff. */
export type DocumentSource = 'applicant' | 'token_link' | 'staff';

export type DocumentRow = {
  id: number;
  field: string;
  code: number;
  original_name: string;
  size: number;
  mime: string;
  storage_key: string;
  source: DocumentSource;
  created_at: unknown;
};

const COLUMNS = ['d.id', 'd.code', 'd.field', 'd.original_name', 'd.size', 'd.mime', 'd.storage_key', 'd.source', 'd.created_at'];

// An application's documents, as `d`: in the caller's transaction when it gives one.
const documentsOf = (applicationId: number, trx?: Knex) =>
  knexOf(trx)(`${TABLE.documents} as d`)
    .join(`${OWNER.table} as l`, `l.${OWNER.document}`, 'd.id')
    .where(`l.${OWNER.application}`, applicationId);

/** An application's documents, by code, oldest first. */
export const documentRows = (applicationId: number): Promise<DocumentRow[]> =>
  documentsOf(applicationId).orderBy([{ column: 'd.code' }, { column: 'd.id' }]).select(COLUMNS);

/** One of an application's documents, by its id (and field, when given), or undefined. */
export const documentRow = (applicationId: number, documentId: number, field?: string): Promise<DocumentRow | undefined> =>
  documentsOf(applicationId)
    .where({ 'd.id': documentId, ...(field !== undefined && { 'd.field': field }) })
    .first(COLUMNS);

/** An application's latest document under a field, or undefined. */
export const latestDocumentRow = (applicationId: number, field: string): Promise<DocumentRow | undefined> =>
  documentsOf(applicationId).where('d.field', field).orderBy('d.id', 'desc').first(COLUMNS);

/** An applicant's latest document under a field from a cycle before `year` (the latest such cycle's), or undefined. */
export const earlierCycleDocumentRow = (applicantId: number, year: number, field: string): Promise<DocumentRow | undefined> =>
  knexOf()(`${TABLE.documents} as d`)
    .join(`${OWNER.table} as l`, `l.${OWNER.document}`, 'd.id')
    .join(`${TABLE.applications} as a`, 'a.id', `l.${OWNER.application}`)
    .join(`${APPLICANT.table} as al`, `al.${APPLICANT.application}`, 'a.id')
    .where(`al.${APPLICANT.applicant}`, applicantId)
    .andWhere('a.application_year', '<', year)
    .andWhere('d.field', field)
    .orderBy([{ column: 'a.application_year', order: 'desc' }, { column: 'd.id', order: 'desc' }])
    .first(COLUMNS);

/** An application's files of a document kind (by code), read in the transaction that replaces them. */
export const documentFilesOfKind = (applicationId: number, code: number, trx: Knex): Promise<{ id: number; storage_key: string }[]> =>
  documentsOf(applicationId, trx).where('d.code', code).select('d.id', 'd.storage_key');

/** The fields an application has at least one document under. */
export const documentFieldsOf = async (applicationId: number): Promise<string[]> => {
  const rows: { field: string }[] = await documentsOf(applicationId).distinct('d.field');
  return rows.map((row) => row.field);
};

// "Requested documents submitted" (applications.requested_docs_submitted), kept as documents are added.

/** Works the application's flag out again from its documents' kinds, in the caller's transaction when there is one. */
export const refreshRequestedDocuments = async (applicationId: number) => {
  const connection = await currentConnection();
  const codes = await documentsOf(applicationId, connection).distinct('d.code').pluck('d.code');
  await connection(TABLE.applications).where({ id: applicationId }).update({ requested_docs_submitted: hasRequestedDocuments(codes.map(Number)) });
};

/** Flags the applications whose documents say so and whose flag does not (those stored before it was); answers how many. */
export const flagRequestedDocuments = async (): Promise<number> =>
  knexOf()(TABLE.applications)
    .whereRaw(`id in (${WITH_REQUESTED_DOCUMENTS})`)
    .where((query) => query.whereNot('requested_docs_submitted', true).orWhereNull('requested_docs_submitted'))
    .update({ requested_docs_submitted: true });
