import { getService } from '../../../utils/get-service';
import { badRequest } from '../../../utils/api-error';
import { requireStaffActor } from '../../../utils/require-staff';
import { requireOwnApplicationId } from '../../../utils/require-applicant';
import { isPlainObject } from '../../../utils/validate-body';
import { readRecordId } from '../../../utils/record-id';

const GIVE_APPLICANT_ID = 'Give the applicant_id of the application\'s applicant as a whole number.';

const isSent = (value: unknown) => value !== undefined && value !== null && value !== '';

export default {
  // POST /api/sendocscompleted { applicant_id, application_id, status: 0 }
  async complete(ctx: any) {
    const staff = await requireStaffActor(ctx);
    const body = isPlainObject(ctx.request.body) ? ctx.request.body : {};
    if (isSent(body.status) && String(body.status) !== '0') throw badRequest('Send status 0 to mark the documents as completed.');
    const applicationId = await requireOwnApplicationId(ctx, body.application_id);
    // An applicant_id sent must be the application's applicant (0 matches no one).
    const applicantId = isSent(body.applicant_id) ? (readRecordId(body.applicant_id, GIVE_APPLICANT_ID) ?? 0) : null;

    const { applicant, mail } = await getService('review.documents-completed').complete(staff, applicationId, applicantId);
    if (!mail.ok) {
      // Set here rather than thrown: the error middleware hides the message of every 5xx.
      ctx.status = 502;
      ctx.body = {
        error: `The documents are marked as completed, but the e-mail to ${applicant.email} could not be sent. Click Documents completed again to resend it.`,
      };
      return;
    }
    ctx.body = { success: `Documents completed. ${applicant.first_name} ${applicant.last_name} has been e-mailed.` };
  },
};
