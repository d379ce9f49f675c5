import type { Core } from '@strapi/strapi';
import { getService } from '../utils/get-service';

// The first staff account (back office) and the content editors' Strapi admin-panel account, from
// STAFF_EMAIL/STAFF_PASSWORD and CMS_ADMIN_EMAIL/CMS_ADMIN_PASSWORD (and a super admin from
// CMS_SUPER_ADMIN_EMAIL/CMS_SUPER_ADMIN_PASSWORD, only when set). An existing staff account keeps
// its password; when it does not match these settings the log says so, because `npm start` prints
// these settings as the logins to use.
export const ensureStartAccounts = async (strapi: Core.Strapi) => {
  const { STAFF_EMAIL, STAFF_PASSWORD, CMS_ADMIN_EMAIL, CMS_ADMIN_PASSWORD, CMS_SUPER_ADMIN_EMAIL, CMS_SUPER_ADMIN_PASSWORD } = process.env;

  if (STAFF_EMAIL && STAFF_PASSWORD) {
    const accounts = getService('account.accounts');
    const staff = await accounts.ensureUser({
      email: STAFF_EMAIL,
      password: STAFF_PASSWORD,
      roleType: 'staff',
      firstName: 'Bursary',
      lastName: 'Staff',
    });
    if (staff.isNew) strapi.log.info(`Created the staff account ${STAFF_EMAIL}`);
    else if (!(await accounts.checkCredentials(STAFF_EMAIL.trim().toLowerCase(), STAFF_PASSWORD))) {
      strapi.log.warn(`The staff account ${STAFF_EMAIL} existed before this start and its password is not STAFF_PASSWORD: it keeps its own.`);
    }
  } else {
    strapi.log.warn('STAFF_EMAIL and STAFF_PASSWORD are not set: no staff account was created.');
  }

  if (CMS_ADMIN_EMAIL && CMS_ADMIN_PASSWORD) {
    await ensureAdminAccount(strapi, { email: CMS_ADMIN_EMAIL, password: CMS_ADMIN_PASSWORD, roleCode: 'strapi-editor', firstname: 'Content', lastname: 'Editor' });
  }
  // Only when an operator asks for one (or `strapi admin:create-user`): users, roles, API tokens.
  if (CMS_SUPER_ADMIN_EMAIL && CMS_SUPER_ADMIN_PASSWORD) {
    await ensureAdminAccount(strapi, { email: CMS_SUPER_ADMIN_EMAIL, password: CMS_SUPER_ADMIN_PASSWORD, roleCode: 'strapi-super-admin', firstname: 'Portal', lastname: 'Administrator' });
  }
};

type AdminAccount = { email: string; password: string; roleCode: 'strapi-editor' | 'strapi-super-admin'; firstname: string; lastname: string };

// An admin-panel account with exactly one role. The content editors' account (CMS_ADMIN_EMAIL) is
// an Editor (texts, lists, settings, media), never a super admin: one made as a super admin by an
// earlier version becomes an Editor. An existing account keeps its password.
const ensureAdminAccount = async (strapi: Core.Strapi, { email: rawEmail, password, roleCode, firstname, lastname }: AdminAccount) => {
  const email = rawEmail.trim().toLowerCase();
  const role = await strapi.db.query('admin::role').findOne({ where: { code: roleCode }, select: ['id', 'name'] });
  if (!role) throw new Error(`The admin panel's role ${roleCode} is missing: its roles were not created.`);
  const existing = await strapi.db.query('admin::user').findOne({ where: { email }, populate: { roles: { select: ['id', 'code'] } } });
  if (!existing) {
    await strapi.service('admin::user').create({ email, firstname, lastname, password, registrationToken: null, isActive: true, roles: [role.id] });
    strapi.log.info(`Created the cms admin-panel account ${email} (role ${role.name})`);
    return;
  }
  const roleCodes = (existing.roles as { code: string }[]).map((held) => held.code);
  if (roleCodes.length !== 1 || roleCodes[0] !== roleCode) {
    await strapi.service('admin::user').updateById(existing.id, { roles: [role.id] });
    strapi.log.warn(`The cms admin-panel account ${email} had the roles ${roleCodes.join(', ') || 'none'}; it now has only ${role.name}.`);
  }
};
