import { expect } from '@playwright/test';
import { test } from '../support/test';
import { registerByApi } from '../support/applicants';
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
    page.getByRole('alert').filter({ hasText: 'This sign-in is for bursary staff. Applicants sign in on the applicant site.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);
  expect(await page.evaluate(() => localStorage.getItem('log'))).toBeNull();
  await page.goto(`${E2E.adminUrl}/applicationmanager?application_id=1`);
  await expect(page).toHaveURL(/\/signin$/);
});
