import { PASS_FAIL, RESULTS_PERIOD_VALUES, type PassFail, type ResultsPeriod } from '@bursary/domain/options/results-periods';
import { badRequest } from '../../../utils/api-error';
import { getService } from '../../../utils/get-service';
import { requireStaffActor } from '../../../utils/require-staff';
import { requireOwnApplicationId } from '../../../utils/require-applicant';
import { isPlainObject } from '../../../utils/validate-body';

const isPeriod = (value: unknown): value is ResultsPeriod => RESULTS_PERIOD_VALUES.includes(value as ResultsPeriod);
const isPassFail = (value: unknown): value is PassFail => PASS_FAIL.includes(value as PassFail);

export default {
  // GET /api/getresultsdata?application_id
  async list(ctx: any) {
    const applicationId = await requireOwnApplicationId(ctx, ctx.query.application_id);
    ctx.body = await getService('review.results').list(applicationId);
  },

  // POST /api/confirmresult { application_id, period, pass_fail }
  async confirm(ctx: any) {
    const staff = await requireStaffActor(ctx);
    const body = isPlainObject(ctx.request.body) ? ctx.request.body : {};
    const applicationId = await requireOwnApplicationId(ctx, body.application_id);
    if (!isPeriod(body.period)) throw badRequest('Select results period');
    if (!isPassFail(body.pass_fail)) throw badRequest('Select pass or fail');
    ctx.body = { success: await getService('review.results').confirm(staff, applicationId, body.period, body.pass_fail) };
  },
};
