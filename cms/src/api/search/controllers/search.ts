import { getService } from '../../../utils/get-service';
import { sendStream, writeJsonArray } from '../../../utils/downloads';
import { forbidden, notFound } from '../../../utils/api-error';
import { requireOwnApplicationId, APPLICATION_NOT_FOUND } from '../../../utils/require-applicant';
import { requireBackOfficeActor, type StaffActor } from '../../../utils/require-staff';
import { readApplicantQuery, readSearchRequest } from '../utils/search-request';
import { reviewerView } from '../utils/reviewer-view';
import type { ApplicationGridRow } from '@bursary/domain/back-office-api';

const FULL_LIST_FOR_STAFF = 'The full list of a year is for bursary staff. Ask for the grid page by page (page and page_size).';

// Staff see race and religion, and each view of them is in the access log; a reviewer sees neither.
const shown = async (viewer: StaffActor, rows: ApplicationGridRow[], view: { via: string; applicationYear?: number | null }) => {
  if (viewer.isReviewer) return rows.map(reviewerView);
  await getService('audit.audit-log').recordSpecialView(viewer, { ...view, applicationIds: rows.map((row) => row.application_id) });
  return rows;
};

export default {
  // POST /api/searchapplication: { application_year } alone answers the legacy full list; with
  // paging, sorting, filters or a name search, one page with its total and the summary counts.
  // A reviewer gets the pages of their pool only.
  async applications(ctx: any) {
    const viewer = await requireBackOfficeActor(ctx);
    const request = readSearchRequest(ctx.request.body);
    const search = getService('search.application-search');
    const view = { via: 'searchapplication', applicationYear: request.year };
    if (!request.isPaged) {
      if (viewer.isReviewer) throw forbidden(FULL_LIST_FOR_STAFF);
      // Staff only: the view of every row is logged before the first is sent.
      const { ids, pages } = await search.fullList(request.year);
      await getService('audit.audit-log').recordSpecialView(viewer, { ...view, applicationIds: ids });
      sendStream(ctx, { type: 'application/json; charset=utf-8' }, (output, signal) => writeJsonArray(output, signal, pages));
      return;
    }
    // The rankings (the others' scores) are for staff: a reviewer scores without seeing them.
    const page = await search.page({ ...request, reviewer: viewer.isReviewer ? viewer.userId : null }, { withRanking: !viewer.isReviewer });
    ctx.body = { ...page, rows: await shown(viewer, page.rows, view) };
  },

  // POST /api/searchapplicants { query }
  async applicants(ctx: any) {
    ctx.body = await getService('search.application-search').applicants(readApplicantQuery(ctx.request.body));
  },

  // GET /api/getapplication/:application_id (ours): one grid row, for the applicant detail screen
  // opened in a new tab or reloaded.
  async application(ctx: any) {
    const applicationId = await requireOwnApplicationId(ctx, ctx.params.application_id);
    const viewer = await requireBackOfficeActor(ctx);
    const [row] = await getService('search.application-rows').forIds([applicationId], { withRanking: !viewer.isReviewer });
    [ctx.body] = await shown(viewer, [row], { via: 'getapplication' });
  },

  // GET /api/getapplicationsatus/:application_id
  async status(ctx: any) {
    const applicationId = await requireOwnApplicationId(ctx, ctx.params.application_id);
    const status = await getService('search.application-search').status(applicationId);
    if (!status) throw notFound(APPLICATION_NOT_FOUND);
    ctx.body = status;
  },
};
