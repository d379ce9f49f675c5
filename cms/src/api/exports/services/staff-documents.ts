import { documentKindByField } from '@bursary/domain/options/document-kinds';
import { badRequest, notFound } from '../../../utils/api-error';
import { getService } from '../../../utils/get-service';
import { documentRow } from '../../../db/documents';
import { DOCUMENT_NOT_FOUND, type DocumentRow } from '../../application/services/documents';

const UNKNOWN_DOCUMENT = 'Ask for a document by its id, or by its type such as id_document or fees_statement.';

// The document panels of the applicant detail screen: one stored file of an application, named by
// its id (a panel's Doc1, Doc2, ...) or by its type (the latest of that type, as /api/getapplicantfile
// answers it: this application's, else the same applicant's from an earlier cycle).
const staffDocuments = () => ({
  async find(applicationId: number, filename: unknown): Promise<DocumentRow> {
    const name = Array.isArray(filename) ? filename[0] : filename;
    if (typeof name === 'string' && /^\d{1,15}$/.test(name)) {
      const row = await documentRow(applicationId, Number(name));
      if (!row) throw notFound(DOCUMENT_NOT_FOUND);
      return row;
    }
    const kind = documentKindByField(name);
    if (!kind) throw badRequest(UNKNOWN_DOCUMENT);
    const row = await getService('application.documents').latest(applicationId, kind.field);
    if (!row) throw notFound(DOCUMENT_NOT_FOUND);
    return row;
  },
});

export type StaffDocumentsService = ReturnType<typeof staffDocuments>;
export default staffDocuments;
