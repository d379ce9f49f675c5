import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { registerByApi } from './applicants';
import { E2E } from './e2e-env';
import { withPortalDatabase } from './portal-database';

/** Signs the e2e staff member (or another) in to the back office through its sign-in page; lands on /admindashboard. */
export const signInStaff = async (page: Page, credentials: { email: string; password: string } = E2E.staff) => {
  await page.goto(`${E2E.adminUrl}/signin`);
  const form = page.getByRole('form', { name: 'Staff sign-in' });
  await form.getByLabel('Email').fill(credentials.email);
  await form.getByLabel('Password', { exact: true }).fill(credentials.password);
  await form.getByRole('button', { name: 'LOG IN' }).click();
  await expect(page).toHaveURL(/\/admindashboard/);
};

/**
 * Another staff member, signed in through POST /api/login. Staff accounts are not made through the
 * portal: an operator gives an account the Staff role in the admin panel (as a super admin, which
 * the e2e portal has none of), so a registered account's role is changed in its database.
 */
export const anotherStaffMember = async (request: APIRequestContext, names: { first_name: string; last_name: string }) => {
  const account = await registerByApi(request, names);
  withPortalDatabase((database) => {
    const role = database.prepare("select id from up_roles where type = 'staff'").get();
    const user = database.prepare('select id from up_users where email = ?').get(account.email);
    const { changes } = database.prepare('update up_users_role_lnk set role_id = ? where user_id = ?').run(role.id, user.id);
    if (changes !== 1) throw new Error(`No role link for ${account.email}`);
  });
  const login = await request.post(`${E2E.cmsUrl}/api/login`, { data: { email: account.email, password: account.password } });
  const session = await login.json();
  expect(session.role, JSON.stringify(session)).toBe(1);
  return { ...names, email: account.email, password: account.password, token: session.token as string };
};
