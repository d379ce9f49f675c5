import { badRequest } from '../../../utils/api-error';
import { getService } from '../../../utils/get-service';
import { readYear } from '../../search/utils/search-request';

const YEAR_MESSAGE = 'Give application_year as the year of the cycle, for example 2025.';

export default {
  // GET /api/getbudget?application_year (ours): the cycle's budget, committed, paid and left.
  async show(ctx: any) {
    const year = ctx.query.application_year === undefined ? null : readYear(ctx.query.application_year);
    if (year === null) throw badRequest(YEAR_MESSAGE);
    ctx.body = await getService('selection.budget').report(year);
  },
};
