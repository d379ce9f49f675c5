import type { ApplicationDocumentsResponse, UpdateApplicationFilesFields } from '@bursary/domain/api-types';
import { REUSABLE_DOCUMENT_FIELDS, documentKindByField } from '@bursary/domain/options/document-kinds';
import { ROLE } from '@bursary/domain/roles';
import { badRequest, notFound } from '../../../utils/api-error';
import { getService } from '../../../utils/get-service';
import { contentDisposition } from '../../../utils/content-disposition';
import { requireAccount } from '../../../utils/require-account';
import { requireApplicant, requireOwnApplicationId } from '../../../utils/require-applicant';
import { requireBackOfficeActor, requireStaffActor } from '../../../utils/require-staff';
import { DOCUMENT_NOT_FOUND, STORED_FILE_POLICY, downloadName, type DocumentRow } from '../services/documents';
import { filesOf, firstFile, textField } from '../utils/multipart';
import { ownerOfLink, ownerOfUser } from '../services/resumable-uploads';
import { readRecordId } from '../../../utils/record-id';

const PREVIEWABLE = `Ask for one of: ${REUSABLE_DOCUMENT_FIELDS.join(', ')}.`;
const UNKNOWN_DOCTYPE = 'Ask for a document type such as id_document or fees_statement.';
// What a client sends when it has no marks to send (the field left empty, or an empty JSON value).
const NO_RESULTS = new Set(['', 'null', 'undefined', '[]', '{}']);
const RESULTS_ELSEWHERE =
  'Results are not sent with an application document. Send the transcript and its marks through the results link the bursary office e-mailed (POST /api/submitresults).';

// Staff and reviewers (within their pool) reach these routes too; each document they open is in the access log.
const sendDocument = async (ctx: any, row: DocumentRow, type: 'inline' | 'attachment', access: { via: string; applicationId: number }) => {
  if ((await requireAccount(ctx)).role !== ROLE.APPLICANT) {
    await getService('audit.audit-log').recordDocumentAccess(await requireBackOfficeActor(ctx), { ...access, documentId: row.id, field: row.field });
  }
  const file = await getService('application.documents').openToShow(row);
  ctx.set('Content-Type', row.mime);
  ctx.set('Content-Disposition', contentDisposition(type, downloadName(row.original_name, row.mime)));
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Content-Security-Policy', STORED_FILE_POLICY);
  ctx.body = file.body;
  ctx.length = file.size;
};

export default {
  // POST /api/updateapplicationfiles (multipart: file, filename, application_id); staff upload on an
  // applicant's behalf from the update form.
  async updateApplicationFiles(ctx: any) {
    const account = await requireAccount(ctx);
    // The spec's `results` (a transcript's marks) has nothing to go with here: this call takes the four
    // application documents only. Refused, never dropped with a 200 the client would believe.
    const results = textField(ctx, 'results' satisfies keyof UpdateApplicationFilesFields);
    if (!NO_RESULTS.has(String(results ?? '').trim())) throw badRequest(RESULTS_ELSEWHERE);
    if (account.role === ROLE.STAFF) {
      const applicationId = await requireOwnApplicationId(ctx, textField(ctx, 'application_id'));
      ctx.body = await getService('application.documents').uploadOnBehalf(await requireStaffActor(ctx), {
        applicationId,
        field: textField(ctx, 'filename'),
        upload: firstFile(ctx, 'file'),
      });
      return;
    }
    const { applicantId, userId } = await requireApplicant(ctx);
    const applicationId = await requireOwnApplicationId(ctx, textField(ctx, 'application_id'));
    ctx.body = await getService('application.documents').uploadApplicantDocument({
      applicantId,
      userId,
      applicationId,
      field: textField(ctx, 'filename'),
      upload: firstFile(ctx, 'file'),
    });
  },

  // GET /api/applicationdocuments?application_id
  async applicationDocuments(ctx: any) {
    const applicationId = await requireOwnApplicationId(ctx, ctx.query.application_id);
    const answer: ApplicationDocumentsResponse = { application_id: applicationId, documents: await getService('application.documents').list(applicationId) };
    ctx.body = answer;
  },

  // GET /api/getapplicantfile?application_id&filename: a preview, the previous cycle's when this one has none.
  async applicantFile(ctx: any) {
    const applicationId = await requireOwnApplicationId(ctx, ctx.query.application_id);
    const field = ctx.query.filename;
    if (!(REUSABLE_DOCUMENT_FIELDS as readonly unknown[]).includes(field)) throw badRequest(PREVIEWABLE);
    const row = await getService('application.documents').latest(applicationId, field);
    if (!row) throw notFound(DOCUMENT_NOT_FOUND);
    await sendDocument(ctx, row, 'inline', { via: 'getapplicantfile', applicationId });
  },

  // GET /api/downloadsupportingdoc?application_id&filename={document id}&doctype={field}
  async supportingDoc(ctx: any) {
    const applicationId = await requireOwnApplicationId(ctx, ctx.query.application_id);
    const kind = documentKindByField(ctx.query.doctype);
    if (!kind) throw badRequest(UNKNOWN_DOCTYPE);
    const documentId = readRecordId(ctx.query.filename, 'Give the id of the document as filename, a whole number.');
    const row = documentId !== null
      ? await getService('application.documents').find(applicationId, documentId, kind.field)
      : null;
    if (!row) throw notFound(DOCUMENT_NOT_FOUND);
    await sendDocument(ctx, row, 'attachment', { via: 'downloadsupportingdoc', applicationId });
  },

  // GET /api/uploadlink/:token: what a token upload page asks for.
  async uploadLink(ctx: any) {
    ctx.body = await getService('application.upload-links').describe(ctx.params.token);
  },

  // POST /api/uploadrequesteddocs (multipart: token, files of any of the requested documents under
  // their fields, or `<field>_upload` naming files sent through the link's resumable uploads)
  async uploadRequestedDocs(ctx: any) {
    const links = getService('application.upload-links');
    const opened = await links.open(textField(ctx, 'token'), 'documents_request');
    links.assertSameApplication(opened, textField(ctx, 'application_id'));
    ctx.body = await getService('application.resumable-uploads').withHeldFiles(
      ownerOfLink(opened.link.jti),
      opened.applicationId,
      ctx.request.body,
      (held) => getService('application.documents').uploadThroughLink({ opened, codes: links.requestedCodes(opened.link), files: filesOf(ctx, held) }),
    );
  },

  // POST /api/uploadsupportingdocs (multipart: application_id, files 5, 6, 7, 9 and 10 under their
  // fields, or `<field>_upload` naming files sent through /api/resumableuploads)
  async uploadSupportingDocs(ctx: any) {
    const { userId } = await requireApplicant(ctx);
    const applicationId = await requireOwnApplicationId(ctx, textField(ctx, 'application_id'));
    ctx.body = await getService('application.resumable-uploads').withHeldFiles(ownerOfUser(userId), applicationId, ctx.request.body, (held) =>
      getService('application.documents').uploadSupporting({ applicationId, userId, files: filesOf(ctx, held) }),
    );
  },
};
