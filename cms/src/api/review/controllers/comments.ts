import { commentSchema } from '@bursary/domain/schemas/comment';
import { getService } from '../../../utils/get-service';
import { requireBackOfficeActor } from '../../../utils/require-staff';
import { requireOwnApplicationId } from '../../../utils/require-applicant';
import { validateStaffForm } from '../utils/validate-staff-form';

export default {
  // POST /api/addcomment
  async add(ctx: any) {
    const staff = await requireBackOfficeActor(ctx);
    const applicationId = await requireOwnApplicationId(ctx, ctx.request.body?.application_id);
    const values = validateStaffForm(commentSchema, ctx.request.body);
    await getService('review.comments').add(staff, applicationId, values);
    ctx.body = { success: 'Comment Saved' };
  },

  // GET /api/getcomments?application_id
  async list(ctx: any) {
    const applicationId = await requireOwnApplicationId(ctx, ctx.query.application_id);
    ctx.body = await getService('review.comments').list(applicationId);
  },
};
