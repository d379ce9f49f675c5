import { filesSubmittedMessage, selectFileForMessage } from '@bursary/domain/files';
import {
  OPTIONAL_UPLOAD_CODES,
  SUPPORTING_DOCUMENT_CODES,
  documentKindByCode,
  type DocumentKind,
} from '@bursary/domain/options/document-kinds';
import { ACCEPT_DECLINE } from '@bursary/domain/constants';
import { badRequest, forbidden, notFound } from '../../../utils/api-error';
import { getService } from '../../../utils/get-service';
import { applicationWithApplicant } from '../../../db/applications';
import type { UploadRules } from './check-upload';
import { checkEachUpload } from './check-each-upload';
import { onlyTheseDocuments, requestedKinds } from './document-kinds';
import { addDocument } from './store-documents';
import { APPLICATION_NOT_FOUND } from '../../../utils/require-applicant';

// /uploaddocs/{application_id}: the documents the applicant sends once their application is
// selected (the spec's four, and the signed pledge letter when the applicant has it).

const NOT_SELECTED = 'Supporting documents can be uploaded once your application has been selected.';
const isOptional = (kind: DocumentKind) => OPTIONAL_UPLOAD_CODES.includes(kind.code);

const assertSelected = async (applicationId: number) => {
  const application = await applicationWithApplicant(applicationId);
  if (!application) throw notFound(APPLICATION_NOT_FOUND);
  if (Number(application.accept_decline) !== ACCEPT_DECLINE.ACCEPTED) throw forbidden(NOT_SELECTED);
};

// Whether the signed-in applicant may send this supporting document now (the application
// selected), and at what size: asked before a resumable upload of it starts.
export const supportingDocumentRules = async (input: { applicationId: number; field: unknown }) => {
  await assertSelected(input.applicationId);
  const kinds = SUPPORTING_DOCUMENT_CODES.map((code) => documentKindByCode(code)!);
  const kind = kinds.find((supporting) => supporting.field === input.field);
  if (!kind) throw onlyTheseDocuments(kinds);
  const { token_upload_max_bytes: maxBytes } = await getService('portal.portal-content').settings();
  return { kind, rules: { label: kind.name, maxBytes: Number(maxBytes) } satisfies UploadRules };
};

// Every requested document needs a file (the acceptance letter and the signed pledge letter may
// be left out), nothing else is taken, and each file is then stored or refused on its own.
export const uploadSupportingDocuments = async (input: { applicationId: number; userId: number; files: Record<string, unknown[]> }) => {
  await assertSelected(input.applicationId);
  const kinds = requestedKinds(SUPPORTING_DOCUMENT_CODES, input.files);
  const isMissing = (kind: DocumentKind) => (input.files[kind.field] ?? []).length === 0;
  const missing = kinds.find((kind) => !isOptional(kind) && isMissing(kind)) ?? (kinds.every(isMissing) ? kinds[0] : undefined);
  if (missing) throw badRequest(selectFileForMessage(missing.name));

  const { files, accepted } = await checkEachUpload(kinds, input.files);
  for (const { index, kind, checked } of accepted) {
    const document = await addDocument(input.applicationId, kind, checked, { source: 'applicant', userId: input.userId });
    files[index] = { ...files[index], document };
  }
  return { success: filesSubmittedMessage(accepted.length), files };
};
