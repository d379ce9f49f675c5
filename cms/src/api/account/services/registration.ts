import type { Core } from '@strapi/strapi';
import { registrationSchema } from '@bursary/domain/schemas/registration';
import { validateBody } from '../../../utils/validate-body';
import { conflict } from '../../../utils/api-error';
import { getService } from '../../../utils/get-service';

const USERS = 'plugin::users-permissions.user';
const APPLICANTS = 'api::applicant.applicant';

export const REGISTERED = 'Registration successful. Proceed to log in';
export const EMAIL_TAKEN = 'An account with this email already exists. Log in, or use Forgot Password if you cannot remember your password.';

const registration = ({ strapi }: { strapi: Core.Strapi }) => ({
  // Creates the user (Applicant role) and the applicant record together, recording the terms the
  // applicant accepted and when. A late-application link binds the e-mail to the one invited.
  async register(body: unknown) {
    const values = validateBody(registrationSchema, body);
    const email = values.email.trim().toLowerCase();
    const linkToken = (body as Record<string, unknown>).token;
    const lateUntil =
      typeof linkToken === 'string' && linkToken
        ? await getService('account.late-invitations').registrationDeadline(linkToken, email)
        : null;

    const accounts = getService('account.accounts');
    if (await accounts.findByEmail(email)) throw conflict(EMAIL_TAKEN);

    const termsText = await getService('portal.portal-content').termsText();
    return strapi.db.transaction(async () => {
      const user = await strapi.documents(USERS).create({
        data: {
          username: email,
          email,
          provider: 'local',
          password: values.password,
          confirmed: true,
          blocked: false,
          role: await accounts.roleId('applicant'),
          first_name: values.first_name.trim(),
          last_name: values.last_name.trim(),
        } as any,
      });
      const applicant = await strapi.db.query(APPLICANTS).create({
        data: {
          user: user.id,
          email,
          first_name: values.first_name.trim(),
          last_name: values.last_name.trim(),
          terms_accepted_at: new Date(),
          consent_text: termsText,
          // Invited after the closing date: may apply while the invitation lasts.
          late_application_until: lateUntil,
        },
      });
      return { applicantId: applicant.id as number, userId: user.id as number };
    });
  },
});

export type RegistrationService = ReturnType<typeof registration>;
export default registration;
