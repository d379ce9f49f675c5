import type { Core } from '@strapi/strapi';
import { staffBasicInfoSchema } from '@bursary/domain/schemas/basic-info';
import { socialInfoSchema } from '@bursary/domain/schemas/social-info';
import { badRequest, conflict, notFound } from '../../../utils/api-error';
import { getService } from '../../../utils/get-service';
import { validateBody } from '../../../utils/validate-body';
import { applicantObject, sendsAnyOf } from '../../applicant/utils/applicant-object';
import { BASIC_INFO_CHOICES, SOCIAL_INFO_CHOICES } from '../../reference/services/listed-choices';
import { changedFields } from '../utils/changes';
import type { StaffActor } from '../../../utils/require-staff';

const APPLICANTS = 'api::applicant.applicant';
const APPLICATIONS = 'api::application.application';
const USERS = 'plugin::users-permissions.user';

export const UPDATED_ON_BEHALF = 'Applicat Data updated successfully';
export const EMAIL_IN_USE = 'Another account already uses this email.';

// Staff editing on an applicant's behalf, with the applicant forms' own validation. Staff may change
// an application after it was submitted. Each edit is audited with the fields it changed.
const editOnBehalf = ({ strapi }: { strapi: Core.Strapi }) => ({
  // The update form's BASIC INFORMATION step (names and login e-mail too) and SOCIAL INFORMATION step,
  // one or both in one request: `{ applicant: { ... }, email, applicant_id }`.
  async updateApplicant(staff: StaffActor, applicantId: number, body: unknown) {
    const section = applicantObject(body, [staffBasicInfoSchema, socialInfoSchema]);
    const stored = await strapi.db.query(APPLICANTS).findOne({
      where: { id: applicantId },
      select: ['id', 'email', 'country'],
      populate: { user: { select: ['id'] } },
    });
    if (!stored) throw notFound('Applicant not found.');

    const hasBasic = sendsAnyOf(staffBasicInfoSchema, section);
    const hasSocial = sendsAnyOf(socialInfoSchema, section);
    if (!hasBasic && !hasSocial) throw badRequest('Complete the required fields');
    // The spec's payload carries the e-mail beside the applicant object.
    const basic = hasBasic ? validateBody(staffBasicInfoSchema, { email: (body as Record<string, unknown>).email, ...section }) : null;
    const social = hasSocial ? validateBody(socialInfoSchema, section, { country: basic?.country ?? stored.country }) : null;
    const choices = getService('reference.listed-choices');
    if (basic) await choices.assertListed(basic, BASIC_INFO_CHOICES);
    if (social) await choices.assertListed(social, SOCIAL_INFO_CHOICES);

    const userId: number | null = stored.user?.id ?? null;
    const email = basic ? basic.email.trim().toLowerCase() : stored.email;
    const owner = basic ? await getService('account.accounts').findByEmail(email) : null;
    if (owner && owner.id !== userId) throw conflict(EMAIL_IN_USE);

    const profile = getService('applicant.profile');
    await strapi.db.transaction(async () => {
      const before = await profile.find(applicantId);
      const identity = { applicantId, userId: userId as number, email };
      if (basic) {
        await profile.saveBasicInfo(identity, basic, 'staff');
        const names = { first_name: basic.first_name, last_name: basic.last_name, email };
        await strapi.db.query(APPLICANTS).update({ where: { id: applicantId }, data: names });
        if (userId) await strapi.db.query(USERS).update({ where: { id: userId }, data: { ...names, username: email } });
      }
      if (social) await profile.saveSocialInfo(identity, social, 'staff');
      const after = await profile.find(applicantId);
      await getService('audit.audit-log').record(staff, {
        action: 'applicant.update',
        targetType: 'applicant',
        targetId: applicantId,
        ...changedFields(before, after),
        details: { sections: [...(basic ? ['basic'] : []), ...(social ? ['social'] : [])] },
      });
    });
  },

  // The update form's APPLICATION steps, through the applicant's own save (staff are not held to the
  // closing date or to submission).
  async updateApplication(staff: StaffActor, applicationId: number, body: unknown) {
    await strapi.db.transaction(async () => {
      const before = await strapi.db.query(APPLICATIONS).findOne({ where: { id: applicationId } });
      await getService('application.applications').update(applicationId, body, {});
      const after = await strapi.db.query(APPLICATIONS).findOne({ where: { id: applicationId } });
      await getService('audit.audit-log').record(staff, {
        action: 'application.update',
        targetType: 'application',
        targetId: applicationId,
        ...changedFields(before, after),
      });
    });
  },
});

export type EditOnBehalfService = ReturnType<typeof editOnBehalf>;
export default editOnBehalf;
