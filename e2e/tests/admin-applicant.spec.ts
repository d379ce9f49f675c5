import fs from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from '../support/test';
import { expectAccessible, expectNoSidewaysScroll } from '../support/accessibility';
import { referenceOf, submittedApplication } from '../support/applicants';
import { E2E } from '../support/e2e-env';
import { sendResults } from '../support/results';
import { screenshotBoth } from '../support/screenshot';
import { signInStaff } from '../support/staff';

const FINAL_YEAR = [
  { subjectName: 'Financial Accounting', subjectMark: '68' },
  { subjectName: 'Business Law', subjectMark: '75' },
  { subjectName: 'Economics', subjectMark: '59' },
];

const panel = (page: Page, title: string) => page.getByRole('button', { name: title, exact: true });
// A labelled value of a details list: the <dd> right after its <dt>.
const valueOf = (scope: Page | Locator, label: string) =>
  scope.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

// Saves a download as staff do and answers its name and first bytes.
const download = async (page: Page, button: string) => {
  const arriving = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const saved = await arriving;
  const bytes = fs.readFileSync((await saved.path())!);
  await expect(page.getByText(`Saved as ${saved.suggestedFilename()}.`)).toBeVisible();
  return { name: saved.suggestedFilename(), bytes };
};

test('[ADMIN][APPLICANT]: data, documents, results, downloads and a decision on the applicant detail screen', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const lastName = `Detail${Date.now()}`;
  const { applicant, applicationId, basic: sent } = await submittedApplication(request, { first_name: 'Ayesha', last_name: lastName });
  const finalYear = { resultType: 1, results: { subjects: FINAL_YEAR }, transcript: 'results.pdf' } as const;
  await sendResults(request, { applicationId, email: applicant.email }, finalYear);
  const name = `Ayesha ${lastName}`;
  const reference = referenceOf(applicationId);

  await signInStaff(page);
  await page.goto(`${E2E.adminUrl}/applicationmanager?application_id=${applicationId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(`Application No. ${reference}, University of Cape Town`, { exact: true })).toBeVisible();
  await expect(valueOf(page, 'Decision')).toHaveText('pending');
  await expect(valueOf(page, 'Paid')).toHaveText('NO');
  // Documents submitted NO, and why: none of the three requested documents is in yet.
  await expect(valueOf(page, 'Documents submitted')).toHaveText('NO');
  await expect(valueOf(page, 'Documents submitted').locator('xpath=following-sibling::dd[1]')).toHaveText(
    '0 of 3 received: Proof of Registration, Fees Statement and Consent Form missing',
  );
  await expect(page.getByRole('link', { name: 'Payment' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Download Pledge Letter' })).toHaveCount(0);

  // Data panels: the applicant's answers under their labels, each with its edit icon.
  await panel(page, 'Basic Information').click();
  const basic = page.locator('.ant-collapse-item-active');
  await expect(valueOf(basic, 'ID Number')).toHaveText(sent.id_number);
  await expect(valueOf(basic, 'City')).toHaveText('Cape Town');
  await expect(valueOf(basic, 'ID Type')).toHaveText('South African ID');
  await panel(page, 'Basic Information').click();
  await panel(page, 'University').click();
  await expect(valueOf(page, 'University')).toHaveText('University of Cape Town');
  await expect(valueOf(page, 'Course')).toHaveText('Accounting');
  await expect(page.getByRole('link', { name: 'Edit University' })).toHaveAttribute(
    'href',
    `/updateapplicant?application_id=${applicationId}&step=2&substep=0`,
  );
  await panel(page, 'Social Information').click();
  await expect(valueOf(page, 'Gender')).toHaveText('Female');
  await expectAccessible(page);
  await screenshotBoth(page, 'admin-applicant-home');
  await expectNoSidewaysScroll(page);

  // A document panel: its file fetched with the staff token and shown in the viewer.
  await panel(page, 'ID Document').click();
  await expect(page.getByRole('tab', { name: 'Doc1' })).toHaveAttribute('aria-selected', 'true');
  const viewer = page.frameLocator('iframe[title="ID Document: id_document.pdf"]');
  await expect(page.locator('iframe[title="ID Document: id_document.pdf"]')).toHaveAttribute('src', /^blob:/);
  await expect(viewer.locator('body')).toBeAttached();
  await expect(page.getByRole('button', { name: 'Print id_document.pdf' })).toBeVisible();
  await panel(page, 'Acceptance Letter').click();
  await expect(page.getByText('No document uploaded')).toBeVisible();
  await expectAccessible(page);
  await screenshotBoth(page, 'admin-applicant-document');
  await expectNoSidewaysScroll(page);

  // Results: subjects, marks and the average; staff confirm them as a pass.
  await panel(page, 'Final year result').click();
  const results = page.locator('.result-panel');
  await expect(results.getByRole('cell', { name: 'Business Law' })).toBeVisible();
  await expect(results.getByRole('cell', { name: '75' })).toBeVisible();
  await expect(valueOf(results, 'Average')).toHaveText('67.33');
  await expect(results.locator('iframe[title="Final-year Results: results.pdf"]')).toHaveAttribute('src', /^blob:/);
  await expect(valueOf(results, 'Confirmed\\?')).toHaveText('No');
  await results.getByRole('button', { name: 'Confirm' }).click();
  await expect(results.getByRole('alert')).toContainText('Select pass or fail');
  await results.getByLabel('Select result').selectOption('pass');
  await results.getByRole('button', { name: 'Confirm' }).click();
  await expect(results.getByRole('status')).toHaveText('Final-year Results confirmed as pass');
  await expect(valueOf(results, 'Confirmed\\?')).toHaveText('Yes');
  await expect(valueOf(results, 'Pass/Fail')).toHaveText('pass');
  await expectAccessible(page);
  await screenshotBoth(page, 'admin-applicant-result');
  await panel(page, 'Mid year result').click();
  await expect(page.getByText('No Mid-year Results have been submitted yet.')).toBeVisible();

  // The application form and checklist as .docx named after the applicant and the reference, and the zip of files with progress.
  const form = await download(page, 'Download Application Form');
  expect(form.name).toBe(`${name} (${reference}) - application form.docx`);
  expect(form.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  const checklist = await download(page, 'Download Checklist');
  expect(checklist.name).toBe(`${name} (${reference}) - checklist.docx`);

  // A slow link, so the zip's progress can be seen on the way.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 50, downloadThroughput: 512, uploadThroughput: -1 });
  const zipArriving = page.waitForEvent('download');
  // A small zip can go from its first progress to saved between two of Playwright's looks on a slow
  // machine: the page itself notes whether the progress bar was ever shown.
  await page.evaluate(() => {
    const seen = { progress: false };
    (window as unknown as { zipProgressSeen: typeof seen }).zipProgressSeen = seen;
    new MutationObserver((_changes, observer) => {
      if (!document.querySelector('[role="progressbar"][aria-label="Download Files progress"]')) return;
      seen.progress = true;
      observer.disconnect();
    }).observe(document.body, { childList: true, subtree: true, attributes: true });
  });
  await page.getByRole('button', { name: 'Download Files' }).click();
  await expect(page.getByRole('button', { name: 'Downloading...' })).toBeVisible();
  const zip = await zipArriving;
  await expect.poll(() => page.evaluate(() => (window as unknown as { zipProgressSeen: { progress: boolean } }).zipProgressSeen.progress)).toBe(true);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  expect(zip.suggestedFilename()).toBe(`${name} (${reference}).zip`);
  expect(fs.readFileSync((await zip.path())!).subarray(0, 2).toString('latin1')).toBe('PK');

  // Accept, behind a confirmation.
  await page.getByRole('link', { name: 'Accept and Decline' }).click();
  await expect(page).toHaveURL(/view=acceptdecline/);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Select Accept or Decline')).toBeVisible();
  await page.getByRole('radio', { name: 'Accept' }).check();
  await page.getByLabel('Reason').fill('Strong results and real need.');
  await page.getByLabel('Subject to').fill('Proof of registration for 2026');
  await expectAccessible(page);
  await screenshotBoth(page, 'admin-applicant-acceptdecline');
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: 'Save' }).click();
  const dialog = page.getByRole('dialog', { name: `Accept ${name}?` });
  await expect(dialog).toContainText('Reason: Strong results and real need.');
  await dialog.getByRole('button', { name: 'Yes, accept' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${name} accepted` })).toBeVisible();
  await expect(valueOf(page, 'Decision')).toHaveText('Accepted');

  // Accepted: Payment and the pledge letter appear at home.
  await page.getByRole('button', { name: 'Back to applicant' }).click();
  await expect(page).toHaveURL(new RegExp(`/applicationmanager\\?application_id=${applicationId}$`));
  await expect(page.getByRole('link', { name: 'Payment' })).toHaveAttribute('href', /view=payment/);
  const pledge = await download(page, 'Download Pledge Letter');
  expect(pledge.name).toMatch(/\.pdf$/);
  expect(pledge.bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');

  await page.getByRole('button', { name: 'Documents completed' }).click();
  await page.getByRole('dialog', { name: 'Mark the documents as completed?' }).getByRole('button', { name: 'Yes, documents completed' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Documents completed. ${name} has been e-mailed.` })).toBeVisible();
  await expect(valueOf(page, 'Documents completed')).toHaveText('YES');

  // The documents view: the uploaded documents listed, the one chosen in a frame (admin-evidence has the details).
  await page.getByRole('link', { name: 'Documents', exact: true }).click();
  await page.getByRole('button', { name: /^affidavit\.pdf Proof of Income/ }).click();
  await expect(page.locator('iframe[title="Proof of Income: affidavit.pdf"]')).toHaveAttribute('src', /^blob:/);
  await expectAccessible(page);
  await screenshotBoth(page, 'admin-applicant-documents');
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: 'Back to applicant' }).click();

  // An edit icon opens the update form at its section's stage.
  await panel(page, 'Income').click();
  await page.getByRole('link', { name: 'Edit Income' }).click();
  await expect(page).toHaveURL(new RegExp(`/updateapplicant\\?application_id=${applicationId}&step=2&substep=1$`));
  await page.goto(`${E2E.adminUrl}/applicationmanager?application_id=${applicationId}&view=update`);
  await expect(page).toHaveURL(new RegExp(`/updateapplicant\\?application_id=${applicationId}&step=0&substep=0$`));
});

test('[ADMIN][APPLICANT]: a missing or unknown application says so and leads back to the admin home', async ({ page }) => {
  await signInStaff(page);
  await page.goto(`${E2E.adminUrl}/applicationmanager`);
  await expect(page.getByText('No application was chosen')).toBeVisible();

  await page.goto(`${E2E.adminUrl}/ApplicationManager?application_id=987654321`);
  await expect(page.getByText('Application 987654321 was not found')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: /Go to the admin home/ }).click();
  await expect(page).toHaveURL(/\/admindashboard$/);
});

test('[ADMIN][APPLICANT]: opened in a new tab, the stored row shows at once and Back goes to the admin home', async ({
  page,
  request,
}) => {
  const lastName = `Stored${Date.now()}`;
  const { applicationId } = await submittedApplication(request, { first_name: 'Yusuf', last_name: lastName });
  await signInStaff(page);
  // As the grid does before opening the row: the row it listed, under "application".
  const row = await (
    await request.get(`${E2E.cmsUrl}/api/getapplication/${applicationId}`, {
      headers: { Authorization: await page.evaluate(() => JSON.parse(localStorage.getItem('log') ?? '{}').token) },
    })
  ).json();
  await page.evaluate((stored) => localStorage.setItem('application', JSON.stringify(stored)), row);

  const tab = await page.context().newPage();
  // The current row is held back until the stored one has been seen on screen.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await tab.route('**/api/getapplication/**', async (route) => {
    await released;
    await route.continue();
  });
  const current = tab.waitForResponse('**/api/getapplication/**');
  await tab.goto(`${E2E.adminUrl}/applicationmanager?application_id=${applicationId}`);
  await expect(tab.getByRole('heading', { level: 1, name: `Yusuf ${lastName}` })).toBeVisible();
  await expect(tab.getByText('Loading the application...')).toHaveCount(0);
  release();
  expect((await current).status()).toBe(200);
  await expect(tab.getByRole('heading', { level: 1, name: `Yusuf ${lastName}` })).toBeVisible();
  await tab.getByRole('button', { name: 'Back to Admin Page' }).click();
  await expect(tab).toHaveURL(/\/admindashboard$/);
});
