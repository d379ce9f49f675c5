import { array, number, object, type InferType } from 'yup';
import { DOCUMENT_CODES, documentKindByCode } from '../options/document-kinds.js';
import { bodyField, ccRecipientsField, subjectField, toRecipientsField } from './email-recipients.js';

const SELECT_DOCUMENT_MESSAGE = 'Select document';

function requiredDocumentCode() {
  return number()
    .typeError(SELECT_DOCUMENT_MESSAGE)
    .required(SELECT_DOCUMENT_MESSAGE)
    .oneOf(DOCUMENT_CODES, SELECT_DOCUMENT_MESSAGE);
}

const requestedDocumentsField = array()
  .of(requiredDocumentCode())
  .required(SELECT_DOCUMENT_MESSAGE)
  .min(1, SELECT_DOCUMENT_MESSAGE)
  .test('distinct-documents', function distinctDocuments(codes) {
    const kinds = (codes ?? []).map(documentKindByCode).filter((kind) => kind !== undefined);
    const repeated = kinds.find((kind, index) => kinds.indexOf(kind) !== index);
    if (!repeated) return true;
    return this.createError({ message: `${repeated.name} is already selected` });
  });

export const documentsRequestSchema = object({
  to: toRecipientsField(),
  cc: ccRecipientsField(),
  subject: subjectField(),
  body: bodyField(),
  field: requestedDocumentsField,
}).noUnknown();

export type DocumentsRequestValues = InferType<typeof documentsRequestSchema>;
