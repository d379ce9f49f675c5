import { expect, request as playwrightRequest, type Page } from '@playwright/test';
import { test } from '../support/test';
import { expectAccessible, expectNoSidewaysScroll } from '../support/accessibility';
import { registerByApi, signIn, staffGet, startedApplication, submittedApplication, type SignedIn } from '../support/applicants';
import { E2E } from '../support/e2e-env';
import { mailsWithSubject, waitForMail } from '../support/inbox';
import { screenshotBoth, VIEWPORTS } from '../support/screenshot';
import { signInStaff } from '../support/staff';

// Issue 17 item 10: staff see the applications started and not submitted, how far each got and when
// it was last saved, and remind those applicants to finish; an applicant withdraws theirs and staff
// see it withdrawn. This spec's applicants share a token in their last name, so a search shows them alone.
const TOKEN = `Draft${Date.now().toString(36)}`;
const REMINDER_SUBJECT = 'Finish your bursary application';

type Arranged = { applicant: SignedIn; applicationId: number };
let stalled: Arranged;
let furtherOn: Arranged;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const request = await playwrightRequest.newContext();
  const started = async (first_name: string, last_name: string, options = {}) => {
    const applicant = await registerByApi(request, { first_name, last_name: `${TOKEN}${last_name}` });
    return { applicant, applicationId: await startedApplication(request, applicant, options) };
  };
  stalled = await started('Amina', 'Adams');
  furtherOn = await started('Bilal', 'Bhamjee', { withIncome: true });
  await submittedApplication(request, { first_name: 'Cassiem', last_name: `${TOKEN}Cader` });
  await request.dispose();
});

const select = (page: Page, label: string) => page.getByRole('combobox', { name: label, exact: true });
const gridRows = (page: Page) => page.getByRole('row').filter({ hasText: TOKEN });
const searchFor = async (page: Page, text: string) => {
  await page.getByLabel('Search by first or last name').fill(text);
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`named “${text}”`) })).toBeVisible();
};

test('[STAFF][IN PROGRESS]: staff filter the in-progress applications, see how far each got, and remind those applicants once', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signInStaff(page);
  await searchFor(page, TOKEN);
  // The spec's counts are the submitted applications; in progress is counted beside them.
  await expect(page.getByRole('button', { name: /^[\d\s]+ All$/ })).toHaveText(/^1\sAll$/);
  await expect(page.getByRole('button', { name: /^[\d\s]+ In progress$/ })).toHaveText(/^2\sIn progress$/);
  await expect(gridRows(page)).toHaveCount(1);

  await select(page, 'Status').selectOption({ label: 'In progress' });
  await expect(page).toHaveURL(/status=in_progress/);
  await expect(gridRows(page)).toHaveCount(2);
  await expect(gridRows(page).filter({ hasText: `${TOKEN}Adams` })).toContainText('3 of 7 steps: University saved');
  await expect(gridRows(page).filter({ hasText: `${TOKEN}Bhamjee` })).toContainText('4 of 7 steps: Income saved');
  // When each was last saved, in office time.
  await expect(gridRows(page).filter({ hasText: `${TOKEN}Adams` })).toContainText(/In progress.*\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  await expect(page.getByRole('button', { name: /^[\d\s]+ In progress$/ })).toHaveAttribute('aria-pressed', 'true');
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await screenshotBoth(page, 'admin-in-progress-grid');

  // The confirmation names the e-mail, how many get it and the year; maildev then has one each.
  const due = await staffGet<{ count: number; skipped: number }>(request, '/api/sendinprogressreminders/count?application_year=2025');
  expect(due.count).toBeGreaterThanOrEqual(2);
  const before = (await mailsWithSubject(REMINDER_SUBJECT)).length;
  await page.getByRole('button', { name: 'Remind in-progress applicants' }).click();
  const dialog = page.getByRole('dialog', { name: `Send '${REMINDER_SUBJECT}' to ${due.count} in-progress applicants of 2025?` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Each gets their own e-mail now, with the closing date and a link to continue their application.');
  await screenshotBoth(page, 'admin-in-progress-remind-confirmation');
  await dialog.getByRole('button', { name: 'Send reminders' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${due.count} sent` })).toBeVisible();

  for (const { applicant } of [stalled, furtherOn]) {
    const mail = await waitForMail(applicant.email, 15_000, REMINDER_SUBJECT);
    expect(mail.text).toContain(`Dear ${applicant.first_name},`);
    expect(mail.text).toContain(`${E2E.applicantUrl}/bursauryform`);
  }
  await expect.poll(async () => (await mailsWithSubject(REMINDER_SUBJECT)).length).toBe(before + due.count);

  // A second send the same day reminds nobody again, and says so.
  await page.getByRole('button', { name: 'Remind in-progress applicants' }).click();
  const nobody = page.getByRole('dialog', { name: 'No in-progress applicants of 2025 are waiting for a reminder' });
  await expect(nobody).toContainText(`All ${due.count} in-progress applicants of 2025 were reminded today`);
  // The footer's Close (the corner's close icon has no text).
  await nobody.getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' }).click();
  await expect(nobody).toBeHidden();
  expect((await mailsWithSubject(REMINDER_SUBJECT)).length).toBe(before + due.count);
});

test('[APPLICANT][WITHDRAW]: an applicant withdraws at 360 px, and staff see the application withdrawn', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { applicant, applicationId } = await submittedApplication(request, { first_name: 'Dawood', last_name: `${TOKEN}Davids` });

  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto('/signin');
  await signIn(page, applicant);
  await expect(page).toHaveURL(/\/applicantdashboard$/);
  await page.getByRole('button', { name: 'Withdraw application' }).click();
  const confirmation = page.getByRole('group', { name: 'Withdraw your application for 2025?' });
  await expect(confirmation).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Withdraw your application for 2025?' })).toBeFocused();
  await expect(confirmation).toContainText('This cannot be undone');
  await expectAccessible(page);
  await screenshotBoth(page, 'applicant-withdraw-confirmation');

  // Kept: nothing changes, and the button has the focus again.
  await page.setViewportSize(VIEWPORTS.phone);
  await confirmation.getByRole('button', { name: 'Keep my application' }).click();
  await expect(page.getByRole('button', { name: 'Withdraw application' })).toBeFocused();

  await page.getByRole('button', { name: 'Withdraw application' }).click();
  await page.getByRole('button', { name: 'Yes, withdraw my application' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'You withdrew your application' })).toBeFocused();
  await expect(page.getByText(/You withdrew your 2025 application on \d{4}-\d{2}-\d{2} \d{2}:\d{2}\./)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Withdraw application' })).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await screenshotBoth(page, 'applicant-withdrawn');

  // Staff: under Withdrawn in the grid, labelled so, and on the applicant's record.
  await signInStaff(page);
  await searchFor(page, `${TOKEN}Davids`);
  await expect(gridRows(page)).toHaveCount(0);
  await select(page, 'Status').selectOption({ label: 'Withdrawn' });
  await expect(gridRows(page)).toHaveCount(1);
  await expect(gridRows(page)).toContainText(/Withdrawn \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);

  await page.goto(`${E2E.adminUrl}/applicationmanager?application_id=${applicationId}`);
  const standing = page.locator('.applicant-summary');
  await expect(standing.getByRole('definition').filter({ hasText: /^Withdrawn$/ })).toBeVisible();
  await expect(standing).toContainText(/by the applicant on \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  await expectNoSidewaysScroll(page);
  await screenshotBoth(page, 'admin-applicant-withdrawn');

  // A decision can no longer succeed, so Accept and Decline says why instead of offering the form.
  await page.goto(`${E2E.adminUrl}/applicationmanager?application_id=${applicationId}&view=acceptdecline`);
  await expect(page.getByRole('status').filter({ hasText: 'The applicant withdrew this application, so it can no longer be accepted or declined.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
});
