import { expect, type Locator, type Page } from '@playwright/test';
import { test } from '../support/test';
import { expectAccessible, expectNoSidewaysScroll } from '../support/accessibility';
import { submittedApplication } from '../support/applicants';
import { E2E } from '../support/e2e-env';
import { sendResults } from '../support/results';
import { screenshotBoth, VIEWPORTS } from '../support/screenshot';
import { signInStaff } from '../support/staff';

const panel = (page: Page, title: string) => page.getByRole('button', { name: title, exact: true });
const box = async (locator: Locator) => (await locator.boundingBox())!;

// The keyboard focus stays on this element (and in the page) for a second and a half, checked every 100 ms.
const expectFocusKept = async (page: Page, element: Locator) => {
  for (let check = 0; check < 15; check += 1) {
    expect(await page.evaluate(() => document.hasFocus())).toBe(true);
    await expect(element).toBeFocused({ timeout: 0 });
    await page.waitForTimeout(100);
  }
};

// The document files staff fetched (each is written to the access log by the cms).
const trackFileFetches = (page: Page) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/getapplicantfileadmin') fetched.push(url.searchParams.get('filename') ?? '');
  });
  return fetched;
};

test('[ADMIN][EVIDENCE]: staff check the marks against the transcript beside them, then confirm', async ({ page, request }) => {
  test.setTimeout(180_000);
  const { applicant, applicationId } = await submittedApplication(request, { first_name: 'Thandi', last_name: `Evidence${Date.now()}` });
  const sentTo = { applicationId, email: applicant.email };
  await sendResults(request, sentTo, {
    resultType: 1,
    results: { subjects: [{ subjectName: 'Auditing', subjectMark: '72' }, { subjectName: 'Taxation', subjectMark: '64' }] },
    transcript: 'final results.pdf',
  });
  await sendResults(request, sentTo, { resultType: 0, results: { no_result: true, reason: 'The semester tests were postponed.' } });

  await signInStaff(page);
  await page.goto(`${E2E.adminUrl}/applicationmanager?application_id=${applicationId}`);
  await panel(page, 'Final year result').click();
  const results = page.locator('.result-panel');
  const viewer = results.locator('iframe[title="Final-year Results: final results.pdf"]');
  await expect(viewer).toHaveAttribute('src', /^blob:/);
  await expect(results.getByRole('link', { name: 'Open final results.pdf in a new tab' })).toHaveAttribute('target', '_blank');

  // On a wide screen the transcript is to the right of the marks and the Confirm button, level with them.
  const marks = await box(results.getByRole('table'));
  const confirm = results.getByRole('button', { name: 'Confirm' });
  const transcript = await box(viewer);
  expect(transcript.x).toBeGreaterThanOrEqual(Math.max(marks.x + marks.width, (await box(confirm)).x + (await box(confirm)).width));
  expect(transcript.y).toBeLessThan(marks.y + marks.height);
  await expectAccessible(page);
  await screenshotBoth(page, 'admin-evidence-result');

  // On a phone it comes below them.
  await page.setViewportSize(VIEWPORTS.phone);
  await expect.poll(async () => (await box(viewer)).y).toBeGreaterThan((await box(confirm)).y + (await box(confirm)).height);
  await expectNoSidewaysScroll(page);

  await results.getByLabel('Select result').selectOption('pass');
  await confirm.click();
  await expect(results.getByRole('status')).toHaveText('Final-year Results confirmed as pass');
  await expect(viewer).toBeVisible();

  // Results sent without a transcript say so.
  await panel(page, 'Mid year result').click();
  const midYear = page.locator('.result-panel').filter({ hasText: 'The semester tests were postponed.' });
  await expect(midYear.getByText('No transcript uploaded with these results', { exact: true })).toBeVisible();
  await expect(midYear.locator('iframe')).toHaveCount(0);
});

test('[ADMIN][EVIDENCE]: the documents view lists the documents and opens the one chosen, one at a time', async ({ page, request }) => {
  test.setTimeout(180_000);
  const { applicant, applicationId } = await submittedApplication(request, { first_name: 'Sipho', last_name: `Documents${Date.now()}` });
  await sendResults(request, { applicationId, email: applicant.email }, {
    resultType: 1,
    results: { subjects: [{ subjectName: 'Auditing', subjectMark: '72' }] },
    transcript: 'final results.pdf',
  });
  const fetched = trackFileFetches(page);

  await signInStaff(page);
  await page.goto(`${E2E.adminUrl}/applicationmanager?application_id=${applicationId}&view=documents`);
  const documents = page.getByRole('region', { name: 'Uploaded documents' });
  const listed = documents.getByRole('listitem');
  // Name, kind, when uploaded (office time) and size; in the kinds' order.
  await expect(listed).toHaveText([
    /^id_document\.pdf ID Document \d{4}-\d{2}-\d{2} \d{2}:\d{2} · \d+ KB$/,
    /^affidavit\.pdf Proof of Income \d{4}-/,
    /^recommendation\.pdf Testimonial Letter \d{4}-/,
    /^motivation_letter\.pdf Motivational Letter \d{4}-/,
    /^final results\.pdf Final-year Results \d{4}-/,
  ]);
  // Nothing is opened (or fetched, or logged) until staff choose it; the data accordions stay above.
  await expect(documents.locator('iframe')).toHaveCount(0);
  await expect(documents.getByText('Choose a document from the list to open it here.')).toBeVisible();
  await expect(panel(page, 'Basic Information')).toBeVisible();
  expect(fetched).toEqual([]);

  const idDocument = documents.getByRole('button', { name: /^id_document\.pdf/ });
  await idDocument.click();
  await expect(idDocument).toHaveAttribute('aria-current', 'true');
  await expect(documents.locator('iframe[title="ID Document: id_document.pdf"]')).toHaveAttribute('src', /^blob:/);

  // From the keyboard: the next choice replaces the open document. The PDF viewer does not take the
  // focus from the list as the open document appears.
  const transcript = documents.getByRole('button', { name: /^final results\.pdf/ });
  await transcript.focus();
  await expectFocusKept(page, transcript);
  await page.keyboard.press('Enter');
  await expect(transcript).toHaveAttribute('aria-current', 'true');
  await expect(idDocument).not.toHaveAttribute('aria-current', /.*/);
  await expect(documents.locator('iframe')).toHaveCount(1);
  await expect(documents.locator('iframe[title="Final-year Results: final results.pdf"]')).toHaveAttribute('src', /^blob:/);
  await expect(documents.getByRole('link', { name: 'Open final results.pdf in a new tab' })).toBeVisible();
  expect(fetched).toHaveLength(2);

  // Beside the list on a wide screen, below it on a phone.
  const list = await box(documents.getByRole('list'));
  const frame = documents.locator('iframe');
  expect((await box(frame)).x).toBeGreaterThanOrEqual(list.x + list.width);
  await expectAccessible(page);
  await screenshotBoth(page, 'admin-evidence-documents');
  await page.setViewportSize(VIEWPORTS.phone);
  const phoneList = documents.getByRole('list');
  await expect.poll(async () => (await box(frame)).y).toBeGreaterThanOrEqual((await box(phoneList)).y + (await box(phoneList)).height);
  await expectNoSidewaysScroll(page);
});
