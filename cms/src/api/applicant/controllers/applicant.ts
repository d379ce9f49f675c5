import { REUSABLE_DOCUMENT_FIELDS, type ApplicantDocumentField } from '@bursary/domain/options/document-kinds';
import { ROLE } from '@bursary/domain/roles';
import type { DashboardData, PreviousApplication, UpdateApplicantResponse } from '@bursary/domain/api-types';
import { getService } from '../../../utils/get-service';
import { requireApplicant } from '../../../utils/require-applicant';
import { requireAccount } from '../../../utils/require-account';
import { requireStaffActor } from '../../../utils/require-staff';
import { forbidden, notFound } from '../../../utils/api-error';
import { isPlainObject } from '../../../utils/validate-body';
import { UPDATED_ON_BEHALF } from '../../review/services/edit-on-behalf';
import { readRecordId } from '../../../utils/record-id';
import { displayCourse, displayUniversity } from '@bursary/domain/display-names';

const SAVED = 'Saved';
// Without an applicant_id the call changes the caller's own profile, which only applicants have.
const NAME_THE_APPLICANT = "Staff change an applicant's data by sending that applicant's applicant_id.";
const GIVE_APPLICANT_ID = 'Give the applicant_id of the applicant as a whole number, such as 12.';
const SPONSORED_PREVIOUSLY = 'Sponsored by the provider previously';

// An applicant id in a path must be the caller's own; anyone else's answers like a missing one.
const ownApplicantId = async (ctx: any, rawId: unknown) => {
  const identity = await requireApplicant(ctx);
  if (readRecordId(rawId, GIVE_APPLICANT_ID) !== identity.applicantId) throw notFound('Applicant not found.');
  return identity;
};

export default {
  // Basic information (the spec's "applicant object"); also the wizard's basic-info save. Staff
  // editing on an applicant's behalf name the applicant and may send the social information too.
  async updateBasicInfo(ctx: any) {
    const account = await requireAccount(ctx);
    if (account.role === ROLE.STAFF) {
      const staff = await requireStaffActor(ctx);
      const body = isPlainObject(ctx.request.body) ? ctx.request.body : {};
      const rawId = body.applicant_id ?? (isPlainObject(body.applicant) ? body.applicant.applicant_id : undefined);
      if (rawId === undefined || rawId === null || rawId === '') throw forbidden(NAME_THE_APPLICANT);
      const applicantId = readRecordId(rawId, GIVE_APPLICANT_ID);
      if (applicantId === null) throw notFound('Applicant not found.');
      await getService('review.edit-on-behalf').updateApplicant(staff, applicantId, ctx.request.body);
      const onBehalf: UpdateApplicantResponse = { success: UPDATED_ON_BEHALF };
      ctx.body = onBehalf;
      return;
    }
    const identity = await requireApplicant(ctx);
    // The wizard's first steps close with the rest of the application.
    await getService('application.applications').assertOpenFor(identity.applicantId);
    const saved = await getService('applicant.profile').saveApplicantObject(identity, ctx.request.body);
    if (saved.basic) await getService('application.applications').recordProgress(identity.applicantId, 'basic');
    if (saved.social) await getService('application.applications').recordProgress(identity.applicantId, 'social');
    const answer: UpdateApplicantResponse = { success: SAVED };
    ctx.body = answer;
  },

  async updateSocialInfo(ctx: any) {
    const identity = await requireApplicant(ctx);
    await getService('application.applications').assertOpenFor(identity.applicantId);
    await getService('applicant.profile').saveSocialFields(identity, ctx.request.body);
    await getService('application.applications').recordProgress(identity.applicantId, 'social');
    ctx.body = { success: SAVED };
  },

  // GET /api/fechdata/{applicant_id}: the outcome dashboard.
  async dashboard(ctx: any) {
    const identity = await ownApplicantId(ctx, ctx.params.applicantId);
    const applications = getService('application.applications');
    const [person, application, applying] = await Promise.all([
      getService('applicant.profile').dashboardNames(identity.applicantId),
      applications.dashboardRow(identity.applicantId),
      applications.applyingWindow(identity.applicantId),
    ]);
    if (!person) throw notFound('Applicant not found.');
    const answer: DashboardData = {
      first_name: person.first_name,
      last_name: person.last_name,
      id_number: person.id_number,
      student_number: application?.student_number ?? null,
      university: application ? displayUniversity(application) : null,
      course: application ? displayCourse(application) : null,
      duration: application?.duration_of_study ?? null,
      accept_decline: application?.accept_decline ?? null,
      submited: application?.submitted ? 1 : 0,
      application_id: application?.id ?? null,
      application_year: application?.application_year ?? null,
      withdrawn_at: application?.withdrawn_at ?? null,
      ...applying,
    };
    ctx.body = answer;
  },

  // GET /api/getapplicantdata/{user}/{year}: a returning applicant's data from an earlier cycle,
  // to preload this cycle's forms.
  async previousYear(ctx: any) {
    const identity = await ownApplicantId(ctx, ctx.params.user);
    const year = Number(ctx.params.year);
    const { cycle_year: cycleYear } = await getService('portal.portal-content').settings();
    if (!Number.isSafeInteger(year) || year < 1900 || year >= cycleYear) throw notFound('No application found for that year.');
    const application = await getService('application.applications').findForYear(identity.applicantId, year);
    if (!application) throw notFound(`No application found for ${year}.`);
    const wasSponsored = application.accept_decline === 1;
    const kinds = await getService('application.documents').list(application.id);
    // The latest saved ID document and testimonial, which the documents step can preview again.
    const documents = kinds
      .filter((kind): kind is typeof kind & { field: ApplicantDocumentField } => (REUSABLE_DOCUMENT_FIELDS as readonly string[]).includes(kind.field) && kind.files.length > 0)
      .map((kind) => {
        const { id, original_name, size, mime } = kind.files[kind.files.length - 1];
        return { field: kind.field, id, original_name, size, mime };
      });
    const answer: PreviousApplication = {
      success: true,
      previous_year: year,
      applicant: await getService('applicant.profile').formValues(identity.applicantId),
      application: getService('application.applications').formValues(application),
      application_type: wasSponsored ? SPONSORED_PREVIOUSLY : null,
      application_type_label: wasSponsored ? 'Sponsored by the provider last year' : null,
      documents,
    };
    ctx.body = answer;
  },
};
