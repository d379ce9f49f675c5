import { expect, type Browser, type Page } from '@playwright/test';
import { REVIEWER_MESSAGES } from '@bursary/domain/reviewers';
import { PASSWORD_HINT, PASSWORD_MESSAGES } from '@bursary/domain/schemas/password';
import { INVITE_REVIEWER_MESSAGES } from '@bursary/domain/schemas/reviewer-invitation';
import { test } from '../support/test';
import { expectAccessible, expectNoSidewaysScroll } from '../support/accessibility';
import { referenceOf, staffPost, submittedApplication } from '../support/applicants';
import { E2E } from '../support/e2e-env';
import { invitationPathIn, REVIEWER_PASSWORD, reviewerByApi, reviewerEmail } from '../support/reviewers';
import { screenshotBoth } from '../support/screenshot';
import { scoreByKeyboard } from '../support/scoring';
import { trackRequests } from '../support/settled';
import { signInStaff } from '../support/staff';

// Issue 18, item 1: staff invite a reviewer by e-mail; the reviewer chooses a password through the
// e-mailed link, signs in to the back office and sees only their part of it (their pool, the review
// queue, reading, comments and scores), never a call that answers them 403; staff deactivate them,
// and their next step takes them to the sign-in page, which no longer lets them in.

// A step that cannot happen fails in seconds, not at the test's end.
test.use({ actionTimeout: 20_000, navigationTimeout: 30_000 });

const RUBRIC = ['Financial need', 'Academic merit', 'Community involvement', 'Motivation'];
const SCORES = [4, 3, 5, 4];
const NEW_REVIEWER = { first_name: 'Thandi', last_name: 'Mokoena' };
const NEW_REVIEWER_NAME = `${NEW_REVIEWER.first_name} ${NEW_REVIEWER.last_name}`;

// Staff work in a browser of their own, signed in beside the reviewer's.
const staffBrowser = async (browser: Browser) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  context.on('page', trackRequests);
  const page = await context.newPage();
  await signInStaff(page);
  return page;
};

const openReviewersView = async (page: Page) => {
  await page.goto(`${E2E.adminUrl}/admindashboard?view=reviewers`);
  await expect(page.getByRole('heading', { level: 1, name: 'Reviewers' })).toBeVisible();
};

const searchGrid = async (page: Page, name: string) => {
  await page.getByLabel('Search by first or last name').fill(name);
  await expect(page.getByRole('heading', { name: new RegExp(`named “${name}”`) })).toBeVisible();
};

// What a reviewer must never be offered: staff's tasks, by their links and buttons.
const STAFF_ONLY_LINKS = ['Accepted applicants', 'Documents request', 'Results request', 'General e-mails', 'Late application request', 'Statistics', 'Budget', 'Reviewers', 'Undelivered e-mails'];
const STAFF_ONLY_DETAIL = ['Accept and Decline', 'Payment', 'Update applicant', 'Timeline'];
const STAFF_ONLY_BUTTONS = ['Download Application Form', 'Download Checklist', 'Download Files', 'Documents completed'];

test('[ADMIN][REVIEWERS]: staff invite a reviewer, who signs in, reads, comments and scores their pool only, until staff deactivate them', async ({ page, browser, request }) => {
  test.setTimeout(300_000);
  const stamp = Date.now();
  const cycleYear: number = (await (await request.get(`${E2E.cmsUrl}/api/portal-content`)).json()).settings.cycle_year;
  const pool = await submittedApplication(request, { first_name: 'Lindiwe', last_name: `Pool${stamp}` });
  const elsewhere = await submittedApplication(request, { first_name: 'Sipho', last_name: `Elsewhere${stamp}` });
  const poolName = `${pool.applicant.first_name} ${pool.applicant.last_name}`;
  // Another reviewer is given `elsewhere`: it leaves the open pool.
  const other = await reviewerByApi(request, { first_name: 'Bongani', last_name: `Other${stamp}` });
  await staffPost(request, '/api/assignreviewer', { application_id: elsewhere.applicationId, reviewer_id: other.user_id });

  // Staff invite a reviewer: the form's own messages first, then an address that has an account, then a fresh one.
  const staff = await staffBrowser(browser);
  await staff.getByRole('link', { name: 'Reviewers' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Reviewers' })).toBeVisible();
  const invite = staff.getByRole('form', { name: 'Invite a reviewer' });
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite.getByLabel('E-mail')).toHaveAccessibleDescription(INVITE_REVIEWER_MESSAGES.emailRequired);
  await expect(invite.getByLabel('First name')).toHaveAccessibleDescription(INVITE_REVIEWER_MESSAGES.firstNameRequired);
  await expect(invite.getByLabel('Last name')).toHaveAccessibleDescription(INVITE_REVIEWER_MESSAGES.lastNameRequired);
  await invite.getByLabel('E-mail').fill(pool.applicant.email);
  await invite.getByLabel('First name').fill(NEW_REVIEWER.first_name);
  await invite.getByLabel('Last name').fill(NEW_REVIEWER.last_name);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite.getByLabel('E-mail')).toHaveAccessibleDescription(REVIEWER_MESSAGES.accountExists(pool.applicant.email));
  await expect(invite.getByLabel('E-mail')).toBeFocused();

  const email = reviewerEmail(NEW_REVIEWER.first_name);
  await invite.getByLabel('E-mail').fill(email);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite.getByRole('status')).toHaveText(REVIEWER_MESSAGES.invited(email));
  const invitedRow = staff.getByRole('row').filter({ hasText: email });
  await expect(invitedRow).toContainText('Invited');
  await expect(invitedRow).toContainText('Waiting for them to choose a password');
  await expectAccessible(staff);
  await screenshotBoth(staff, 'admin-reviewers');
  await expectNoSidewaysScroll(staff);

  // The e-mailed link: who is invited and until when, the password rule before the first try, messages at the fields.
  const invitationPath = await invitationPathIn(email);
  await page.goto(`${E2E.adminUrl}${invitationPath}`);
  const choose = page.getByRole('form', { name: 'Choose your password' });
  await expect(choose).toContainText(NEW_REVIEWER_NAME);
  await expect(choose).toContainText(email);
  await expect(choose).toContainText('This link works until');
  await expect(choose.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(PASSWORD_HINT);
  await choose.getByLabel('Password', { exact: true }).fill(REVIEWER_PASSWORD);
  await choose.getByLabel('Confirm password').fill(`${REVIEWER_PASSWORD}x`);
  await choose.getByRole('button', { name: 'Create my reviewer account' }).click();
  await expect(choose.getByLabel('Confirm password')).toHaveAccessibleDescription(PASSWORD_MESSAGES.mismatch);
  await expectAccessible(page);
  await screenshotBoth(page, 'admin-reviewer-invitation');
  await expectNoSidewaysScroll(page);
  await choose.getByLabel('Confirm password').fill(REVIEWER_PASSWORD);
  await choose.getByRole('button', { name: 'Create my reviewer account' }).click();
  await expect(page.getByRole('status')).toContainText(REVIEWER_MESSAGES.accepted);

  // The link is used: the cms's message and what to do instead.
  await page.goto(`${E2E.adminUrl}${invitationPath}`);
  await expect(page.getByText('Ask the bursary office for a new invitation.')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Choose your password' })).toHaveCount(0);
  await screenshotBoth(page, 'admin-reviewer-invitation-used');
  await expectNoSidewaysScroll(page);
  await page.goto(`${E2E.adminUrl}/reviewerinvitation?token=not-an-invitation`);
  await expect(page.getByText('Ask the bursary office for a new invitation.')).toBeVisible();

  // Signed in, the reviewer's back office: no call of theirs answers 403 from here until staff deactivate them.
  const refused: string[] = [];
  const onResponse = (response: { status: () => number; url: () => string }) => {
    if (response.status() === 403) refused.push(response.url());
  };
  page.context().on('response', onResponse);
  await signInStaff(page, { email, password: REVIEWER_PASSWORD });
  await expect(page.getByRole('heading', { level: 1, name: 'Applications to review' })).toBeVisible();
  const account = page.getByRole('navigation', { name: 'Account' });
  await expect(account).toContainText(NEW_REVIEWER_NAME);
  await expect(account).toContainText('Reviewer');
  const tasks = page.getByRole('navigation', { name: 'Back-office tasks' });
  await expect(tasks.getByRole('link', { name: 'Review queue' })).toBeVisible();
  for (const name of STAFF_ONLY_LINKS) await expect(tasks.getByRole('link', { name, exact: true })).toHaveCount(0);
  for (const name of ['Exports and downloads', 'Bulk letters', 'Reminders']) await expect(page.getByRole('heading', { name })).toHaveCount(0);
  await expect(page.getByLabel('Status', { exact: true })).toHaveCount(0);

  // Their pool: the open pool's application is there; the one given to another reviewer is not.
  await searchGrid(page, `Elsewhere${stamp}`);
  await expect(page.getByText('No applications match this search and these filters.', { exact: false })).toBeVisible();
  await searchGrid(page, `Pool${stamp}`);
  const row = page.getByRole('row', { name: `${poolName}, application ${referenceOf(pool.applicationId, cycleYear)}` });
  await expect(row).toBeVisible();
  await expectAccessible(page);
  await screenshotBoth(page, 'admin-reviewer-home');
  await expectNoSidewaysScroll(page);

  // The applicant record, read only: Review, Scores and Documents, nothing that decides, pays, edits or downloads.
  const [detail] = await Promise.all([page.context().waitForEvent('page'), row.click()]);
  await expect(detail.getByRole('heading', { level: 1, name: poolName })).toBeVisible();
  for (const name of ['Review', 'Scores', 'Documents']) await expect(detail.getByRole('link', { name, exact: true })).toBeVisible();
  for (const name of STAFF_ONLY_DETAIL) await expect(detail.getByRole('link', { name, exact: true })).toHaveCount(0);
  for (const name of STAFF_ONLY_BUTTONS) await expect(detail.getByRole('button', { name })).toHaveCount(0);
  await detail.getByRole('button', { name: 'Basic Information', exact: true }).click();
  await expect(detail.getByRole('link', { name: 'Edit Basic Information' })).toHaveCount(0);
  await detail.getByRole('button', { name: 'Final year result', exact: true }).click();
  await expect(detail.getByRole('button', { name: 'Confirm' })).toHaveCount(0);
  await screenshotBoth(detail, 'admin-reviewer-detail');
  await expectNoSidewaysScroll(detail);

  // Documents: the list, and one opened in the viewer.
  await detail.getByRole('link', { name: 'Documents', exact: true }).click();
  await expect(detail.getByRole('heading', { level: 2, name: 'Uploaded documents' })).toBeVisible();
  await detail.locator('.document-browser-item').first().click();
  await expect(detail.locator('.document-frame')).toBeVisible();

  // A comment.
  await detail.getByRole('button', { name: 'Back to applicant' }).click();
  await detail.getByRole('link', { name: 'Review', exact: true }).click();
  await expect(detail.getByRole('heading', { level: 3, name: 'Request documents' })).toHaveCount(0);
  await detail.getByRole('textbox', { name: 'Comment' }).fill('Clear motivation; the fees statement matches the amounts asked for.');
  await detail.getByRole('button', { name: 'Save Comment' }).click();
  await expect(detail.getByRole('status').filter({ hasText: 'Comment Saved' })).toBeVisible();
  await expect(detail.getByText('Clear motivation; the fees statement matches the amounts asked for.')).toBeVisible();

  // Scores by keyboard, submitted; no "without scoring", and the assignments are staff's.
  await detail.getByRole('button', { name: 'Back to applicant' }).click();
  await detail.getByRole('link', { name: 'Scores', exact: true }).click();
  await expect(detail.getByRole('heading', { level: 2, name: 'Scores' })).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Show the scores without scoring' })).toHaveCount(0);
  await expect(detail.getByRole('heading', { name: 'Assigned reviewers' })).toHaveCount(0);
  await detail.getByRole('group', { name: RUBRIC[0] }).getByRole('radio', { name: '1', exact: true }).focus();
  for (const [index, name] of RUBRIC.entries()) await scoreByKeyboard(detail, name, SCORES[index], `${name}: as the file shows`);
  await expect(detail.getByRole('button', { name: 'Submit scores' })).toBeFocused();
  await detail.keyboard.press('Enter');
  const dialog = detail.getByRole('dialog', { name: `Submit your scores for ${poolName}?` });
  await dialog.getByRole('button', { name: 'Yes, submit' }).focus();
  await detail.keyboard.press('Enter');
  await expect(detail.getByRole('status').filter({ hasText: `Your scores for ${poolName} are submitted.` })).toBeVisible();
  await expectAccessible(detail);
  await screenshotBoth(detail, 'admin-reviewer-scores');
  await expectNoSidewaysScroll(detail);

  // The review queue: their pool's next application to score.
  await page.getByRole('link', { name: 'Review queue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Review queue' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /left to score in/ })).toBeVisible();
  await page.getByRole('button', { name: 'Back to Admin Page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Applications to review' })).toBeVisible();

  // Staff-only views and pages, asked for directly, lead back to what the reviewer may use.
  await detail.goto(`${E2E.adminUrl}/applicationmanager?application_id=${pool.applicationId}&view=acceptdecline`);
  await expect(detail).toHaveURL(new RegExp(`/applicationmanager\\?application_id=${pool.applicationId}$`));
  await detail.goto(`${E2E.adminUrl}/admindashboard?view=budget`);
  await expect(detail.getByRole('heading', { level: 1, name: 'Applications to review' })).toBeVisible();
  await page.goto(`${E2E.adminUrl}/updateapplicant?application_id=${pool.applicationId}&step=0&substep=0`);
  await expect(page).toHaveURL(/\/admindashboard$/);
  await page.goto(`${E2E.adminUrl}/stat`);
  await expect(page).toHaveURL(/\/admindashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Applications to review' })).toBeVisible();
  await detail.close();
  page.context().off('response', onResponse);
  expect(refused, 'calls that answered the reviewer 403').toEqual([]);

  // Staff see who reviews what: the other reviewer on `elsewhere`, the open pool on the reviewer's application.
  await staff.goto(`${E2E.adminUrl}/applicationmanager?application_id=${elsewhere.applicationId}&view=scores`);
  const assigned = staff.getByRole('region', { name: 'Assigned reviewers' });
  await expect(assigned).toContainText(`${other.first_name} ${other.last_name}`);
  await expect(assigned.getByRole('button', { name: `Remove ${other.first_name} ${other.last_name}` })).toBeVisible();
  await expectAccessible(staff);
  await screenshotBoth(staff, 'admin-assigned-reviewers');
  await expectNoSidewaysScroll(staff);
  await staff.goto(`${E2E.adminUrl}/applicationmanager?application_id=${pool.applicationId}&view=scores`);
  await expect(assigned).toContainText('Open pool: any reviewer may score it.');

  // Staff deactivate the reviewer, after a confirmation that names them.
  await openReviewersView(staff);
  const reviewerRow = staff.getByRole('row').filter({ hasText: email });
  await expect(reviewerRow).toContainText('Active');
  await expect(reviewerRow.getByRole('cell').nth(3), 'reviews submitted').toHaveText('1');
  // By keyboard: the row's button, then the dialog's.
  await reviewerRow.getByRole('button', { name: `Deactivate ${NEW_REVIEWER_NAME}` }).focus();
  await staff.keyboard.press('Enter');
  const confirm = staff.getByRole('dialog', { name: `Deactivate ${NEW_REVIEWER_NAME}?` });
  await expect(confirm).toContainText('They can no longer sign in; their scores and comments stay.');
  await expectAccessible(staff);
  await confirm.getByRole('button', { name: 'Yes, deactivate' }).focus();
  await staff.keyboard.press('Enter');
  await expect(staff.getByRole('status').filter({ hasText: REVIEWER_MESSAGES.deactivated(NEW_REVIEWER_NAME) })).toBeVisible();
  await expect(reviewerRow).toContainText('Deactivated');
  await expect(reviewerRow.getByRole('button', { name: `Reactivate ${NEW_REVIEWER_NAME}` })).toBeVisible();

  // The reviewer's next step: to the sign-in page with the cms's message; signing in again is refused.
  const ended = page.waitForResponse((response) => response.status() === 401);
  await page.getByRole('link', { name: 'Review queue' }).click();
  const endedMessage: string = (await (await ended).json()).error;
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('alert').filter({ hasText: endedMessage })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Account' })).not.toContainText(NEW_REVIEWER_NAME);
  const form = page.getByRole('form', { name: 'Staff sign-in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(REVIEWER_PASSWORD);
  const login = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/login');
  await form.getByRole('button', { name: 'LOG IN' }).click();
  const refusal = await login;
  expect(refusal.status()).toBeGreaterThanOrEqual(400);
  expect((await refusal.json()).error).toBe(REVIEWER_MESSAGES.signInDeactivated);
  await expect(form.getByRole('alert')).toHaveText(REVIEWER_MESSAGES.signInDeactivated);
  await expect(page).toHaveURL(/\/signin$/);
  await screenshotBoth(page, 'admin-reviewer-deactivated');

  // Staff give the other reviewer more from the open pool: a count and a year, then the cms's answer.
  await staff.getByRole('button', { name: `Assign from the open pool to ${other.first_name} ${other.last_name}` }).click();
  const assign = staff.getByRole('dialog', { name: `Assign applications from the open pool to ${other.first_name} ${other.last_name}` });
  await assign.getByLabel('How many applications').fill('0');
  await assign.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(assign.getByLabel('How many applications')).toHaveAccessibleDescription(/a whole number from 1 to 200/);
  await assign.getByLabel('How many applications').fill('1');
  await expect(assign.getByLabel('Application year')).toHaveValue(String(cycleYear));
  await assign.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(assign).toBeHidden();
  await expect(staff.getByRole('status').filter({ hasText: `assigned to ${other.first_name} ${other.last_name}` })).toBeVisible();

  // Reactivated, the reviewer signs in again, and is back where their session ended.
  await reviewerRow.getByRole('button', { name: `Reactivate ${NEW_REVIEWER_NAME}` }).click();
  await staff.getByRole('dialog', { name: `Reactivate ${NEW_REVIEWER_NAME}?` }).getByRole('button', { name: 'Yes, reactivate' }).click();
  await expect(staff.getByRole('status').filter({ hasText: REVIEWER_MESSAGES.reactivated(NEW_REVIEWER_NAME) })).toBeVisible();
  await expect(reviewerRow).toContainText('Active');
  await staff.context().close();
  await signInStaff(page, { email, password: REVIEWER_PASSWORD });
  await expect(page).toHaveURL(/\/admindashboard\?view=queue$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Review queue' })).toBeVisible();
});
