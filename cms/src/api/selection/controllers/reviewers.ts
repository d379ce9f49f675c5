import { inviteReviewerSchema } from '@bursary/domain/schemas/reviewer-invitation';
import { badRequest } from '../../../utils/api-error';
import { getService } from '../../../utils/get-service';
import { readRecordId } from '../../../utils/record-id';
import { requireOwnApplicationId } from '../../../utils/require-applicant';
import { requireStaffActor } from '../../../utils/require-staff';
import { isPlainObject } from '../../../utils/validate-body';
import { validateStaffForm } from '../../review/utils/validate-staff-form';
import { readYear } from '../../search/utils/search-request';

const GIVE_REVIEWER = 'Give reviewer_id: the user id of a reviewer, such as 12.';
const GIVE_USER = 'Give user_id: the user id of a reviewer, such as 12.';
const GIVE_YEAR = 'Give application_year as the year of the cycle, for example 2025.';

const bodyOf = (ctx: any): Record<string, unknown> => (isPlainObject(ctx.request.body) ? ctx.request.body : {});

const idIn = (value: unknown, message: string) => {
  const id = readRecordId(value, message);
  if (id === null) throw badRequest(message);
  return id;
};

const assignment = async (ctx: any) => {
  const body = bodyOf(ctx);
  return {
    staff: await requireStaffActor(ctx),
    applicationId: await requireOwnApplicationId(ctx, body.application_id),
    reviewerId: idIn(body.reviewer_id, GIVE_REVIEWER),
  };
};

const account = async (ctx: any) => ({ staff: await requireStaffActor(ctx), userId: idIn(bodyOf(ctx).user_id, GIVE_USER) });

export default {
  // GET /api/reviewers (ours, staff): reviewers and open invitations.
  async list(ctx: any) {
    ctx.body = await getService('selection.reviewers').list();
  },

  // POST /api/invitereviewer { email, first_name, last_name } (ours, staff).
  async invite(ctx: any) {
    const staff = await requireStaffActor(ctx);
    ctx.body = await getService('selection.reviewers').invite(staff, validateStaffForm(inviteReviewerSchema, ctx.request.body));
  },

  // POST /api/deactivatereviewer { user_id } (ours, staff): signs them out everywhere at once.
  async deactivate(ctx: any) {
    const { staff, userId } = await account(ctx);
    ctx.body = await getService('selection.reviewers').deactivate(staff, userId);
  },

  // POST /api/reactivatereviewer { user_id } (ours, staff).
  async reactivate(ctx: any) {
    const { staff, userId } = await account(ctx);
    ctx.body = await getService('selection.reviewers').reactivate(staff, userId);
  },

  // GET /api/reviewerinvitation/:token (ours, public): the invitation page's names and expiry.
  async invitation(ctx: any) {
    ctx.body = await getService('selection.reviewers').invitation(String(ctx.params.token ?? ''));
  },

  // POST /api/reviewerinvitation/:token { password, re_password } (ours, public): makes the account.
  async accept(ctx: any) {
    ctx.body = await getService('selection.reviewers').accept(String(ctx.params.token ?? ''), ctx.request.body);
  },

  // GET /api/getassignments?application_id (ours, staff).
  async assignments(ctx: any) {
    const applicationId = await requireOwnApplicationId(ctx, ctx.query.application_id);
    ctx.body = await getService('selection.review-assignments').of(applicationId);
  },

  // POST /api/assignreviewer { application_id, reviewer_id } (ours, staff).
  async assign(ctx: any) {
    const { staff, applicationId, reviewerId } = await assignment(ctx);
    ctx.body = await getService('selection.review-assignments').assign(staff, applicationId, reviewerId);
  },

  // POST /api/unassignreviewer { application_id, reviewer_id } (ours, staff).
  async unassign(ctx: any) {
    const { staff, applicationId, reviewerId } = await assignment(ctx);
    ctx.body = await getService('selection.review-assignments').unassign(staff, applicationId, reviewerId);
  },

  // POST /api/assignfrompool { reviewer_id, application_year, count } (ours, staff).
  async assignFromPool(ctx: any) {
    const staff = await requireStaffActor(ctx);
    const body = bodyOf(ctx);
    const reviewerId = idIn(body.reviewer_id, GIVE_REVIEWER);
    const year = body.application_year === undefined ? null : readYear(body.application_year);
    if (year === null) throw badRequest(GIVE_YEAR);
    ctx.body = await getService('selection.review-assignments').assignFromPool(staff, reviewerId, year, body.count);
  },
};
