import { uploadedMessage } from '@bursary/domain/files';
import { notFound } from '../../../utils/api-error';
import { getService } from '../../../utils/get-service';
import { applicationWithApplicant } from '../../../db/applications';
import { assertChangeable, assertOpenFor, assertThisCycle } from '../applications/application-window';
import { checkUpload } from './check-upload';
import { applicantDocumentKind } from './document-kinds';
import { replaceDocument } from './store-documents';
import { APPLICATION_NOT_FOUND } from '../../../utils/require-applicant';

type ApplicantDocument = { applicantId: number; applicationId: number; field: unknown };

// Whether the signed-in applicant may upload this document into this application now, and at
// what size: asked before a resumable upload takes its first byte and again when it completes.
export const applicantDocumentRules = async (input: ApplicantDocument) => {
  const application = await applicationWithApplicant(input.applicationId);
  if (!application) throw notFound(APPLICATION_NOT_FOUND);
  await assertOpenFor(input.applicantId);
  await assertThisCycle(application);
  assertChangeable(application);
  const { upload_max_bytes: maxBytes } = await getService('portal.portal-content').settings();
  return { kind: applicantDocumentKind(input.field), maxBytes: Number(maxBytes) };
};

// The signed-in applicant's upload of one of the four application documents, whether it came
// whole (multipart) or resumed (services/resumable-uploads): it takes the place of the earlier file.
export const uploadApplicantDocument = async (input: ApplicantDocument & { userId: number; upload: unknown }) => {
  const { kind, maxBytes } = await applicantDocumentRules(input);
  const checked = await checkUpload(input.upload, { label: kind.name, maxBytes });
  const document = await replaceDocument(input.applicationId, kind, checked, { source: 'applicant', userId: input.userId });
  return { success: uploadedMessage(checked.name), document };
};
