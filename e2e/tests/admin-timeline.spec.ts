import { expect } from '@playwright/test';
import { test } from '../support/test';
import { expectAccessible, expectNoSidewaysScroll } from '../support/accessibility';
import { decide, sendRegistrationAndFees, submittedApplication } from '../support/applicants';
import { E2E } from '../support/e2e-env';
import { screenshotBoth } from '../support/screenshot';
import { signInStaff } from '../support/staff';

// Issue 17 item 11: an applicant's story on one page, from the records, the mail log and the access log.

test('[ADMIN][TIMELINE]: staff open an applicant\'s timeline and read what happened, newest first', async ({ page, request }) => {
  test.setTimeout(120_000);
  const lastName = `Timeline${Date.now()}`;
  const name = `Khadija ${lastName}`;
  const { applicant, applicationId } = await submittedApplication(request, { first_name: 'Khadija', last_name: lastName });
  await sendRegistrationAndFees(request, applicant);
  await decide(request, applicationId, 1);

  await signInStaff(page);
  await page.goto(`${E2E.adminUrl}/applicationmanager?application_id=${applicationId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('link', { name: 'Timeline' }).click();
  await expect(page).toHaveURL(new RegExp(`view=timeline`));
  await expect(page.getByRole('heading', { level: 2, name: 'Timeline' })).toBeVisible();

  const entries = page.getByRole('list', { name: 'What happened, newest first' }).getByRole('listitem');
  const whats = await entries.locator('.timeline-what').allTextContents();
  const at = (what: string) => whats.indexOf(what);
  for (const what of ['Accepted', 'Uploaded Fees Statement', 'Submitted the application', 'Started the application', 'Registered']) {
    expect(whats, `"${what}" on the timeline`).toContain(what);
  }
  expect(at('Accepted')).toBeLessThan(at('Uploaded Fees Statement'));
  expect(at('Uploaded Fees Statement')).toBeLessThan(at('Submitted the application'));
  expect(at('Submitted the application')).toBeLessThan(at('Started the application'));
  expect(at('Started the application')).toBe(whats.length - 2);
  expect(at('Registered')).toBe(whats.length - 1);

  // Who, when and from where: the staff member's decision, the applicant's upload through the e-mailed link.
  const decision = entries.filter({ has: page.locator('.timeline-what', { hasText: /^Accepted$/ }) });
  await expect(decision).toContainText('Staff Bursary Staff');
  await expect(decision.locator('time')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  const fees = entries.filter({ has: page.locator('.timeline-what', { hasText: /^Uploaded Fees Statement$/ }) });
  await expect(fees).toContainText(`Applicant ${name}`);
  await expect(fees).toContainText('Through an e-mailed link');
  await expect(entries.filter({ hasText: 'Request for outstanding documents' })).toContainText('E-mail sent');
  // Opening the applicant's record was a staff view of it.
  await expect(entries.filter({ hasText: "Opened the applicant's record" }).first()).toContainText('Bursary Staff');

  await expectAccessible(page);
  await screenshotBoth(page, 'admin-timeline');
  await expectNoSidewaysScroll(page);

  // An entry links to where its subject is shown.
  await decision.getByRole('link', { name: 'Open Accept and Decline' }).click();
  await expect(page).toHaveURL(new RegExp(`application_id=${applicationId}&view=acceptdecline$`));
});
