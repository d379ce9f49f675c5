import { applicantDocumentRules, uploadApplicantDocument } from '../documents/upload-applicant-document';
import { supportingDocumentRules, uploadSupportingDocuments } from '../documents/upload-supporting-documents';
import { uploadThroughLink } from '../documents/upload-through-link';
import { uploadOnBehalf } from '../documents/upload-on-behalf';
import { findDocument, latestDocument, listDocuments } from '../documents/list-documents';
import { openToShow } from '../documents/open-document';
import { flagRequestedDocuments } from '../../../db/documents';

// Applications' documents, for the controllers and the other features: each use case is a module
// of ../documents/ (checking a file, storing it with its row, uploading it each way, listing and
// opening documents); the SQL is cms/src/db/documents.ts, the bytes services/document-storage.ts.

// What the exports' downloads share with the documents' own.
export { safeFileName, downloadName } from '../documents/file-names';
export { DOCUMENT_NOT_FOUND, STORED_FILE_POLICY } from '../documents/open-document';
export type { DocumentRow } from '../../../db/documents';

const documents = () => ({
  applicantDocumentRules,
  uploadApplicantDocument,
  supportingDocumentRules,
  uploadSupporting: uploadSupportingDocuments,
  uploadOnBehalf,
  uploadThroughLink,
  list: listDocuments,
  find: findDocument,
  latest: latestDocument,
  openToShow,
  /** At start: flags the applications whose requested documents came before the flag was stored. */
  async backfillRequestedDocuments() {
    const count = await flagRequestedDocuments();
    if (count > 0) strapi.log.info(`Documents: ${count} applications flagged as having their requested documents, sent before the flag was stored.`);
  },
});

export type DocumentsService = ReturnType<typeof documents>;
export default documents;
