import { getService } from '../../../utils/get-service';
import { LINK_TOKEN_HEADER, LINK_UPLOADS_PATH, ownerOfLink, type UploadTicket } from '../services/resumable-uploads';
import type { OpenedLink } from '../services/upload-links';

// What a file sent through this link may be: a document the link asks for, or its transcript, held
// for the call that names it (POST /api/uploadrequesteddocs or /api/submitresults).
const ticketFor = async (opened: OpenedLink, field: unknown, name: string): Promise<UploadTicket> => {
  const { field: checkedField, rules } = await getService('application.upload-links').fileRules(opened, field);
  return {
    owner: ownerOfLink(opened.link.jti),
    applicationId: opened.applicationId,
    field: checkedField,
    name,
    maxBytes: rules.maxBytes,
    complete: { hold: rules },
  };
};

// Resumable uploads through an e-mailed link (services/resumable-uploads.ts says how they work):
// every call carries the link's token in X-Link-Token and is refused once the link has expired,
// been revoked or been used up, as the link's own calls are.
export default {
  // POST /api/linkuploads: a new upload of one of the link's documents (filename = its field, or
  // "file" for a results link's transcript), refused by its announced size before any byte.
  async create(ctx: any) {
    const links = getService('application.upload-links');
    const uploads = getService('application.resumable-uploads');
    const opened = await links.openAny(ctx.get(LINK_TOKEN_HEADER));
    const announced = uploads.announced(ctx);
    links.assertSameApplication(opened, announced.applicationId);
    const ticket = await ticketFor(opened, announced.field, announced.name);
    uploads.assertSize(announced.name, announced.length, ticket.maxBytes);
    await uploads.supersede(ticket);
    await uploads.handle(ctx, LINK_UPLOADS_PATH, ticket);
  },

  // HEAD /api/linkuploads/:id and PATCH: only with the link that started the upload.
  async resume(ctx: any) {
    const opened = await getService('application.upload-links').openAny(ctx.get(LINK_TOKEN_HEADER));
    const uploads = getService('application.resumable-uploads');
    const upload = await uploads.ownUpload(ctx.params.id, ownerOfLink(opened.link.jti));
    uploads.assertResumeMethod(ctx);
    await uploads.handle(ctx, LINK_UPLOADS_PATH, await ticketFor(opened, upload.field, upload.name));
  },
};
