import { getService } from '../../../utils/get-service';
import { requireApplicant, requireOwnApplicationId } from '../../../utils/require-applicant';
import { ApiError } from '../../../utils/api-error';

// The resumable path of POST /api/updateapplicationfiles (services/resumable-uploads.ts says how it
// works). Each call is checked here, as the applicant's own, before @tus/server answers it.
export default {
  // POST /api/resumableuploads: a new upload, refused before any byte when the multipart call would
  // refuse it (not the applicant's application, closed, submitted, not one of the four documents,
  // larger than the limit).
  async create(ctx: any) {
    const { applicantId, userId } = await requireApplicant(ctx);
    const uploads = getService('application.resumable-uploads');
    const announced = uploads.announced(ctx);
    const applicationId = await requireOwnApplicationId(ctx, announced.applicationId);
    const { kind, maxBytes } = await getService('application.documents').applicantDocumentRules({
      applicantId,
      applicationId,
      field: announced.field,
    });
    uploads.assertSize(announced.name, announced.length, maxBytes);
    await uploads.supersede({ userId, applicationId, field: kind.field });
    await uploads.handle(ctx, { applicantId, userId, applicationId, field: kind.field, name: announced.name, maxBytes });
  },

  // HEAD /api/resumableuploads/:id (how much has arrived) and PATCH (the next bytes): only the
  // login that started the upload; the last byte runs the multipart call's checks again.
  async resume(ctx: any) {
    const { applicantId, userId } = await requireApplicant(ctx);
    const uploads = getService('application.resumable-uploads');
    const upload = await uploads.ownUpload(ctx.params.id, userId);
    if (ctx.method !== 'HEAD' && ctx.method !== 'PATCH') {
      ctx.set('Allow', 'HEAD, PATCH');
      throw new ApiError(405, 'Ask how much of an upload has arrived with HEAD, and send the rest with PATCH.');
    }
    const { maxBytes } = await getService('application.documents').applicantDocumentRules({
      applicantId,
      applicationId: upload.applicationId,
      field: upload.field,
    });
    await uploads.handle(ctx, { applicantId, userId, ...upload, maxBytes });
  },
};
