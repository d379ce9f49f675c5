import bcrypt from 'bcryptjs';
import type { Core } from '@strapi/strapi';
import { ROLE } from '@bursary/domain/roles';
import type { Session } from '@bursary/domain/api-types';
import type { TokenRole } from './login-session';
import { getService } from '../../../utils/get-service';

const USERS = 'plugin::users-permissions.user';
const ROLES = 'plugin::users-permissions.role';

export const PORTAL_ROLES = {
  staff: { name: 'Staff', description: 'Bursary staff: the back office.', legacy: ROLE.STAFF },
  reviewer: {
    name: 'Reviewer',
    description: 'Invited by staff: reads, comments on and scores the applications in their pool in the back office; nothing else.',
    legacy: ROLE.REVIEWER,
  },
  applicant: { name: 'Applicant', description: 'Students applying for a bursary.', legacy: ROLE.APPLICANT },
} as const satisfies Record<string, { name: string; description: string; legacy: TokenRole }>;

export type PortalRoleType = keyof typeof PORTAL_ROLES;

type UserRow = {
  id: number;
  email: string;
  password: string | null;
  blocked: boolean | null;
  first_name: string | null;
  last_name: string | null;
  role: { type: string } | null;
};

// Compared against when the e-mail is unknown, so a wrong e-mail costs as long as a wrong password.
const UNKNOWN_USER_HASH = bcrypt.hashSync('not-a-real-password', 10);

const isPortalRoleType = (roleType: string | undefined): roleType is PortalRoleType => !!roleType && Object.prototype.hasOwnProperty.call(PORTAL_ROLES, roleType);

export const legacyRoleOf = (roleType: string | undefined): TokenRole | null => (isPortalRoleType(roleType) ? PORTAL_ROLES[roleType].legacy : null);

const accounts = ({ strapi }: { strapi: Core.Strapi }) => ({
  async ensureRoles() {
    for (const [type, role] of Object.entries(PORTAL_ROLES)) {
      const existing = await strapi.db.query(ROLES).findOne({ where: { type } });
      if (!existing) {
        await strapi.db.query(ROLES).create({ data: { type, name: role.name, description: role.description } });
      }
    }
  },

  async roleId(type: PortalRoleType) {
    const role = await strapi.db.query(ROLES).findOne({ where: { type }, select: ['id'] });
    if (!role) throw new Error(`The ${type} role is missing: the cms bootstrap creates it`);
    return role.id as number;
  },

  findByEmail(email: string): Promise<UserRow | null> {
    return strapi.db.query(USERS).findOne({
      where: { email: email.trim().toLowerCase() },
      select: ['id', 'email', 'password', 'blocked', 'first_name', 'last_name'],
      populate: { role: { select: ['type'] } },
    });
  },

  // The user whose e-mail and password these are, or null; takes as long either way.
  async checkCredentials(email: string, password: string) {
    const user = await this.findByEmail(email);
    const isMatch = await bcrypt.compare(password, user?.password ?? UNKNOWN_USER_HASH);
    return user && isMatch ? user : null;
  },

  // What /api/login answers besides the token: for an applicant, `user` is the applicant id and the
  // cycle's application (its id, and its status once submitted) and last cycle's application.
  async loginProfile(user: UserRow, role: TokenRole): Promise<Omit<Session, 'token'>> {
    const base = {
      user: user.id,
      email: user.email,
      first_name: user.first_name ?? '',
      last_name: user.last_name ?? '',
      role,
      application_status: null,
      previous_year: null,
      application_id: null,
    };
    if (role !== ROLE.APPLICANT) return base;

    const applicant = await strapi.db.query('api::applicant.applicant').findOne({
      where: { user: { id: user.id } },
      select: ['id', 'first_name', 'last_name'],
    });
    if (!applicant) return base;

    const { cycle_year: cycleYear, previous_year: previousYear } = await getService('portal.portal-content').settings();
    const applications: { id: number; application_year: number; submitted: boolean; status_id: number | null }[] =
      await strapi.db.query('api::application.application').findMany({
        where: { applicant: { id: applicant.id }, application_year: { $in: [cycleYear, previousYear] } },
        select: ['id', 'application_year', 'submitted', 'status_id'],
      });
    const current = applications.find((application) => application.application_year === cycleYear);
    const previous = applications.find((application) => application.application_year === previousYear);
    return {
      ...base,
      user: applicant.id,
      first_name: applicant.first_name,
      last_name: applicant.last_name,
      application_status: current?.submitted ? current.status_id : null,
      previous_year: previous ? previousYear : null,
      application_id: current?.id ?? null,
    };
  },

  // Creates the account unless one with this e-mail exists (first-start accounts keep later changes).
  async ensureUser(input: { email: string; password: string; roleType: PortalRoleType; firstName: string; lastName: string }) {
    const email = input.email.trim().toLowerCase();
    const existing = await strapi.db.query(USERS).findOne({ where: { email }, select: ['id'] });
    if (existing) return { id: existing.id as number, isNew: false };
    const created = await strapi.documents(USERS).create({
      data: {
        username: email,
        email,
        provider: 'local',
        password: input.password,
        confirmed: true,
        blocked: false,
        role: await this.roleId(input.roleType),
        first_name: input.firstName,
        last_name: input.lastName,
      } as any,
    });
    return { id: created.id as number, isNew: true };
  },
});

export type AccountsService = ReturnType<typeof accounts>;
export default accounts;
