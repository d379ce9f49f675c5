import { expect } from '@playwright/test';
import { test } from '../support/test';
import { expectAccessible, expectNoSidewaysScroll } from '../support/accessibility';
import { staffGet } from '../support/applicants';
import { screenshotBoth } from '../support/screenshot';
import { signInStaff } from '../support/staff';

// Issue 19 item 3: staff see, across all applicants, the e-mails that could not be delivered or are
// still being retried. The e2e portal's relay (maildev) accepts every message, so no e-mail of a run
// fails and none waits: the page here is reached by keyboard and read empty. Failed and
// retrying e-mails, their listing and Send again are proven against a relay that refuses
// (cms/tests/api/undelivered-emails.test.ts).

test('[ADMIN][UNDELIVERED]: staff open Undelivered e-mails from the back office by keyboard; with nothing undelivered it says so', async ({
  page,
  request,
}) => {
  // What the cms answers: nothing undelivered in this run (the page must say the same).
  expect(await staffGet(request, '/api/undeliveredemails')).toMatchObject({ emails: [], total: 0, page: 1, page_size: 50 });
  await signInStaff(page);

  // The task is among the back office's links; reached with the keyboard alone.
  const link = page.getByRole('navigation', { name: 'Back-office tasks' }).getByRole('link', { name: 'Undelivered e-mails' });
  await link.focus();
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/view=undelivered/);
  await expect(page.getByRole('heading', { level: 1, name: 'Undelivered e-mails' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'E-mails not delivered' })).toBeVisible();
  await expect(page.getByText('Every e-mail the portal wrote has been delivered: none is waiting or failed.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Send again/ })).toHaveCount(0);

  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
  await screenshotBoth(page, 'admin-undelivered-emails-empty');

  // Back to the applications by keyboard.
  await page.getByRole('button', { name: 'Back to Admin Page' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
});
