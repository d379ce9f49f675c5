import type { Core } from '@strapi/strapi';
import { getService } from '../utils/get-service';

// The first staff account (back office) and the first Strapi admin-panel account (content editors),
// from STAFF_EMAIL/STAFF_PASSWORD and CMS_ADMIN_EMAIL/CMS_ADMIN_PASSWORD. Existing accounts are
// kept as they are; when they do not match these settings the log says so, because `npm start`
// prints these settings as the logins to use.
export const ensureStartAccounts = async (strapi: Core.Strapi) => {
  const { STAFF_EMAIL, STAFF_PASSWORD, CMS_ADMIN_EMAIL, CMS_ADMIN_PASSWORD } = process.env;

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
    const admins = strapi.service('admin::user');
    const email = CMS_ADMIN_EMAIL.trim().toLowerCase();
    if (!(await admins.exists())) {
      await admins.createFirstAdmin({ email, firstname: 'Content', lastname: 'Editor', password: CMS_ADMIN_PASSWORD });
      strapi.log.info(`Created the cms admin-panel account ${CMS_ADMIN_EMAIL}`);
    } else if (!(await strapi.db.query('admin::user').findOne({ where: { email }, select: ['id'] }))) {
      strapi.log.warn(`The admin panel already has its accounts and none is ${CMS_ADMIN_EMAIL}: CMS_ADMIN_EMAIL creates the first account only.`);
    }
  }
};
