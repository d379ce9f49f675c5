import { setTimeout } from 'node:timers/promises';
import bcrypt from 'bcryptjs';
import type { Core } from '@strapi/strapi';
import { registrationSchema } from '@bursary/domain/schemas/registration';
import { validateBody } from '../../../utils/validate-body';
import { conflict, forbidden } from '../../../utils/api-error';
import { getService } from '../../../utils/get-service';
import { closedMessage } from '../../application/services/applications';

const USERS = 'plugin::users-permissions.user';
const APPLICANTS = 'api::applicant.applicant';
// What users-permissions hashes a new password with (bcryptjs, 10 rounds).
const PASSWORD_HASH_ROUNDS = 10;
// The least time a registration's answer takes (REGISTRATION_ANSWER_MS, default 400 ms): longer than
// a registration takes here (about 150 ms, mostly the password hash), so a taken e-mail's answer
// comes when a new one's would. The API suite sets 0 for its shared cms; registration.test.ts proves
// the default on a cms of its own.
const answerNoSoonerMs = () => {
  const value = Number(process.env.REGISTRATION_ANSWER_MS ?? 400);
  return Number.isFinite(value) && value >= 0 ? value : 400;
};

export const REGISTERED = 'Registration successful. Proceed to log in';
export const EMAIL_TAKEN = 'An account with this email already exists. Log in, or use Forgot Password if you cannot remember your password.';

// Strapi's own uniqueness check, or the database's unique index, refusing a second account for an e-mail.
const isDuplicateAccount = (error: unknown) => {
  const { name, message, code } = (error ?? {}) as { name?: string; message?: string; code?: string };
  return (name === 'ValidationError' && /must be unique/.test(message ?? '')) || code === '23505' || /UNIQUE constraint failed/.test(message ?? '');
};

type RegistrationValues = ReturnType<(typeof registrationSchema)['validateSync']>;

const registration = ({ strapi }: { strapi: Core.Strapi }) => ({
  // Creates the user (Applicant role) and the applicant record together, recording the terms the
  // applicant accepted and when. A late-application link binds the e-mail to the one invited; while
  // applications are closed it is the only way to register.
  async register(body: unknown) {
    // Input refused for itself (a field's message) says nothing of any account: answered at once.
    const values = validateBody(registrationSchema, body);
    const started = Date.now();
    try {
      return await this.registerOnce(values, body);
    } finally {
      // Registered or not, the answer takes at least this long, so its time says nothing either.
      await setTimeout(Math.max(0, started + answerNoSoonerMs() - Date.now()));
    }
  },

  async registerOnce(values: RegistrationValues, body: unknown) {
    const email = values.email.trim().toLowerCase();
    const linkToken = (body as Record<string, unknown>).token;
    const lateUntil =
      typeof linkToken === 'string' && linkToken
        ? await getService('account.late-invitations').registrationDeadline(linkToken, email)
        : null;
    // Closed means closed: only a late-application invitation still opens the way in.
    if (!lateUntil) {
      const { applications_open: isOpen, cycle_year: cycleYear } = await getService('portal.portal-content').settings();
      if (!isOpen) throw forbidden(closedMessage(cycleYear));
    }

    const accounts = getService('account.accounts');
    const owner = await accounts.findByEmail(email);
    if (owner) {
      // A late-application link already told its holder that the address has an account.
      if (lateUntil) throw conflict(EMAIL_TAKEN);
      // Anyone else learns nothing (an account here reveals a zakah bursary application): the
      // answer is a new registration's, the password is hashed as a new one's would be, and the
      // owner is told by e-mail after the answer has gone.
      await bcrypt.hash(values.password, PASSWORD_HASH_ROUNDS);
      if (!owner.blocked) void getService('account.password-reset').sendLink(owner, 'registration_attempt');
      return null;
    }

    const termsText = await getService('portal.portal-content').termsText();
    try {
      return await this.createAccount(values, email, termsText, lateUntil);
    } catch (error) {
      if (!isDuplicateAccount(error)) throw error;
      // Another request for the same e-mail made the account a moment ago (two taps, two tabs; on
      // PostgreSQL both pass the look-up above): the answer is a taken address's, not a 500.
      if (lateUntil) throw conflict(EMAIL_TAKEN);
      return null;
    }
  },

  async createAccount(values: { first_name: string; last_name: string; password: string }, email: string, termsText: string, lateUntil: unknown) {
    return strapi.db.transaction(async () => {
      const user = await strapi.documents(USERS).create({
        data: {
          username: email,
          email,
          provider: 'local',
          password: values.password,
          confirmed: true,
          blocked: false,
          role: await getService('account.accounts').roleId('applicant'),
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
