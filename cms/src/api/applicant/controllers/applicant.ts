import { getService } from '../../../utils/get-service';
import { requireApplicant } from '../../../utils/require-applicant';
import { notFound } from '../../../utils/api-error';

const SAVED = 'Saved';
const SPONSORED_PREVIOUSLY = 'Sponsored by the provider previously';

// An applicant id in a path must be the caller's own; anyone else's answers like a missing one.
const ownApplicantId = async (ctx: any, rawId: unknown) => {
  const identity = await requireApplicant(ctx);
  if (Number(rawId) !== identity.applicantId) throw notFound('Applicant not found.');
  return identity;
};

export default {
  // Basic information (the spec's "applicant object"); also the wizard's basic-info save.
  async updateBasicInfo(ctx: any) {
    const identity = await requireApplicant(ctx);
    await getService('applicant.profile').saveBasicInfo(identity, ctx.request.body);
    await getService('application.applications').recordProgress(identity.applicantId, 'basic');
    ctx.body = { success: SAVED };
  },

  async updateSocialInfo(ctx: any) {
    const identity = await requireApplicant(ctx);
    await getService('applicant.profile').saveSocialInfo(identity, ctx.request.body);
    await getService('application.applications').recordProgress(identity.applicantId, 'social');
    ctx.body = { success: SAVED };
  },

  // GET /api/fechdata/{applicant_id}: the outcome dashboard.
  async dashboard(ctx: any) {
    const identity = await ownApplicantId(ctx, ctx.params.applicantId);
    const [person, application] = await Promise.all([
      getService('applicant.profile').find(identity.applicantId),
      getService('application.applications').current(identity.applicantId),
    ]);
    ctx.body = {
      first_name: person.first_name,
      last_name: person.last_name,
      id_number: person.id_number,
      student_number: application?.student_number ?? null,
      university: application?.university === 'Other' ? application.uni : (application?.university ?? null),
      course: application?.course === 'OTHER' ? application.cor : (application?.course ?? null),
      duration: application?.duration_of_study ?? null,
      accept_decline: application?.accept_decline ?? null,
      submited: application?.submitted ? 1 : 0,
      application_id: application?.id ?? null,
      application_year: application?.application_year ?? null,
    };
  },

  // GET /api/getapplicantdata/{user}/{year}: a returning applicant's data from an earlier cycle,
  // to preload this cycle's forms.
  async previousYear(ctx: any) {
    const identity = await ownApplicantId(ctx, ctx.params.user);
    const year = Number(ctx.params.year);
    const { cycle_year: cycleYear } = await getService('portal.portal-content').settings();
    if (!Number.isInteger(year) || year >= cycleYear) throw notFound('No application found for that year.');
    const application = await getService('application.applications').findForYear(identity.applicantId, year);
    if (!application) throw notFound(`No application found for ${year}.`);
    const wasSponsored = application.accept_decline === 1;
    ctx.body = {
      success: true,
      previous_year: year,
      applicant: await getService('applicant.profile').formValues(identity.applicantId),
      application: getService('application.applications').formValues(application),
      application_type: wasSponsored ? SPONSORED_PREVIOUSLY : null,
      application_type_label: wasSponsored ? 'Sponsored by the provider last year' : null,
    };
  },
};
