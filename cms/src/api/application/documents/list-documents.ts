import { DOCUMENT_KINDS } from '@bursary/domain/options/document-kinds';
import { applicationWithApplicant } from '../../../db/applications';
import { documentRow, documentRows, earlierCycleDocumentRow, latestDocumentRow, type DocumentRow } from '../../../db/documents';
import { summaryOf } from './document-summary';

// When a document was sent, as ISO text, from what the driver gives (a Date, text, or milliseconds).
const timestamp = (value: unknown) => {
  if (value === null || value === undefined) return null;
  const date = new Date(typeof value === 'string' && !/^\d+$/.test(value) ? value : Number(value));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
};

// Every kind in code order with its files, oldest first.
export const listDocuments = async (applicationId: number) => {
  const rows = await documentRows(applicationId);
  return DOCUMENT_KINDS.map((kind) => ({
    code: kind.code,
    name: kind.name,
    field: kind.field,
    files: rows
      .filter((row) => Number(row.code) === kind.code)
      .map((row) => ({ ...summaryOf(row), source: row.source, uploaded_at: timestamp(row.created_at) })),
  }));
};

export const findDocument = async (applicationId: number, documentId: number, field: string): Promise<DocumentRow | null> =>
  (await documentRow(applicationId, documentId, field)) ?? null;

// The latest file of a kind, or, when this application has none, the same applicant's latest
// from an earlier cycle (a returning applicant's saved ID and testimonial).
export const latestDocument = async (applicationId: number, field: string): Promise<DocumentRow | null> => {
  const current = await latestDocumentRow(applicationId, field);
  if (current) return current;
  const application = await applicationWithApplicant(applicationId);
  if (!application) return null;
  return (await earlierCycleDocumentRow(application.applicant_id, application.application_year, field)) ?? null;
};
