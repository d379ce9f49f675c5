import { decisionSchema } from '@bursary/domain/schemas/decision';
import { DECISION_CHOICES, statusIdOf, type DecisionChoice } from '@bursary/domain/options/decisions';
import { getService } from '../../../utils/get-service';
import { requireStaffActor } from '../../../utils/require-staff';
import { requireOwnApplicationId } from '../../../utils/require-applicant';
import { isPlainObject } from '../../../utils/validate-body';
import { validateStaffForm } from '../utils/validate-staff-form';

const isChoice = (value: unknown): value is DecisionChoice =>
  DECISION_CHOICES.some((choice) => String(choice.value) === String(value));

// The form's radio (1 accept, 2 decline) may be sent as it is; it is saved as status_id 1 or 0.
const withStatusId = (body: unknown) => {
  if (!isPlainObject(body) || body.radio === undefined) return body;
  return { ...body, status_id: isChoice(body.radio) ? statusIdOf(Number(body.radio) as DecisionChoice) : undefined };
};

export default {
  // POST /api/addstatus
  async add(ctx: any) {
    const staff = await requireStaffActor(ctx);
    const applicationId = await requireOwnApplicationId(ctx, ctx.request.body?.application_id);
    const values = validateStaffForm(decisionSchema, withStatusId(ctx.request.body));
    ctx.body = { success: await getService('review.decisions').decide(staff, applicationId, values) };
  },

  // GET /api/getdecisions?application_id
  async list(ctx: any) {
    const applicationId = await requireOwnApplicationId(ctx, ctx.query.application_id);
    ctx.body = await getService('review.decisions').list(applicationId);
  },
};
