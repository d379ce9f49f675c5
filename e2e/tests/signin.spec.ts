import { expect } from '@playwright/test';
import { test } from '../support/test';
import { registerByApi, signIn } from '../support/applicants';
import { E2E } from '../support/e2e-env';
import { screenshotBoth } from '../support/screenshot';

test('[APPLICANT][SIGNIN]: the spec messages for empty and wrong sign-ins', async ({ page }) => {
  await page.goto('/signin');
  await page.getByRole('button', { name: 'LOG IN' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Enter registration data' })).toBeVisible();

  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByLabel('Password').fill('wrong-password1');
  await page.getByRole('button', { name: 'LOG IN' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Incorrect email or password' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute('href', '/passwordchange');
  await screenshotBoth(page, 'applicant-signin-error');
});

test('[ADMIN][SIGNIN]: staff sign in to the back office; its pages are closed to visitors', async ({ page }) => {
  await page.goto(`${E2E.adminUrl}/admindashboard`);
  await expect(page).toHaveURL(/\/signin$/);
  await screenshotBoth(page, 'admin-signin');

  await page.getByLabel('Email').fill(E2E.staff.email);
  await page.getByLabel('Password').fill(E2E.staff.password);
  await page.getByRole('button', { name: 'LOG IN' }).click();
  await expect(page).toHaveURL(/\/admindashboard$/);
  const session = await page.evaluate(() => JSON.parse(localStorage.getItem('log') ?? 'null'));
  expect(session).toMatchObject({ role: 1, email: E2E.staff.email });
});

test('[ADMIN][SIGNIN]: an applicant is refused by the back office with a message saying where to go', async ({ page, request }) => {
  const applicant = await registerByApi(request);
  await page.goto(`${E2E.adminUrl}/signin`);
  await page.getByLabel('Email').fill(applicant.email);
  await page.getByLabel('Password').fill(applicant.password);
  await page.getByRole('button', { name: 'LOG IN' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'This sign-in is for bursary staff and invited reviewers. Applicants sign in on the applicant site.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);
  expect(await page.evaluate(() => localStorage.getItem('log'))).toBeNull();
  await page.goto(`${E2E.adminUrl}/applicationmanager?application_id=1`);
  await expect(page).toHaveURL(/\/signin$/);
});

test('[APPLICANT][ACCOUNT MENU]: the account menu opens, moves and closes by keyboard, and signs out', async ({ page, request }) => {
  const applicant = await registerByApi(request);
  await page.goto('/signin');
  await signIn(page, applicant);
  // A page shown after a navigation takes the focus once its code is in (site-layout.tsx); the address
  // changes before that, so keys pressed earlier would go to a page that is about to take the focus away.
  const main = page.locator('main');
  await expect(main).toBeFocused();
  const button = page.getByRole('button', { name: `Account menu for ${applicant.first_name} ${applicant.last_name}` });
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  // The WAI-ARIA menu button: Enter opens it on its first item, arrows move, Escape closes it where it was opened.
  await button.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('menuitem')).toHaveText(['Profile', 'Logout']);
  await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(button).toBeFocused();

  // A click elsewhere closes it too; the Profile item leads to the profile.
  await button.click();
  await expect(menu).toBeVisible();
  await page.getByRole('main').click({ position: { x: 5, y: 5 } });
  await expect(menu).toHaveCount(0);
  await button.click();
  await menu.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await expect(main).toBeFocused();

  await button.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
  await expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/signin$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('log'))).toBeNull();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();

  // Signed out on the profile page: the next sign-in starts where an applicant starts, not on the page left.
  await signIn(page, applicant);
  await expect(page).toHaveURL(/\/bursauryform$/);
});
