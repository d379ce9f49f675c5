import { getService } from '../../../utils/get-service';
import { requireApplicant, requireOwnApplicationId } from '../../../utils/require-applicant';
import { requireAccount } from '../../../utils/require-account';
import { ROLE } from '@bursary/domain/roles';
import { UPDATED_ON_BEHALF } from '../../review/services/edit-on-behalf';

const applicationIdIn = (ctx: any) => ctx.request.body?.application_id ?? ctx.query.application_id;

export default {
  async create(ctx: any) {
    const { applicantId } = await requireApplicant(ctx);
    ctx.status = 201;
    ctx.body = await getService('application.applications').create(applicantId, ctx.request.body);
  },

  async update(ctx: any) {
    const applicationId = await requireOwnApplicationId(ctx, applicationIdIn(ctx));
    const account = await requireAccount(ctx);
    if (account.role !== ROLE.APPLICANT) {
      await getService('review.edit-on-behalf').updateApplication(ctx, applicationId, ctx.request.body);
      ctx.body = { success: UPDATED_ON_BEHALF };
      return;
    }
    const caller = { applicantId: (await requireApplicant(ctx)).applicantId };
    await getService('application.applications').update(applicationId, ctx.request.body, caller);
    ctx.body = { success: 'Saved' };
  },

  async submit(ctx: any) {
    const { applicantId } = await requireApplicant(ctx);
    const applicationId = await requireOwnApplicationId(ctx, applicationIdIn(ctx));
    ctx.body = await getService('application.applications').submit(applicantId, applicationId, ctx.request.body);
  },

  // The review page's labelled groups.
  async summary(ctx: any) {
    const { applicantId } = await requireApplicant(ctx);
    const applicationId = await requireOwnApplicationId(ctx, applicationIdIn(ctx));
    ctx.body = await getService('application.applications').summary(applicantId, applicationId);
  },

  // Everything the forms need to resume: the profile, this cycle's application and the last step saved.
  async mine(ctx: any) {
    const { applicantId } = await requireApplicant(ctx);
    const applications = getService('application.applications');
    const application = await applications.current(applicantId);
    ctx.body = {
      applicant: await getService('applicant.profile').formValues(applicantId),
      application: application ? applications.formValues(application) : null,
      application_id: application?.id ?? null,
      status_id: application?.status_id ?? null,
      last_saved_step: application?.last_saved_step ?? (await applications.progressBeforeApplication(applicantId)),
    };
  },
};
