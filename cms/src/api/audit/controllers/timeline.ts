import { TIMELINE_LIMIT_MAX, TIMELINE_PAGE } from '@bursary/domain/back-office-api';
import { badRequest } from '../../../utils/api-error';
import { getService } from '../../../utils/get-service';
import { requireOwnApplicationId } from '../../../utils/require-applicant';
import { requireStaffActor } from '../../../utils/require-staff';

const LIMIT_MESSAGE = `Give limit as a whole number from 1 to ${TIMELINE_LIMIT_MAX}, or leave it out for ${TIMELINE_PAGE}.`;

// How many entries to answer: the page size unless given ("show older" asks for more).
const readLimit = (raw: unknown) => {
  if (raw === undefined) return TIMELINE_PAGE;
  const limit = typeof raw === 'string' && /^\d{1,4}$/.test(raw) ? Number(raw) : NaN;
  if (!(limit >= 1 && limit <= TIMELINE_LIMIT_MAX)) throw badRequest(LIMIT_MESSAGE);
  return limit;
};

export default {
  // GET /api/gettimeline?application_id&limit (ours): the applicant's story, newest first.
  async show(ctx: any) {
    const applicationId = await requireOwnApplicationId(ctx, ctx.query.application_id);
    const limit = readLimit(ctx.query.limit);
    ctx.body = await getService('audit.timeline').show(await requireStaffActor(ctx), applicationId, limit);
  },
};
