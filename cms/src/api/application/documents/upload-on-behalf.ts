import { uploadedMessage } from '@bursary/domain/files';
import { UPLOAD_MAX_BYTES } from '@bursary/domain/constants';
import { getService } from '../../../utils/get-service';
import type { StaffActor } from '../../../utils/require-staff';
import { checkUpload } from './check-upload';
import { applicantDocumentKind } from './document-kinds';
import { summaryOf } from './document-summary';
import { createDocumentRow, withStoredFile } from './store-documents';

// Staff on the update-on-behalf form: any application, submitted or not, at the form's 2 MB. The file
// is added beside the applicant's own (nothing of theirs is removed) and audited with it.
export const uploadOnBehalf = async (staff: StaffActor, input: { applicationId: number; field: unknown; upload: unknown }) => {
  const kind = applicantDocumentKind(input.field);
  const checked = await checkUpload(input.upload, { label: kind.name, maxBytes: UPLOAD_MAX_BYTES });
  const row = await withStoredFile(checked, async (file) => {
    const created = await createDocumentRow(input.applicationId, kind, file, { source: 'staff', userId: staff.userId });
    await getService('audit.audit-log').record(staff, {
      action: 'document.upload',
      targetType: 'application',
      targetId: input.applicationId,
      after: summaryOf(created),
      details: { field: kind.field, code: kind.code },
    });
    return created;
  });
  return { success: uploadedMessage(checked.name), document: summaryOf(row) };
};
