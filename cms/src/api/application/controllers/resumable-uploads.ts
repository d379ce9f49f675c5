import { getService } from '../../../utils/get-service';
import { requireApplicant, requireOwnApplicationId } from '../../../utils/require-applicant';
import { RESUMABLE_PATH, ownerOfUser, type UploadTicket } from '../services/resumable-uploads';
import { SUPPORTING_DOCUMENT_CODES, documentKindByCode } from '@bursary/domain/options/document-kinds';

type Applicant = { applicantId: number; userId: number };

// What the signed-in applicant may upload into this application now, as the multipart call would
// allow it: one of the four application documents (stored on its last byte, as
// POST /api/updateapplicationfiles), or a supporting document of /uploaddocs once selected (held for
// POST /api/uploadsupportingdocs).
const ticketFor = async ({ applicantId, userId }: Applicant, applicationId: number, field: unknown, name: string): Promise<UploadTicket> => {
  const documents = getService('application.documents');
  const owner = ownerOfUser(userId);
  if (SUPPORTING_DOCUMENT_CODES.some((code) => documentKindByCode(code)?.field === field)) {
    const { kind, rules } = await documents.supportingDocumentRules({ applicationId, field });
    return { owner, applicationId, field: kind.field, name, maxBytes: rules.maxBytes, complete: { hold: rules } };
  }
  const { kind, maxBytes } = await documents.applicantDocumentRules({ applicantId, applicationId, field });
  const store = (upload: unknown) => documents.uploadApplicantDocument({ applicantId, userId, applicationId, field: kind.field, upload });
  return { owner, applicationId, field: kind.field, name, maxBytes, complete: { store } };
};

// The signed-in applicant's resumable uploads (services/resumable-uploads.ts says how they work).
// Each call is checked here, as the applicant's own, before @tus/server answers it.
export default {
  // POST /api/resumableuploads: a new upload, refused before any byte when the multipart call would
  // refuse it (not the applicant's application, closed, submitted or not selected, not a document
  // taken here, larger than the limit).
  async create(ctx: any) {
    const applicant = await requireApplicant(ctx);
    const uploads = getService('application.resumable-uploads');
    const announced = uploads.announced(ctx);
    const applicationId = await requireOwnApplicationId(ctx, announced.applicationId);
    const ticket = await ticketFor(applicant, applicationId, announced.field, announced.name);
    uploads.assertSize(announced.name, announced.length, ticket.maxBytes);
    await uploads.supersede(ticket);
    await uploads.handle(ctx, RESUMABLE_PATH, ticket);
  },

  // HEAD /api/resumableuploads/:id (how much has arrived) and PATCH (the next bytes): only the
  // login that started the upload; the last byte runs the multipart call's checks again.
  async resume(ctx: any) {
    const applicant = await requireApplicant(ctx);
    const uploads = getService('application.resumable-uploads');
    const upload = await uploads.ownUpload(ctx.params.id, ownerOfUser(applicant.userId));
    uploads.assertResumeMethod(ctx);
    await uploads.handle(ctx, RESUMABLE_PATH, await ticketFor(applicant, upload.applicationId, upload.field, upload.name));
  },
};
