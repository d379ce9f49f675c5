import { ROLE } from '@bursary/domain/roles';
import { requireAccount } from './require-account';
import { forbidden } from './api-error';

export type StaffIdentity = { userId: number; email: string; firstName: string; lastName: string; initials: string };

/** Who does a staff action and from where: what services and the access log are given, never the request itself. */
export type StaffActor = StaffIdentity & { ip: string | null };

// The signed-in staff member, for audit rows and for the author of comments and decisions.
export const requireStaff = async (ctx: any): Promise<StaffIdentity> => {
  if (ctx.state.staff) return ctx.state.staff;
  const account = await requireAccount(ctx);
  if (account.role !== ROLE.STAFF) throw forbidden('This is for bursary staff only.');
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
  };
  return ctx.state.staff;
};

/** The signed-in staff member and their address (the client address middleware's), for services and the access log. */
export const requireStaffActor = async (ctx: any): Promise<StaffActor> => ({ ...(await requireStaff(ctx)), ip: ctx.request.ip ?? null });
