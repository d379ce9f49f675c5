import type { ApplicationForms } from '@bursary/domain/back-office-api';
import type { AddApplicationResponse, AppSubmitResponse, MyApplication, UpdateApplicationResponse, WithdrawApplicationResponse } from '@bursary/domain/api-types';
import { notFound } from '../../../utils/api-error';
import { getService } from '../../../utils/get-service';
import { requireApplicant, requireOwnApplicationId } from '../../../utils/require-applicant';
import { requireAccount } from '../../../utils/require-account';
import { ROLE } from '@bursary/domain/roles';
import { UPDATED_ON_BEHALF } from '../../review/services/edit-on-behalf';
import { requireStaffActor } from '../../../utils/require-staff';

const APPLICATIONS = 'api::application.application';

const applicationIdIn = (ctx: any) => ctx.request.body?.application_id ?? ctx.query.application_id;

export default {
  async create(ctx: any) {
    const { applicantId } = await requireApplicant(ctx);
    const answer: AddApplicationResponse = await getService('application.applications').create(applicantId, ctx.request.body);
    ctx.status = 201;
    ctx.body = answer;
  },

  async update(ctx: any) {
    const applicationId = await requireOwnApplicationId(ctx, applicationIdIn(ctx));
    const account = await requireAccount(ctx);
    if (account.role !== ROLE.APPLICANT) {
      await getService('review.edit-on-behalf').updateApplication(await requireStaffActor(ctx), applicationId, ctx.request.body);
      const onBehalf: UpdateApplicationResponse = { success: UPDATED_ON_BEHALF };
      ctx.body = onBehalf;
      return;
    }
    const caller = { applicantId: (await requireApplicant(ctx)).applicantId };
    await getService('application.applications').update(applicationId, ctx.request.body, caller);
    const saved: UpdateApplicationResponse = { success: 'Saved' };
    ctx.body = saved;
  },

  async submit(ctx: any) {
    const { applicantId } = await requireApplicant(ctx);
    const applicationId = await requireOwnApplicationId(ctx, applicationIdIn(ctx));
    const answer: AppSubmitResponse = await getService('application.applications').submit(applicantId, applicationId, ctx.request.body);
    ctx.body = answer;
  },

  // POST /api/withdrawapplication { application_id }: the applicant's own, before a decision.
  async withdraw(ctx: any) {
    await requireApplicant(ctx);
    const applicationId = await requireOwnApplicationId(ctx, applicationIdIn(ctx));
    const answer: WithdrawApplicationResponse = await getService('application.applications').withdraw(applicationId);
    ctx.body = answer;
  },

  // The review page's labelled groups.
  async summary(ctx: any) {
    const { applicantId } = await requireApplicant(ctx);
    const applicationId = await requireOwnApplicationId(ctx, applicationIdIn(ctx));
    ctx.body = await getService('application.applications').summary(applicantId, applicationId);
  },

  // Everything the forms need to resume: the profile, this cycle's application, the last step saved, and
  // whether the applicant may still apply (applications open, or a late-application invitation lasting).
  async mine(ctx: any) {
    const { applicantId } = await requireApplicant(ctx);
    const applications = getService('application.applications');
    const application = await applications.current(applicantId);
    const answer: MyApplication = {
      applicant: await getService('applicant.profile').formValues(applicantId),
      application: application ? applications.formValues(application) : null,
      application_id: application?.id ?? null,
      status_id: application?.status_id ?? null,
      last_saved_step: application?.last_saved_step ?? (await applications.progressBeforeApplication(applicantId)),
      withdrawn_at: application?.withdrawn_at ?? null,
      ...(await applications.applyingWindow(applicantId)),
    };
    ctx.body = answer;
  },

  // GET /api/applicationforms/:application_id (staff): any application's saved values, mapped as `mine` maps
  // them, for the update-on-behalf form.
  async forms(ctx: any) {
    const applicationId = await requireOwnApplicationId(ctx, ctx.params.application_id);
    const application = await strapi.db.query(APPLICATIONS).findOne({ where: { id: applicationId }, populate: { applicant: { select: ['id'] } } });
    const applicantId: number | undefined = application?.applicant?.id;
    const applicant = applicantId ? await getService('applicant.profile').formValues(applicantId) : null;
    if (!applicantId || !applicant) throw notFound('Applicant not found.');
    const forms: ApplicationForms = {
      application_id: applicationId,
      applicant_id: applicantId,
      application_year: Number(application.application_year),
      applicant,
      application: getService('application.applications').formValues(application),
    };
    await getService('audit.audit-log').recordSpecialView(await requireStaffActor(ctx), { via: 'applicationforms', applicationIds: [applicationId] });
    ctx.body = forms;
  },
};
