import { expect, type Locator, type Page } from '@playwright/test';
import { test } from '../support/test';
import { expectAccessible, expectNoSidewaysScroll } from '../support/accessibility';
import { decide, sendRegistrationAndFees, submittedApplication } from '../support/applicants';
import { E2E } from '../support/e2e-env';
import { screenshotBoth, screenshotWindow, VIEWPORTS } from '../support/screenshot';
import { signInStaff } from '../support/staff';

// Issue 17 items 1 and 8: a decision reads back where staff look, and Documents completed is offered
// only when the cms would take it, warning by name about the requested documents still missing.

const NOT_ACCEPTED = 'Only an accepted application can have its documents marked as completed.';
// "by Bursary Staff on 26 Nov 2026, 10:05": the e2e staff member, in the office's time.
const BY_STAFF_ON = /by Bursary Staff on \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}/;

const homeOf = (applicationId: number) => `${E2E.adminUrl}/applicationmanager?application_id=${applicationId}`;
// A labelled value of a details list: the <dd> right after its <dt>.
const valueOf = (scope: Page | Locator, label: string) =>
  scope.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

const saveDecision = async (page: Page, choice: 'Accept' | 'Decline', reason: string, subjectTo: string, name: string) => {
  await page.getByRole('radio', { name: choice }).check();
  await page.getByLabel('Reason').fill(reason);
  await page.getByLabel('Subject to').fill(subjectTo);
  await page.getByRole('button', { name: 'Save' }).click();
  const dialog = page.getByRole('dialog', { name: `${choice} ${name}?` });
  await dialog.getByRole('button', { name: choice === 'Accept' ? 'Yes, accept' : 'Yes, decline' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${name} ${choice === 'Accept' ? 'accepted' : 'declined'}` })).toBeVisible();
};

test('[ADMIN][DECISIONS]: a decision reads back: the form opens on the current one and the home shows the history', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const lastName = `Decided${Date.now()}`;
  const name = `Ruqayyah ${lastName}`;
  const { applicationId } = await submittedApplication(request, { first_name: 'Ruqayyah', last_name: lastName });
  const history = page.locator('section.decision-history');

  await signInStaff(page);
  await page.goto(homeOf(applicationId));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // No decision yet: nothing to read back.
  await expect(page.getByRole('button', { name: 'Documents completed' })).toBeVisible();
  await expect(history).toHaveCount(0);

  await page.getByRole('link', { name: 'Accept and Decline' }).click();
  await expect(page.getByRole('radio', { name: 'Accept' })).not.toBeChecked();
  await expect(page.getByRole('radio', { name: 'Decline' })).not.toBeChecked();
  await expect(page.getByLabel('Reason')).toHaveValue('');
  await saveDecision(page, 'Decline', 'Income above the threshold.', '', name);
  // After saving, the form stays on the decision just made.
  await expect(page.getByRole('radio', { name: 'Decline' })).toBeChecked();
  await expect(page.getByLabel('Reason')).toHaveValue('Income above the threshold.');
  await saveDecision(page, 'Accept', 'Income corrected on appeal.', 'Proof of registration for 2026', name);

  // Opened again later: the radio, reason and "subject to" of the current decision, and who made it when.
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Accept' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Decline' })).not.toBeChecked();
  await expect(page.getByLabel('Reason')).toHaveValue('Income corrected on appeal.');
  await expect(page.getByLabel('Subject to')).toHaveValue('Proof of registration for 2026');
  await expect(page.getByText(/^The current decision: Accepted by Bursary Staff on /)).toContainText(BY_STAFF_ON);
  await expectAccessible(page);
  await screenshotBoth(page, 'admin-decisions-acceptdecline-reopened');
  await expectNoSidewaysScroll(page);

  // The home: the current decision first, with its reason, subject to, who and when; then the earlier one.
  await page.getByRole('button', { name: 'Back to applicant' }).click();
  await expect(page).toHaveURL(new RegExp(`/applicationmanager\\?application_id=${applicationId}$`));
  await expect(history.getByRole('heading', { level: 2, name: 'Decision' })).toBeVisible();
  const current = history.locator(':scope > .decision-line');
  await expect(current).toContainText('Accepted');
  await expect(current).toContainText(BY_STAFF_ON);
  const currentDetails = history.locator(':scope > .details-list');
  await expect(valueOf(currentDetails, 'Reason')).toHaveText('Income corrected on appeal.');
  await expect(valueOf(currentDetails, 'Subject to')).toHaveText('Proof of registration for 2026');
  const earlier = history.getByRole('list', { name: 'Earlier decisions' }).getByRole('listitem');
  await expect(earlier).toHaveCount(1);
  await expect(earlier.locator('.decision-line')).toContainText('Declined');
  await expect(earlier.locator('.decision-line')).toContainText(BY_STAFF_ON);
  await expect(valueOf(earlier, 'Reason')).toHaveText('Income above the threshold.');
  await expect(valueOf(earlier, 'Subject to')).toHaveText('—');
  // Above the buttons, where staff look first.
  const historyTop = (await history.boundingBox())!.y;
  expect(historyTop).toBeLessThan((await page.getByRole('link', { name: 'Review' }).boundingBox())!.y);
  await expectAccessible(page);
  await screenshotBoth(page, 'admin-decisions-home-history');
  await expectNoSidewaysScroll(page);
});

test('[ADMIN][DECISIONS]: Documents completed is not offered to a declined applicant, and warns by name about missing documents', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const declined = await submittedApplication(request, { first_name: 'Tariq', last_name: `Declined${Date.now()}` });
  await decide(request, declined.applicationId, 0);
  const acceptedLastName = `Accepted${Date.now()}`;
  const accepted = await submittedApplication(request, { first_name: 'Zainab', last_name: acceptedLastName });
  await decide(request, accepted.applicationId, 1);
  // Proof of Registration and the Fees Statement arrive through a documents-request link; the Consent Form does not.
  await sendRegistrationAndFees(request, accepted.applicant);

  // Declined: the button cannot succeed, so it is disabled with the cms's reason beside it.
  await signInStaff(page);
  await page.goto(homeOf(declined.applicationId));
  const button = page.getByRole('button', { name: 'Documents completed' });
  await expect(button).toBeDisabled();
  await expect(button).toHaveAccessibleDescription(NOT_ACCEPTED);
  await expect(page.getByText(NOT_ACCEPTED)).toBeVisible();
  await expectAccessible(page);
  await screenshotBoth(page, 'admin-decisions-documents-completed-declined');
  await expectNoSidewaysScroll(page);

  // Accepted without a Consent Form: offered, and the confirmation names what is missing.
  const name = `Zainab ${acceptedLastName}`;
  await page.goto(homeOf(accepted.applicationId));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(NOT_ACCEPTED)).toHaveCount(0);
  await page.getByRole('button', { name: 'Documents completed' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark the documents as completed?' });
  await expect(dialog.getByRole('listitem')).toHaveText(['Consent Form has not been uploaded.']);
  await expectAccessible(page);
  // The window only: a dialog's mask covers what is on screen, not the whole page.
  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await screenshotWindow(page, `admin-decisions-documents-completed-missing-${label}`);
  }
  await page.setViewportSize(VIEWPORTS.desktop);
  await dialog.getByRole('button', { name: 'Yes, documents completed' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Documents completed. ${name} has been e-mailed.` })).toBeVisible();
});
