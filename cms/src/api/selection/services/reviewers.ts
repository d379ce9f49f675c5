import type { Core } from '@strapi/strapi';
import { officeDateTime } from '@bursary/domain/office-time';
import {
  REVIEWER_MESSAGES,
  reviewerName,
  type ReviewerEntry,
  type ReviewerInvitation,
  type ReviewersResponse,
} from '@bursary/domain/reviewers';
import type { InviteReviewerValues } from '@bursary/domain/schemas/reviewer-invitation';
import { resetPasswordSchema } from '@bursary/domain/schemas/reset-password';
import { badRequest, conflict, notFound } from '../../../utils/api-error';
import { getService } from '../../../utils/get-service';
import { validateBody } from '../../../utils/validate-body';
import type { StaffActor } from '../../../utils/require-staff';
import { assignedCounts, submittedReviewCounts } from '../../../db/review-assignments';
import { staffName } from '../../review/utils/staff-name';

const USERS = 'plugin::users-permissions.user';
const TOKENS = 'api::messaging.link-token';
const PURPOSE = 'reviewer_invitation';
const TEMPLATE = 'reviewer_invitation';

type ReviewerUser = { id: number; email: string; first_name: string | null; last_name: string | null; blocked: boolean | null };
type InvitationRow = { jti: string; email: string; payload: { first_name?: string; last_name?: string } | null; expires_at: string | Date };

const LINK_USED_UP = 'This invitation has already been used. Sign in with your e-mail address and password, or ask the bursary office for a new invitation.';

// Reviewers (issue 18 item 1): staff invite them by e-mail with a signed link that expires (a
// link token, messaging.link-tokens); the invited person chooses a password there and the account is
// made with the Reviewer role. Deactivating blocks the account, which ends its sessions at once
// (account.login-session's lifecycle); reactivating unblocks it. Every change is in the access log.
const reviewers = ({ strapi }: { strapi: Core.Strapi }) => {
  const users = () => strapi.db.query(USERS);
  const audit = (staff: StaffActor, action: string, targetId: string | number, details: Record<string, unknown>) =>
    getService('audit.audit-log').record(staff, { action, targetType: 'reviewer', targetId, details });

  const reviewerUsers = (): Promise<ReviewerUser[]> =>
    users().findMany({
      where: { role: { type: 'reviewer' } },
      select: ['id', 'email', 'first_name', 'last_name', 'blocked'],
      orderBy: [{ first_name: 'asc' }, { last_name: 'asc' }, { id: 'asc' }],
    });

  const openInvitations = (): Promise<InvitationRow[]> =>
    strapi.db.query(TOKENS).findMany({
      where: { purpose: PURPOSE, used_at: null, revoked_at: null, expires_at: { $gt: new Date() } },
      select: ['jti', 'email', 'payload', 'expires_at'],
      orderBy: { id: 'desc' },
    });

  const revokeOpenInvitations = (email: string) =>
    strapi.db.query(TOKENS).updateMany({ where: { purpose: PURPOSE, email, used_at: null, revoked_at: null }, data: { revoked_at: new Date() } });

  // The reviewer account `userId`, or a 404 when it is not one.
  const reviewerOf = async (userId: number) => {
    const user = await users().findOne({
      where: { id: userId, role: { type: 'reviewer' } },
      select: ['id', 'email', 'first_name', 'last_name', 'blocked'],
    });
    if (!user) throw notFound(REVIEWER_MESSAGES.notAReviewer);
    return user as ReviewerUser;
  };

  // The link's invitation, with the names staff typed; a 400 when it is not a usable reviewer invitation.
  const invitationOf = async (token: string) => {
    const link = await getService('messaging.link-tokens').verify(token, PURPOSE);
    const row: InvitationRow | null = await strapi.db.query(TOKENS).findOne({ where: { jti: link.jti }, select: ['jti', 'email', 'payload', 'expires_at'] });
    if (!row?.email) throw badRequest(REVIEWER_MESSAGES.wrongInvitation);
    return { link, email: row.email, firstName: row.payload?.first_name ?? '', lastName: row.payload?.last_name ?? '', expiresAt: new Date(row.expires_at) };
  };

  const setBlocked = async (staff: StaffActor, userId: number, blocked: boolean) => {
    const reviewer = await reviewerOf(userId);
    const name = reviewerName({ first_name: reviewer.first_name ?? '', last_name: reviewer.last_name ?? '' }) || reviewer.email;
    if (Boolean(reviewer.blocked) !== blocked) {
      // Through Strapi's query engine, so the account lifecycle signs a deactivated reviewer out everywhere.
      await users().update({ where: { id: userId }, data: { blocked } });
      await audit(staff, blocked ? 'reviewer.deactivate' : 'reviewer.reactivate', userId, { before: { blocked: !blocked }, after: { blocked } });
    }
    return { message: blocked ? REVIEWER_MESSAGES.deactivated(name) : REVIEWER_MESSAGES.reactivated(name) };
  };

  return {
    reviewerOf,

    async list(): Promise<ReviewersResponse> {
      const [accounts, invitations] = await Promise.all([reviewerUsers(), openInvitations()]);
      const ids = accounts.map((user) => user.id);
      const [assigned, submitted] = await Promise.all([assignedCounts(ids), submittedReviewCounts(ids)]);
      const withAccounts = new Set(accounts.map((user) => user.email.toLowerCase()));
      const invited = new Map<string, ReviewerEntry>();
      for (const invitation of invitations) {
        const email = invitation.email.toLowerCase();
        if (withAccounts.has(email) || invited.has(email)) continue;
        invited.set(email, {
          user_id: null,
          email,
          first_name: invitation.payload?.first_name ?? '',
          last_name: invitation.payload?.last_name ?? '',
          status: 'invited',
          invitation_expires_at: new Date(invitation.expires_at).toISOString(),
          assigned: 0,
          reviews_submitted: 0,
        });
      }
      const entries: ReviewerEntry[] = accounts.map((user) => ({
        user_id: user.id,
        email: user.email,
        first_name: user.first_name ?? '',
        last_name: user.last_name ?? '',
        status: user.blocked ? 'deactivated' : 'active',
        invitation_expires_at: null,
        assigned: assigned.get(user.id) ?? 0,
        reviews_submitted: submitted.get(user.id) ?? 0,
      }));
      const byName = (a: ReviewerEntry, b: ReviewerEntry) => reviewerName(a).localeCompare(reviewerName(b)) || a.email.localeCompare(b.email);
      return { reviewers: [...entries, ...invited.values()].sort(byName) };
    },

    // E-mails the invitation; an earlier open invitation to the same address stops working.
    async invite(staff: StaffActor, values: InviteReviewerValues) {
      const email = values.email.trim().toLowerCase();
      if (await getService('account.accounts').findByEmail(email)) throw conflict(REVIEWER_MESSAGES.accountExists(email));
      await revokeOpenInvitations(email);
      const tokens = getService('messaging.link-tokens');
      const token = await tokens.issue({ purpose: PURPOSE, email, payload: { first_name: values.first_name, last_name: values.last_name } });
      const { admin_url: adminUrl } = await getService('portal.portal-content').settings();
      const { expiresAt } = await invitationOf(token);
      const delivery = await getService('messaging.mailer').send(TEMPLATE, {
        to: [email],
        values: {
          first_name: values.first_name,
          last_name: values.last_name,
          invited_by: staffName(staff),
          invitation_link: `${adminUrl}/reviewerinvitation?token=${token}`,
          expires_on: officeDateTime(expiresAt),
        },
        sentByUserId: staff.userId,
      });
      await audit(staff, 'reviewer.invite', email, { after: { email, first_name: values.first_name, last_name: values.last_name }, outcome: { sent: delivery.ok } });
      if (!delivery.ok) throw badRequest(`The invitation could not be e-mailed (${delivery.error}). Check the address and try again.`);
      return { message: REVIEWER_MESSAGES.invited(email) };
    },

    async invitation(token: string): Promise<ReviewerInvitation> {
      const invitation = await invitationOf(token);
      return { email: invitation.email, first_name: invitation.firstName, last_name: invitation.lastName, expires_at: invitation.expiresAt.toISOString() };
    },

    // The invited person's password makes the account; the link works once.
    async accept(token: string, body: unknown) {
      const invitation = await invitationOf(token);
      const { password } = validateBody(resetPasswordSchema, body);
      if (await getService('account.accounts').findByEmail(invitation.email)) throw conflict(REVIEWER_MESSAGES.accountExists(invitation.email));
      if (!(await getService('messaging.link-tokens').consume(invitation.link))) throw badRequest(LINK_USED_UP);
      await getService('account.accounts').ensureUser({
        email: invitation.email,
        password,
        roleType: 'reviewer',
        firstName: invitation.firstName,
        lastName: invitation.lastName,
      });
      return { message: REVIEWER_MESSAGES.accepted };
    },

    deactivate: (staff: StaffActor, userId: number) => setBlocked(staff, userId, true),
    reactivate: (staff: StaffActor, userId: number) => setBlocked(staff, userId, false),
  };
};

export type ReviewersService = ReturnType<typeof reviewers>;
export default reviewers;
