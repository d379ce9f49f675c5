import { getService } from '../../../utils/get-service';
import { requireOwnApplicationId } from '../../../utils/require-applicant';
import { requireBackOfficeActor, requireStaffActor } from '../../../utils/require-staff';
import { readYear } from '../../search/utils/search-request';
import { readScores } from '../utils/read-scores';

const saveScores = async (ctx: any, isSubmitting: boolean) => {
  const staff = await requireBackOfficeActor(ctx);
  const applicationId = await requireOwnApplicationId(ctx, ctx.request.body?.application_id);
  const scores = readScores(ctx.request.body?.scores);
  await getService('selection.scoring').save(staff, applicationId, scores, {
    isSubmitting,
  });
  ctx.body = await getService('selection.scoring').scores(staff, applicationId);
};

export default {
  // GET /api/getrubric?application_id (ours): the criteria of the application's year.
  async rubric(ctx: any) {
    const applicationId = await requireOwnApplicationId(ctx, ctx.query.application_id);
    ctx.body = await getService('selection.scoring').rubricOfApplication(applicationId);
  },

  // GET /api/getscores?application_id (ours): my review; the others' and the figures once mine is in.
  async scores(ctx: any) {
    const staff = await requireBackOfficeActor(ctx);
    const applicationId = await requireOwnApplicationId(ctx, ctx.query.application_id);
    ctx.body = await getService('selection.scoring').scores(staff, applicationId);
  },

  // POST /api/savescores { application_id, scores } (ours): my draft.
  save: (ctx: any) => saveScores(ctx, false),

  // POST /api/submitscores { application_id, scores } (ours): my final review.
  submit: (ctx: any) => saveScores(ctx, true),

  // POST /api/lookwithoutscoring { application_id } (ours).
  async look(ctx: any) {
    const staff = await requireStaffActor(ctx);
    const applicationId = await requireOwnApplicationId(ctx, ctx.request.body?.application_id);
    await getService('selection.scoring').lookWithoutScoring(staff, applicationId);
    ctx.body = await getService('selection.scoring').scores(staff, applicationId);
  },

  // GET /api/reviewqueue?application_year (ours; the cycle year when not given).
  async queue(ctx: any) {
    const staff = await requireBackOfficeActor(ctx);
    const given = ctx.query.application_year === undefined ? null : readYear(ctx.query.application_year);
    const year = given ?? (await getService('portal.portal-content').settings()).cycle_year;
    ctx.body = await getService('selection.scoring').queue(staff, year);
  },
};
