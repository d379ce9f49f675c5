import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { E2E } from '../support/e2e-env';
import { screenshotBoth, screenshotWindow, VIEWPORTS } from '../support/screenshot';
import { waitForMail } from '../support/inbox';

const uniqueEmail = () => `e2e.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.org`;

const openRegistrationForm = async (page: Page) => {
  await page.goto('/register');
  await page
    .getByLabel('I have read and understood the WHO QUALIFIES article above and I believe that I meet the criteria')
    .check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
};

const fillRegistration = async (page: Page, email: string, password = 'Bursary2025') => {
  await page.getByLabel('First name').fill('Aaliyah');
  await page.getByLabel('Last name').fill('Davids');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
};

test('[APPLICANT][REGISTER]: the spec messages, then "Registration successful. Proceed to log in" and sign-in', async ({ page }) => {
  await openRegistrationForm(page);
  await page.getByRole('button', { name: 'REGISTER' }).click();
  await expect(page.getByText('Enter first name')).toBeVisible();
  await expect(page.getByText('Check Ts&Cs to continue')).toBeVisible();

  const email = uniqueEmail();
  await fillRegistration(page, email);
  await page.getByLabel('Confirm password').fill('Different2025');
  await page.getByLabel(/I have read and accept the/).check();
  await page.getByRole('button', { name: 'REGISTER' }).click();
  await expect(page.getByText('Passwords must match')).toBeVisible();
  await page.getByLabel('Confirm password').fill('Bursary2025');
  await screenshotBoth(page, 'applicant-register-form');
  await page.getByRole('button', { name: 'REGISTER' }).click();

  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('status').filter({ hasText: 'Registration successful. Proceed to log in' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Bursary2025');
  await page.getByRole('button', { name: 'LOG IN' }).click();
  await expect(page).toHaveURL(/\/bursauryform$/);
});

test('[APPLICANT][REGISTER]: on a phone the form opens at its first field after the long article, and sign-in has the e-mail filled in', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto('/register');
  const confirmation = page.getByLabel(
    'I have read and understood the WHO QUALIFIES article above and I believe that I meet the criteria',
  );
  await confirmation.check();
  await page.getByRole('button', { name: 'Next' }).click();
  // The article was long: the window was far down the page when Next was pressed.
  const firstName = page.getByLabel('First name');
  await expect(firstName).toBeFocused();
  await expect(firstName).toBeInViewport({ ratio: 1 });
  const heading = page.getByRole('heading', { name: 'Create your account' });
  await expect(heading).toBeInViewport({ ratio: 1 });
  // Under the sticky top bar, not behind it.
  const topBarBottom = await page.locator('.top-bar').evaluate((bar) => bar.getBoundingClientRect().bottom);
  const headingTop = await heading.evaluate((element) => element.getBoundingClientRect().top);
  expect(headingTop).toBeGreaterThanOrEqual(topBarBottom);
  await screenshotWindow(page, 'applicant-register-form-opened-phone-window');

  const email = uniqueEmail();
  await fillRegistration(page, email);
  await page.getByLabel(/I have read and accept the/).check();
  await page.getByRole('button', { name: 'REGISTER' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('status').filter({ hasText: 'Registration successful. Proceed to log in' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Sign in' });
  await expect(form.getByLabel('Email')).toHaveValue(email);
  await expect(form.getByLabel('Password', { exact: true })).toHaveValue('');
  await screenshotWindow(page, 'applicant-signin-after-register-phone-window');
  await form.getByLabel('Password', { exact: true }).fill('Bursary2025');
  await form.getByRole('button', { name: 'LOG IN' }).click();
  await expect(page).toHaveURL(/\/bursauryform$/);
});

// Registering says nothing about who has an account (it would reveal a zakah bursary applicant):
// a taken e-mail gets a new registration's answer, and the address's owner an e-mail instead.
test('[APPLICANT][REGISTER]: a taken e-mail gets the same answer as a new one, and its owner is told by e-mail', async ({ page }) => {
  const email = uniqueEmail();
  for (const attempt of [1, 2]) {
    await openRegistrationForm(page);
    await fillRegistration(page, email, attempt === 1 ? 'Bursary2025' : 'Someone2025');
    await page.getByLabel(/I have read and accept the/).check();
    await page.getByRole('button', { name: 'REGISTER' }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByRole('status').filter({ hasText: 'Registration successful. Proceed to log in' })).toBeVisible();
  }

  const notice = await waitForMail(email, 15_000, 'Someone tried to register with your e-mail address');
  expect(notice.text).toContain('If it was you, you do not need a new account');
  // The owner's own password still signs in; the second attempt's does not.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Someone2025');
  await page.getByRole('button', { name: 'LOG IN' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await page.getByLabel('Password').fill('Bursary2025');
  await page.getByRole('button', { name: 'LOG IN' }).click();
  await expect(page).toHaveURL(/\/bursauryform$/);
});

test('[APPLICANT][PASSWORD]: forgot password, the e-mailed link, and a new password that signs in', async ({ page }) => {
  const email = uniqueEmail();
  await openRegistrationForm(page);
  await fillRegistration(page, email);
  await page.getByLabel(/I have read and accept the/).check();
  await page.getByRole('button', { name: 'REGISTER' }).click();
  await expect(page).toHaveURL(/\/signin$/);

  await page.getByRole('link', { name: 'Forgot Password' }).click();
  await expect(page).toHaveURL(/\/passwordchange$/);
  // The address changes before the page does: the sign-in page's Email field is still there while
  // the next page's code loads, and typing into it would be lost.
  const form = page.getByRole('form', { name: 'Forgot password' });
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'If an account exists' })).toBeVisible();
  await screenshotBoth(page, 'applicant-forgot-password');

  const mail = await waitForMail(email);
  const link = /https?:\/\/\S+\/passwordreset\?token=[\w.-]+/.exec(mail.text)?.[0];
  expect(link).toBeTruthy();
  const resetUrl = new URL(link!);
  await page.goto(`/passwordreset${resetUrl.search}`);

  await page.getByLabel('New Password', { exact: true }).fill('NewPass2025');
  await page.getByLabel('Confirm New Password').fill('Other2025');
  await page.getByRole('button', { name: 'ResetPassword' }).click();
  await expect(page.getByText('Passwords must match')).toBeVisible();
  await page.getByLabel('Confirm New Password').fill('NewPass2025');
  await page.getByRole('button', { name: 'ResetPassword' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed' })).toBeVisible();
  await screenshotBoth(page, 'applicant-reset-password-done');

  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('NewPass2025');
  await page.getByRole('button', { name: 'LOG IN' }).click();
  await expect(page).toHaveURL(/\/bursauryform$/);

  await page.goto(`/passwordreset${resetUrl.search}`);
  await page.getByLabel('New Password', { exact: true }).fill('Again2025x');
  await page.getByLabel('Confirm New Password').fill('Again2025x');
  await page.getByRole('button', { name: 'ResetPassword' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'already been used' })).toBeVisible();
});

test('[ADMIN][PASSWORD]: the back office has the same forgot-password page', async ({ page }) => {
  await page.goto(`${E2E.adminUrl}/passwordchange`);
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Invalid email')).toBeVisible();
});
