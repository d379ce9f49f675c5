import { expect, type Page } from '@playwright/test';
import { E2E } from './e2e-env';

/** Signs the e2e staff member in to the back office through its sign-in page; lands on /admindashboard. */
export const signInStaff = async (page: Page) => {
  await page.goto(`${E2E.adminUrl}/signin`);
  const form = page.getByRole('form', { name: 'Staff sign-in' });
  await form.getByLabel('Email').fill(E2E.staff.email);
  await form.getByLabel('Password', { exact: true }).fill(E2E.staff.password);
  await form.getByRole('button', { name: 'LOG IN' }).click();
  await expect(page).toHaveURL(/\/admindashboard/);
};
