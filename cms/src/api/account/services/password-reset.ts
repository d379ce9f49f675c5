import type { Core } from '@strapi/strapi';
import { forgotPasswordSchema } from '@bursary/domain/schemas/forgot-password';
import { resetPasswordRequestSchema } from '@bursary/domain/schemas/reset-password';
import { isPlainObject, validateBody } from '../../../utils/validate-body';
import { badRequest } from '../../../utils/api-error';
import { getService } from '../../../utils/get-service';
import { revokeUnusedLinksOfUser } from '../../../db/link-tokens';

export const RESET_LINK_SENT =
  'If an account exists for this email address, we have sent it a link to reset your password. The link works for one hour.';
export const PASSWORD_CHANGED = 'Your password has been changed. You can now log in.';
// For a link whose account was deleted, or one used by another request a moment ago.
const LINK_UNUSABLE = 'This link can no longer be used. Please ask for a new one.';

type ResetUser = { id: number; email: string; first_name: string | null };

const passwordReset = ({ strapi }: { strapi: Core.Strapi }) => {
  // A new reset link for the user, by e-mail with `template` (password_reset, or registration_attempt
  // when someone tried to register the address again). The link and its e-mail are written together
  // and a worker sends it (retrying while the relay refuses). Never throws: the caller has answered already.
  const sendLink = async (user: ResetUser, template: 'password_reset' | 'registration_attempt' = 'password_reset') => {
    try {
      const { applicant_url: applicantUrl } = await getService('portal.portal-content').settings();
      await strapi.db.transaction(async () => {
        const token = await getService('messaging.link-tokens').issue({ purpose: 'password_reset', userId: user.id, email: user.email });
        await getService('messaging.mailer').send(template, {
          to: user.email,
          values: {
            first_name: user.first_name || user.email,
            reset_link: `${applicantUrl}/passwordreset?token=${token}`,
            signin_link: `${applicantUrl}/signin`,
          },
          delivery: 'queue',
        });
      });
    } catch (error) {
      strapi.log.error(`The ${template} e-mail for user ${user.id} was not sent: ${(error as Error).message}`);
    }
  };

  return {
    sendLink,

    // The same answer, in about the same time, whether or not the e-mail is registered: the link is
    // issued and queued after the caller has its answer.
    async request(body: unknown) {
      const { email } = validateBody(forgotPasswordSchema, body);
      const user = await getService('account.accounts').findByEmail(email);
      if (user && !user.blocked) void sendLink(user);
    },

    // Sets the new password once per link and signs the user out everywhere; older reset links stop working.
    async reset(token: string, body: unknown) {
      const tokens = getService('messaging.link-tokens');
      const link = await tokens.verify(token, 'password_reset');
      const { password } = validateBody(resetPasswordRequestSchema, isPlainObject(body) ? { ...body, token } : body);
      if (!link.userId || !(await tokens.consume(link))) throw badRequest(LINK_UNUSABLE);

      await strapi.plugin('users-permissions').service('user').edit(link.userId, { password });
      await getService('account.login-session').endAllFor(link.userId);
      await revokeUnusedLinksOfUser(link.userId, 'password_reset');
    },
  };
};

export type PasswordResetService = ReturnType<typeof passwordReset>;
export default passwordReset;
