import { ROLE } from '@bursary/domain/roles';
import { requireAccount } from './require-account';
import { forbidden } from './api-error';

export type StaffIdentity = {
  userId: number;
  email: string;
  firstName: string;
  lastName: string;
  initials: string;
  /** A reviewer (issue 18): limited to their pool; staff are not. */
  isReviewer: boolean;
};

/** Who does a staff action and from where: what services and the access log are given, never the request itself. */
export type StaffActor = StaffIdentity & { ip: string | null };

const STAFF_ONLY = 'This is for bursary staff only.';

/** The login's role check alone (the route policies): staff, or a reviewer where `reviewers` allows. */
export const requireBackOfficeRole = async (ctx: any, { reviewers }: { reviewers: boolean }) => {
  const account = await requireAccount(ctx);
  if (account.role !== ROLE.STAFF && !(reviewers && account.role === ROLE.REVIEWER)) throw forbidden(STAFF_ONLY);
  return account;
};

// The signed-in back-office user (staff, or a reviewer where `reviewers` allows), for audit rows and
// for the author of comments, scores and decisions.
const requireBackOfficeUser = async (ctx: any, { reviewers }: { reviewers: boolean }): Promise<StaffIdentity> => {
  const account = await requireBackOfficeRole(ctx, { reviewers });
  const isReviewer = account.role === ROLE.REVIEWER;
  if (ctx.state.staff) return ctx.state.staff;
  const user = await strapi.db
    .query('plugin::users-permissions.user')
    .findOne({ where: { id: account.userId }, select: ['id', 'email', 'first_name', 'last_name'] });
  const firstName = user?.first_name ?? '';
  const lastName = user?.last_name ?? '';
  ctx.state.staff = {
    userId: account.userId,
    email: user?.email ?? '',
    firstName,
    lastName,
    initials: `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase(),
    isReviewer,
  };
  return ctx.state.staff;
};

/** Bursary staff only. */
export const requireStaff = (ctx: any): Promise<StaffIdentity> => requireBackOfficeUser(ctx, { reviewers: false });

/** Staff or a reviewer: for reading, commenting and scoring within the reviewer's pool. */
export const requireBackOffice = (ctx: any): Promise<StaffIdentity> => requireBackOfficeUser(ctx, { reviewers: true });

const withAddress = (ctx: any, identity: StaffIdentity): StaffActor => ({ ...identity, ip: ctx.request.ip ?? null });

/** The signed-in staff member and their address (the client address middleware's), for services and the access log. */
export const requireStaffActor = async (ctx: any): Promise<StaffActor> => withAddress(ctx, await requireStaff(ctx));

/** The signed-in staff member or reviewer and their address. */
export const requireBackOfficeActor = async (ctx: any): Promise<StaffActor> => withAddress(ctx, await requireBackOffice(ctx));
