import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from '../support/test';
import { expectAccessible, expectNoSidewaysScroll } from '../support/accessibility';
import { sampleGif, samplePdf, samplePng, requestDocuments, selectedApplicant, signIn, staffPost } from '../support/applicants';
import { expireLink, waitForLinkPath } from '../support/mail-links';
import { screenshotBoth } from '../support/screenshot';

const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: samplePdf() });
// Exact, because each picker's progress bar is labelled "{label} upload progress".
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const progressOf = (page: Page, label: string) => page.getByRole('progressbar', { name: `${label} upload progress` });

const requestResults = (request: APIRequestContext, applicationId: number, resultType: 0 | 1) =>
  staffPost(request, '/api/sendresultrequest', {
    cc: '',
    subject: 'Please send your results',
    body: 'Please upload your results.',
    resultType,
    selectedApps: [applicationId],
  });

test('[APPLICANT][UPLOADS]: a selected applicant uploads supporting documents', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { applicant, applicationId } = await selectedApplicant(page, request);

  await page.evaluate(() => localStorage.clear());
  await page.goto(`/uploaddocs/${applicationId}`);
  await expect(page).toHaveURL(/\/signin$/);
  await signIn(page, applicant);
  await expect(page).toHaveURL(new RegExp(`/uploaddocs/${applicationId}$`));

  const labels = ['Proof of Registration', 'Fees Statement', 'Consent Form', 'Final-year Results'];
  await page.getByRole('button', { name: 'Submit documents' }).click();
  for (const label of labels) await expect(page.getByText(`Select file for ${label}`)).toBeVisible();
  await expect(field(page, 'Proof of Registration')).toBeFocused();

  await field(page, 'Proof of Registration').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('file format unsupported. Upload PDF or IMAGE file')).toBeVisible();
  const huge = Buffer.alloc(5_200_000, 0x25);
  await field(page, 'Proof of Registration').setInputFiles({ name: 'huge.pdf', mimeType: 'application/pdf', buffer: huge });
  await expect(page.getByText('huge.pdf is larger than 2 MB. Compress the file and upload again')).toBeVisible();

  // A file that only looks like a PDF gets past the browser; the server refuses it when it arrives
  // and says why in its box. The files that arrived are held, and nothing is stored until all are in.
  const sentAhead: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && sent.url().endsWith('/api/resumableuploads')) sentAhead.push(sent.headers()['upload-metadata'] ?? '');
  });
  await field(page, 'Proof of Registration').setInputFiles(pdf('registration.pdf'));
  const notPdf = Buffer.from('<html>not a pdf</html>');
  await field(page, 'Fees Statement').setInputFiles({ name: 'fees.pdf', mimeType: 'application/pdf', buffer: notPdf });
  await field(page, 'Consent Form').setInputFiles({ name: 'consent.png', mimeType: 'image/png', buffer: samplePng() });
  await field(page, 'Final-year Results').setInputFiles(pdf('results.pdf'));
  await expect(progressOf(page, 'Proof of Registration')).toHaveAttribute('aria-valuenow', '0');
  await page.getByRole('button', { name: 'Submit documents' }).click();
  await expect(page.locator('#upload-fees_statement-error')).toHaveText('file format unsupported. Upload PDF or IMAGE file');
  await expect(page.getByText('fees.pdf failed to upload')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Not every file arrived' })).toContainText('the files that arrived are kept');
  await expect(field(page, 'Fees Statement')).toBeFocused();
  for (const label of ['Proof of Registration', 'Consent Form', 'Final-year Results']) {
    await expect(progressOf(page, label)).toHaveAttribute('aria-valuenow', '100');
  }
  await expect(progressOf(page, 'Fees Statement')).toHaveAttribute('aria-valuenow', '0');
  expect(sentAhead).toHaveLength(4);
  await expectAccessible(page);
  await screenshotBoth(page, 'applicant-uploaddocs-partial');

  // Only the new file travels; then one call stores the four.
  await field(page, 'Fees Statement').setInputFiles(pdf('fees-statement.pdf'));
  await page.getByRole('button', { name: 'Submit documents' }).click();
  await expect(page.getByRole('status').filter({ hasText: '4 file/s submitted successfully. Thank you' })).toBeVisible();
  for (const name of ['registration.pdf', 'fees-statement.pdf', 'consent.png', 'results.pdf']) {
    await expect(page.getByText(`${name} uploaded successfully.`)).toBeVisible();
  }
  expect(sentAhead).toHaveLength(5);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await screenshotBoth(page, 'applicant-uploaddocs-done');
  await page.getByRole('link', { name: 'Back to my application' }).click();
  await expect(page).toHaveURL(/\/applicantdashboard$/);

  await page.goto(`/uploaddocs/${applicationId + 100000}`);
  await expect(page.getByText('This link is for another application')).toBeVisible();
});

test('[APPLICANT][TOKEN]: documents and results through e-mailed links', async ({ page, request }) => {
  test.setTimeout(150_000);
  const { applicant, applicationId } = await selectedApplicant(page, request);
  await page.evaluate(() => localStorage.clear());

  await requestDocuments(request, applicant, [5, 6]);
  await page.goto(await waitForLinkPath(applicant.email, 'docsupload'));
  await expect(page.getByRole('heading', { level: 1, name: 'Upload requested documents' })).toBeVisible();
  await expect(page.getByText(`Hello ${applicant.first_name} ${applicant.last_name}.`)).toBeVisible();
  await expect(field(page, 'Consent Form')).toHaveCount(0);
  await page.getByRole('button', { name: 'Submit documents' }).click();
  await expect(page.getByText('Select file for Proof of Registration')).toBeVisible();
  await expect(field(page, 'Proof of Registration')).toBeFocused();

  // One document now: it arrives on its own and the link keeps working for the other.
  await field(page, 'Fees Statement').setInputFiles(pdf('fees.pdf'));
  await page.getByRole('button', { name: 'Submit documents' }).click();
  await expect(page.getByText('fees.pdf uploaded successfully.')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '1 file/s submitted successfully. Thank you' })).toContainText(
    'Still needed: Proof of Registration',
  );
  await expect(page.getByRole('list', { name: 'Already received' })).toContainText('Fees Statement: received');
  await expect(field(page, 'Fees Statement')).toHaveCount(0);

  // Back another time: the page remembers what arrived.
  await page.reload();
  await expect(page.getByRole('list', { name: 'Already received' })).toContainText('Fees Statement: received');
  await expect(field(page, 'Fees Statement')).toHaveCount(0);

  // The connection drops during the upload: the file is not lost and the same link takes it again.
  const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF')]);
  await field(page, 'Proof of Registration').setInputFiles({ name: 'registration.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await expectAccessible(page);
  await screenshotBoth(page, 'applicant-docsupload');
  // Its bytes arrive (held through the link's resumable uploads); the call that stores them is cut off.
  const sentAhead: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && sent.url().endsWith('/api/linkuploads')) sentAhead.push(sent.url());
  });
  await page.route('**/api/uploadrequesteddocs', (route) => route.abort('connectionreset'), { times: 1 });
  await page.getByRole('button', { name: 'Submit documents' }).click();
  await expect(page.getByText('registration.jpg failed to upload')).toBeVisible();
  await expect(page.locator('#upload-registration-error')).toContainText('Check your internet connection and try again');
  await expect(page.getByRole('status').filter({ hasText: 'Not everything arrived' })).toContainText('Still needed: Proof of Registration');
  await expect(progressOf(page, 'Proof of Registration')).toHaveAttribute('aria-valuenow', '0');
  await expectNoSidewaysScroll(page);
  await screenshotBoth(page, 'applicant-docsupload-cut-off');
  // Sent again: the file is not, only the call naming what the cms holds.
  await page.getByRole('button', { name: 'Submit documents' }).click();
  await expect(page.getByText('registration.jpg uploaded successfully.')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '1 file/s submitted successfully. Thank you' })).toContainText(
    'We now have every document this link asked for',
  );
  expect(sentAhead).toHaveLength(1);
  await expectNoSidewaysScroll(page);

  // Used up: opened again, the link says what arrived and whom to ask for a new one.
  await page.reload();
  const used = page.getByRole('status').filter({ hasText: 'This link has already been used' });
  await expect(used).toContainText('we received your Proof of Registration and Fees Statement on');
  await expect(used).toContainText('ask the bursary office for a new link by replying to their e-mail');
  await expect(field(page, 'Proof of Registration')).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await screenshotBoth(page, 'applicant-docsupload-used');

  await requestResults(request, applicationId, 1);
  const finalYearLink = await waitForLinkPath(applicant.email, 'uploadresults');
  await page.goto(finalYearLink);
  await expect(page.getByRole('heading', { level: 1, name: 'Upload your Final-year Results' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit results' }).click();
  await expect(page.getByText('Enter Subject and Subject Mark').first()).toBeVisible();
  await expect(page.getByText('Select file for Final-year Results')).toBeVisible();

  await field(page, 'Subject 1').fill('Financial Accounting');
  await field(page, 'Mark for subject 1 (%)').fill('7a');
  await page.getByRole('button', { name: 'Submit results' }).click();
  await expect(page.getByText('Enter digits only')).toBeVisible();
  await field(page, 'Mark for subject 1 (%)').fill('74');
  await page.getByRole('button', { name: 'Add subject' }).click();
  await expect(field(page, 'Subject 2')).toBeFocused();
  await field(page, 'Subject 2').fill('Economics');
  await page.getByRole('button', { name: 'Add subject' }).click();
  await page.getByRole('button', { name: 'Remove subject 3' }).click();
  await expect(field(page, 'Subject 3')).toHaveCount(0);
  await page.getByRole('button', { name: 'Submit results' }).click();
  await expect(page.getByText('Enter Subject and Subject Mark')).toBeVisible();
  await field(page, 'Mark for subject 2 (%)').fill('68');

  await field(page, 'No results available').check();
  await expect(field(page, 'Subject 1')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add subject' })).toHaveCount(0);
  await expect(field(page, 'Reason/s for no results')).toBeVisible();
  await page.getByRole('button', { name: 'Submit results' }).click();
  await expect(page.getByText('Enter reason/s for no results')).toBeVisible();
  await expectAccessible(page);
  await screenshotBoth(page, 'applicant-uploadresults-no-results');
  await field(page, 'No results available').uncheck();
  await expect(field(page, 'Subject 2')).toHaveValue('Economics');

  await field(page, 'Transcript (Final-year Results)').setInputFiles({ name: 'transcript.gif', mimeType: 'image/gif', buffer: sampleGif() });
  await expect(progressOf(page, 'Transcript (Final-year Results)')).toHaveAttribute('aria-valuenow', '0');
  await expectAccessible(page);
  await screenshotBoth(page, 'applicant-uploadresults');
  await page.getByRole('button', { name: 'Submit results' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Results submitted successfully. Thank you' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'This link has already been used' })).toContainText(
    'we received what you sent for your Final-year Results on',
  );
  await expect(page.getByRole('button', { name: 'Submit results' })).toHaveCount(0);
  await screenshotBoth(page, 'applicant-uploadresults-used');

  await requestResults(request, applicationId, 0);
  await page.goto(await waitForLinkPath(applicant.email, 'uploadresults', [finalYearLink]));
  await expect(page.getByRole('heading', { level: 1, name: 'Upload your Mid-year Results' })).toBeVisible();
  await field(page, 'No results available').check();
  await field(page, 'Reason/s for no results').fill('I was ill during the exams and wrote none.');
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: 'Submit results' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Results submitted successfully. Thank you' })).toBeVisible();
});

test('[APPLICANT][TOKEN]: an expired or tampered link shows what to do', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { applicant } = await selectedApplicant(page, request);
  await page.evaluate(() => localStorage.clear());
  await requestDocuments(request, applicant, [7]);
  const path = await waitForLinkPath(applicant.email, 'docsupload');

  const [header, payload, signature] = path.split('/').pop()!.split('.');
  const tampered = `${header}.${payload}.${signature.slice(0, -4)}${signature.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
  await page.goto(`/docsupload/${tampered}`);
  await expect(page.getByRole('alert').filter({ hasText: 'This link is not valid' })).toBeVisible();
  await expect(page.getByText('reply to that e-mail and ask for a new link')).toBeVisible();
  await page.goto(`/uploadresults/${tampered}`);
  await expect(page.getByRole('alert').filter({ hasText: 'This link is not valid' })).toBeVisible();

  await page.goto(path);
  await expect(field(page, 'Consent Form')).toBeVisible();
  expireLink(path);
  await page.goto(path);
  await expect(page.getByRole('alert').filter({ hasText: 'This link has expired. Please ask for a new one.' })).toBeVisible();
  await expect(field(page, 'Consent Form')).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await screenshotBoth(page, 'applicant-docsupload-expired');
});
