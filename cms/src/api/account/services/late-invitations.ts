import type { Core } from '@strapi/strapi';
import { badRequest, conflict } from '../../../utils/api-error';
import { getService } from '../../../utils/get-service';

const TOKENS = 'api::messaging.link-token';
const APPLICANTS = 'api::applicant.applicant';

export const WRONG_EMAIL = 'Register with the e-mail address the invitation was sent to.';
const NOT_AN_INVITATION = 'This link is not a late-application invitation. Check that you copied the whole link from the e-mail.';

export const staffAccountRefused = (email: string) =>
  `${email} belongs to a back-office account. A late-application invitation is for students: use their own e-mail address.`;

/** GET /api/latelink/{token}: the invited e-mail, when the invitation ends, and whether to register or sign in. */
export type LateLink = { email: string; expires_at: string; has_account: boolean };

// Late-application invitations: a link to /application?token= bound to one e-mail. Its account (made
// through the link, or already there for a returning applicant) may apply while the link lasts, even
// when applications are closed. The e-mail never travels in the link: the page asks the server.
const lateInvitations = ({ strapi }: { strapi: Core.Strapi }) => {
  const links = () => getService('messaging.link-tokens');

  const expiryOf = async (jti: string) => {
    const row = await strapi.db.query(TOKENS).findOne({ where: { jti }, select: ['expires_at'] });
    return new Date(row.expires_at);
  };

  const open = async (token: string) => {
    const link = await links().verify(token, 'late_application');
    if (!link.email) throw badRequest(NOT_AN_INVITATION);
    return { email: link.email, expiresAt: await expiryOf(link.jti) };
  };

  // The account's applicant may apply until `until`; a longer earlier invitation stands.
  const extend = async (userId: number, until: Date) => {
    const applicant = await strapi.db.query(APPLICANTS).findOne({
      where: { user: { id: userId } },
      select: ['id', 'late_application_until'],
    });
    if (!applicant) return;
    const current = applicant.late_application_until ? new Date(applicant.late_application_until).getTime() : 0;
    if (current >= until.getTime()) return;
    await strapi.db.query(APPLICANTS).update({ where: { id: applicant.id }, data: { late_application_until: until } });
  };

  return {
    // The invitation's token. A returning applicant's account may apply from now on, while the link lasts.
    async issue(email: string) {
      const account = await getService('account.accounts').findByEmail(email);
      if (account && account.role?.type !== 'applicant') throw conflict(staffAccountRefused(email));
      const token = await links().issue({ purpose: 'late_application', email, userId: account?.id });
      if (account) await extend(account.id, (await open(token)).expiresAt);
      return { token, hasAccount: Boolean(account) };
    },

    // What the link's page shows. Opening it also covers an account registered without the link after
    // the invitation was sent: holding the link is what the invitation asks for.
    async describe(token: string): Promise<LateLink> {
      const { email, expiresAt } = await open(token);
      const account = await getService('account.accounts').findByEmail(email);
      if (account) await extend(account.id, expiresAt);
      return { email, expires_at: expiresAt.toISOString(), has_account: Boolean(account) };
    },

    // Registering through the link: only with the invited e-mail; the account may apply until the link expires.
    async registrationDeadline(token: string, email: string) {
      const invitation = await open(token);
      if (invitation.email.toLowerCase() !== email.toLowerCase()) throw badRequest(WRONG_EMAIL);
      return invitation.expiresAt;
    },
  };
};

export type LateInvitationsService = ReturnType<typeof lateInvitations>;
export default lateInvitations;
