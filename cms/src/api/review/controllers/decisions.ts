import { decisionSchema } from '@bursary/domain/schemas/decision';
import { DECISION_CHOICES, statusIdOf, type DecisionChoice } from '@bursary/domain/options/decisions';
import { getService } from '../../../utils/get-service';
import { requireStaffActor } from '../../../utils/require-staff';
import { requireOwnApplicationId } from '../../../utils/require-applicant';
import { isPlainObject } from '../../../utils/validate-body';
import { badRequest } from '../../../utils/api-error';
import { readRecordId } from '../../../utils/record-id';
import { BULK_DECISION_MAX } from '@bursary/domain/back-office-api';
import { validateStaffForm } from '../utils/validate-staff-form';

const isChoice = (value: unknown): value is DecisionChoice =>
  DECISION_CHOICES.some((choice) => String(choice.value) === String(value));

// The form's radio (1 accept, 2 decline) may be sent as it is; it is saved as status_id 1 or 0.
const withStatusId = (body: unknown) => {
  if (!isPlainObject(body) || body.radio === undefined) return body;
  return { ...body, status_id: isChoice(body.radio) ? statusIdOf(Number(body.radio) as DecisionChoice) : undefined };
};

const IDS_MESSAGE = `Choose the applications to decide: application_ids, a list of 1 to ${BULK_DECISION_MAX} application ids.`;

// The ids, each once, in the order given; an id no record can have is kept and refused as not found.
const readApplicationIds = (raw: unknown): number[] => {
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > BULK_DECISION_MAX) throw badRequest(IDS_MESSAGE);
  return [...new Set(raw.map((id) => readRecordId(id, IDS_MESSAGE) ?? 0))];
};

export default {
  // POST /api/addstatus
  async add(ctx: any) {
    const staff = await requireStaffActor(ctx);
    const applicationId = await requireOwnApplicationId(ctx, ctx.request.body?.application_id);
    const values = validateStaffForm(decisionSchema, withStatusId(ctx.request.body));
    ctx.body = { success: await getService('review.decisions').decide(staff, applicationId, values) };
  },

  // POST /api/addstatuses (ours): { application_ids, status_id (or radio), note, subject_to }, the grid's bulk decision.
  async addMany(ctx: any) {
    const staff = await requireStaffActor(ctx);
    const { application_ids: rawIds, ...decision } = isPlainObject(ctx.request.body) ? ctx.request.body : ({} as Record<string, unknown>);
    const applicationIds = readApplicationIds(rawIds);
    const values = validateStaffForm(decisionSchema, withStatusId(decision));
    ctx.body = await getService('review.decisions').decideMany(staff, applicationIds, values);
  },

  // GET /api/getdecisions?application_id
  async list(ctx: any) {
    const applicationId = await requireOwnApplicationId(ctx, ctx.query.application_id);
    ctx.body = await getService('review.decisions').list(applicationId);
  },
};
