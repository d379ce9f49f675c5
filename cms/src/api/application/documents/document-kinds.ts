import {
  APPLICANT_DOCUMENTS,
  documentKindByCode,
  documentKindByField,
  type DocumentCode,
  type DocumentKind,
} from '@bursary/domain/options/document-kinds';
import { badRequest } from '../../../utils/api-error';

// Which documents a call may send files for.

const CHOOSE_DOCUMENT = `Choose which document you are uploading: ${APPLICANT_DOCUMENTS.map((document) => document.label).join(', ')}.`;

/** A file sent for a document the request (or link) does not ask for. */
export const onlyTheseDocuments = (kinds: readonly DocumentKind[]) =>
  badRequest(`Only these documents can be uploaded here: ${kinds.map((kind) => kind.name).join(', ')}.`);

/** One of the four documents of the application itself, named by its field; else a 400 listing them. */
export const applicantDocumentKind = (field: unknown): DocumentKind => {
  const kind = APPLICANT_DOCUMENTS.some((document) => document.field === field) ? documentKindByField(field) : undefined;
  if (!kind) throw badRequest(CHOOSE_DOCUMENT);
  return kind;
};

// The kinds a request asks for; a file sent for any other document refuses the whole request.
export const requestedKinds = (codes: readonly DocumentCode[], files: Record<string, unknown[]>) => {
  const kinds = codes.map((code) => documentKindByCode(code)).filter((kind): kind is DocumentKind => Boolean(kind));
  const requested = new Set<string>(kinds.map((kind) => kind.field));
  if (Object.keys(files).some((field) => !requested.has(field))) {
    throw onlyTheseDocuments(kinds);
  }
  return kinds;
};
