import { getService } from '../../../utils/get-service';
import { badRequest } from '../../../utils/api-error';
import { requireOwnApplicationId } from '../../../utils/require-applicant';
import { requireBackOfficeActor, requireStaffActor } from '../../../utils/require-staff';
import { STORED_FILE_POLICY, downloadName } from '../../application/services/documents';
import { DOCX_TYPE, type DocxKind } from '../services/application-docx';
import { sendDownload } from '../../../utils/downloads';
import { positiveId, yearOnly } from '../utils/query-params';
import { sendZip } from '../utils/zip-download';

const GIVE_APPLICANT = 'Give the applicant_id of the applicant.';
const DOCX_KINDS: readonly DocxKind[] = ['report', 'checklist'];

const cycleYear = async () => (await getService('portal.portal-content').settings()).cycle_year;

const audit = async (ctx: any, action: string, targetType: string, targetId: number | null, details: Record<string, unknown>) =>
  getService('audit.audit-log').record(await requireStaffActor(ctx), { action, targetType, targetId, details });

// A year's forms or checklists, one .docx per application.
const docxZip = (kind: DocxKind, filename: string, action: string) => async (ctx: any) => {
  const year = yearOnly(ctx.query.application_year, await cycleYear());
  await audit(ctx, action, 'application', null, { filename, application_year: year });
  await sendZip(ctx, { filename, entries: getService('exports.application-docx').entries(kind, year), withLength: false });
};

export default {
  // GET /api/getapplicantfileadmin?application_id&filename={document id | document type}
  async applicantFileAdmin(ctx: any) {
    const applicationId = await requireOwnApplicationId(ctx, ctx.query.application_id);
    const row = await getService('exports.staff-documents').find(applicationId, ctx.query.filename);
    await getService('audit.audit-log').recordDocumentAccess(await requireBackOfficeActor(ctx), { via: 'getapplicantfileadmin', applicationId, documentId: row.id, field: row.field });
    const file = await getService('application.documents').openToShow(row);
    sendDownload(ctx, file.body, { filename: downloadName(row.original_name, row.mime), type: row.mime, disposition: 'inline', length: file.size });
    ctx.set('Content-Security-Policy', STORED_FILE_POLICY);
  },

  // GET /api/getformchecklistfile?application_id&filename={report | checklist}
  async formChecklistFile(ctx: any) {
    const applicationId = await requireOwnApplicationId(ctx, ctx.query.application_id);
    const kind = ctx.query.filename as DocxKind;
    if (!DOCX_KINDS.includes(kind)) throw badRequest('Ask for filename=report (the application form) or filename=checklist.');
    const { filename, docx } = await getService('exports.application-docx').download(await requireStaffActor(ctx), kind, applicationId);
    sendDownload(ctx, docx, { filename, type: DOCX_TYPE });
  },

  // GET /api/downloadapplicantfolder?applicant_id: the cycle's files of one applicant.
  async applicantFolder(ctx: any) {
    const applicantId = positiveId(ctx.query.applicant_id, GIVE_APPLICANT);
    const folder = await getService('exports.file-entries').applicantFolder(applicantId);
    await audit(ctx, 'download.applicant_folder', 'applicant', applicantId, {
      filename: folder.filename,
      application_id: folder.applicationId,
      application_year: folder.cycleYear,
    });
    await sendZip(ctx, { filename: folder.filename, entries: folder.entries, withLength: true });
  },

  // GET /api/getapplicationfiles?application_year: every application's files of a year.
  async applicationFiles(ctx: any) {
    const year = yearOnly(ctx.query.application_year, await cycleYear());
    const files = await getService('exports.file-entries').yearFiles(year);
    await audit(ctx, 'download.application_files', 'application', null, { filename: files.filename, application_year: year });
    await sendZip(ctx, { filename: files.filename, entries: files.entries, withLength: true });
  },

  // GET /api/getchecklistfiles?application_year
  checklistFiles: docxZip('checklist', 'checklist.zip', 'download.checklist_files'),

  // GET /api/downloadapplicationfrom?application_year
  applicationForms: docxZip('report', 'applicationforms.zip', 'download.application_forms'),
};
