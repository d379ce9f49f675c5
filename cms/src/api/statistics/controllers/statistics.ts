import { getService } from '../../../utils/get-service';
import { isPlainObject } from '../../../utils/validate-body';
import { readYear } from '../../search/utils/search-request';

export default {
  // POST /api/aplicantionreport, no body (every year) or { application_year }.
  async report(ctx: any) {
    const body = ctx.request.body;
    const year = isPlainObject(body) && body.application_year !== undefined ? readYear(body.application_year) : null;
    ctx.body = await getService('statistics.statistics').report(year);
  },
};
