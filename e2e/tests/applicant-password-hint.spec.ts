import { expect, type Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { VIEWPORTS, screenshotBoth } from '../support/screenshot';
import { test } from '../support/test';

// Stated before the first try, under every field where a password is chosen (the spec's message,
// "a mix of letters and numbers", is kept for when it is broken).
const HINT = 'Use 8 or more characters: letters and numbers, at least one of each. You may also use ! & @ # $ but no other symbols or spaces.';

const expectHintBefore = async (page: Page, label: string) => {
  const field = page.getByLabel(label, { exact: true });
  await expect(field).toHaveValue('');
  await expect(field).toHaveAccessibleDescription(HINT);
  await expect(page.getByText(HINT)).toBeVisible();
  await expectAccessible(page);
};

test.use({ viewport: VIEWPORTS.phone });

test('[APPLICANT][PASSWORD]: registration and reset show the password rule, symbols included, before the first try', async ({ page }) => {
  await page.goto('/register');
  const eligible = page.getByLabel('I have read and understood the WHO QUALIFIES article above and I believe that I meet the criteria');
  const next = page.getByRole('button', { name: 'Next' });
  // The prerendered page's box waits, disabled, until its app is there: a tick is never lost.
  await eligible.check();
  await expect(next).toBeEnabled();
  await next.click();
  await expectHintBefore(page, 'Password');
  await screenshotBoth(page, 'applicant-register-password-hint');

  // A password the old wording let people expect to pass is refused with the spec's message; the hint stays.
  await page.getByLabel('Password', { exact: true }).fill('Thandi_2025');
  await page.getByLabel('Confirm password').fill('Thandi_2025');
  await page.getByRole('button', { name: 'REGISTER' }).click();
  await expect(page.getByText('Use 8 or more characters with a mix of letters and numbers', { exact: true })).toBeVisible();
  await expect(page.getByText(HINT)).toBeVisible();

  await page.goto('/passwordreset?token=from-the-e-mail');
  await expectHintBefore(page, 'New Password');
  await screenshotBoth(page, 'applicant-reset-password-hint');
});
