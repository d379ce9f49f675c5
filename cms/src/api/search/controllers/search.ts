import { getService } from '../../../utils/get-service';
import { notFound } from '../../../utils/api-error';
import { requireOwnApplicationId, APPLICATION_NOT_FOUND } from '../../../utils/require-applicant';
import { requireStaffActor } from '../../../utils/require-staff';
import { readApplicantQuery, readSearchRequest } from '../utils/search-request';

export default {
  // POST /api/searchapplication: { application_year } alone answers the legacy full list; with
  // paging, sorting, filters or a name search, one page with its total and the summary counts.
  async applications(ctx: any) {
    const request = readSearchRequest(ctx.request.body);
    const search = getService('search.application-search');
    const answer = request.isPaged ? await search.page(request) : await search.fullList(request.year);
    const rows = Array.isArray(answer) ? answer : answer.rows;
    await getService('audit.audit-log').recordSpecialView(await requireStaffActor(ctx), {
      via: 'searchapplication',
      applicationIds: rows.map((row) => row.application_id),
      applicationYear: request.year,
    });
    ctx.body = answer;
  },

  // POST /api/searchapplicants { query }
  async applicants(ctx: any) {
    ctx.body = await getService('search.application-search').applicants(readApplicantQuery(ctx.request.body));
  },

  // GET /api/getapplication/:application_id (ours): one grid row, for the applicant detail screen
  // opened in a new tab or reloaded.
  async application(ctx: any) {
    const applicationId = await requireOwnApplicationId(ctx, ctx.params.application_id);
    const [row] = await getService('search.application-rows').forIds([applicationId]);
    await getService('audit.audit-log').recordSpecialView(await requireStaffActor(ctx), { via: 'getapplication', applicationIds: [applicationId] });
    ctx.body = row;
  },

  // GET /api/getapplicationsatus/:application_id
  async status(ctx: any) {
    const applicationId = await requireOwnApplicationId(ctx, ctx.params.application_id);
    const status = await getService('search.application-search').status(applicationId);
    if (!status) throw notFound(APPLICATION_NOT_FOUND);
    ctx.body = status;
  },
};
