import type { Core } from '@strapi/strapi';
import { getService } from '../utils/get-service';

// The first staff account (back office) and the first Strapi admin-panel account (content editors),
// from STAFF_EMAIL/STAFF_PASSWORD and CMS_ADMIN_EMAIL/CMS_ADMIN_PASSWORD. Existing accounts are kept.
export const ensureStartAccounts = async (strapi: Core.Strapi) => {
  const { STAFF_EMAIL, STAFF_PASSWORD, CMS_ADMIN_EMAIL, CMS_ADMIN_PASSWORD } = process.env;

  if (STAFF_EMAIL && STAFF_PASSWORD) {
    const staff = await getService('account.accounts').ensureUser({
      email: STAFF_EMAIL,
      password: STAFF_PASSWORD,
      roleType: 'staff',
      firstName: 'Bursary',
      lastName: 'Staff',
    });
    if (staff.isNew) strapi.log.info(`Created the staff account ${STAFF_EMAIL}`);
  } else {
    strapi.log.warn('STAFF_EMAIL and STAFF_PASSWORD are not set: no staff account was created.');
  }

  if (CMS_ADMIN_EMAIL && CMS_ADMIN_PASSWORD) {
    const admins = strapi.service('admin::user');
    if (!(await admins.exists())) {
      await admins.createFirstAdmin({
        email: CMS_ADMIN_EMAIL.trim().toLowerCase(),
        firstname: 'Content',
        lastname: 'Editor',
        password: CMS_ADMIN_PASSWORD,
      });
      strapi.log.info(`Created the cms admin-panel account ${CMS_ADMIN_EMAIL}`);
    }
  }
};
