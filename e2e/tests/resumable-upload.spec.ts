import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { basicInfo, socialInfo, university } from '../../packages/test-kit/src/step-bodies';
import { test } from '../support/test';
import { registerByApi, requestDocuments, samplePdf, selectedApplicant, type SignedIn } from '../support/applicants';
import { sha256 } from '../../packages/test-kit/src/sample-files';
import { waitForLinkPath } from '../support/mail-links';
import { E2E } from '../support/e2e-env';
import { expectAccessible } from '../support/accessibility';
import { hasHorizontalScroll, VIEWPORTS } from '../support/screenshot';
import { waitForStill } from '../support/settled';

// The documents step on a phone whose connection drops: the upload resumes from what the cms
// already has (tus, /api/resumableuploads) and the stored file is exactly the one chosen.

const SCREENSHOTS = path.resolve(__dirname, '../artifacts/screenshots');
const CHUNK = 512 * 1024;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

// A PDF of about 1.5 MB: three of the site's 512 KB parts.
const largePdf = () => samplePdf(1_500_000);

/** An applicant with the basic, social and university steps saved through the API, signed in on the page. */
const applicantAtDocuments = async (page: Page): Promise<{ applicant: SignedIn; applicationId: number }> => {
  const applicant = await registerByApi(page.request);
  const post = async (route: string, data: object) => {
    const response = await page.request.post(`${E2E.cmsUrl}${route}`, { headers: bearer(applicant.token), data });
    expect(response.ok(), `${route}: ${await response.text()}`).toBe(true);
    return response.json();
  };
  await post('/api/updateapplicant', { email: applicant.email, applicant: basicInfo() });
  await post('/api/savesocialinfo', socialInfo());
  const { application_id: applicationId } = await post('/api/addapplication', university());
  // Signed in as the sign-in form leaves it (that form has specs of its own): the login's answer in local storage.
  const login = await page.request.post(`${E2E.cmsUrl}/api/login`, { data: { email: applicant.email, password: applicant.password } });
  expect(login.ok()).toBe(true);
  const session = JSON.stringify(await login.json());
  await page.addInitScript((value) => localStorage.setItem('log', value), session);
  await page.goto('/signup');
  await page.getByRole('tab', { name: 'Upload Documents', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Upload Documents', exact: true })).toBeVisible();
  return { applicant, applicationId };
};

/**
 * Cuts the line once the first part of an upload through `door` has arrived: the next PATCH never
 * leaves the phone, and the line stays down (the offset question waits) until `lineBack` is called.
 * Records the offset of every PATCH that got through.
 */
const cutAfterFirstPart = async (page: Page, door: string) => {
  const patchOffsets: number[] = [];
  let isCut = false;
  let lineBack: () => void = () => {};
  const lineIsBack = new Promise<void>((resolve) => {
    lineBack = resolve;
  });
  await page.route(`**${door}/*`, async (route) => {
    const request = route.request();
    if (request.method() === 'PATCH') {
      const offset = Number(request.headers()['upload-offset']);
      if (offset > 0 && !isCut) {
        isCut = true;
        await route.abort('internetdisconnected');
        return;
      }
      patchOffsets.push(offset);
    }
    if (request.method() === 'HEAD' && isCut) await lineIsBack;
    await route.continue();
  });
  return { patchOffsets, lineBack: () => lineBack() };
};

/** The stored file of a document, as the cms serves it to its owner. */
const storedFile = async (request: APIRequestContext, applicant: SignedIn, applicationId: number, field: string) => {
  const listed = await request.get(`${E2E.cmsUrl}/api/applicationdocuments?application_id=${applicationId}`, { headers: bearer(applicant.token) });
  const { documents } = (await listed.json()) as { documents: { field: string; files: { id: number; original_name: string }[] }[] };
  const file = documents.find((document) => document.field === field)?.files.at(-1);
  expect(file, `a stored ${field}`).toBeTruthy();
  const download = await request.get(
    `${E2E.cmsUrl}/api/downloadsupportingdoc?application_id=${applicationId}&filename=${file!.id}&doctype=${field}`,
    { headers: bearer(applicant.token) },
  );
  expect(download.status()).toBe(200);
  return { name: file!.original_name, content: await download.body() };
};

const filePicker = (page: Page, label: string) => page.locator('input[type="file"]').and(page.getByLabel(`Choose file for ${label}`));
const documentBox = (page: Page, label: string) => page.getByRole('region', { name: label, exact: true });

test('[APPLICANT][UPLOAD]: at 360 px, an upload whose connection drops after the first part resumes from there, and the stored file is the one chosen', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(VIEWPORTS.phone);
  const { applicant, applicationId } = await applicantAtDocuments(page);
  const content = largePdf();

  // The phone loses its connection once the first part is in.
  const { patchOffsets, lineBack } = await cutAfterFirstPart(page, '/api/resumableuploads');

  const box = documentBox(page, 'ID Document');
  await filePicker(page, 'ID Document').setInputFiles({ name: 'id.pdf', mimeType: 'application/pdf', buffer: content });
  await box.getByRole('button', { name: 'Upload ID Document' }).click();

  // Said in words, in the document's own box, while the upload waits to go on.
  await expect(box.getByRole('status')).toHaveText('Connection lost — resuming where it stopped…');
  // The first part's progress stays on screen.
  await expect(box.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(Math.round((CHUNK / content.length) * 100)));
  await waitForStill(page);
  await box.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SCREENSHOTS, 'documents-connection-lost-phone.png') });
  // Readable as it is (the page cannot settle while the line is down, so axe looks at the box now).
  const { violations } = await new AxeBuilder({ page }).include('.document-upload').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(
    violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(({ id, nodes }) => `${id}: ${nodes.map((node) => `${node.target.join(' ')} ${node.failureSummary}`).join(', ')}`),
  ).toEqual([]);
  expect(await hasHorizontalScroll(page)).toBe(false);

  lineBack();
  await expect(page.getByText('id.pdf uploaded successfully.')).toBeVisible();
  await expect(box.getByText(/Uploaded: id\.pdf/)).toBeVisible();
  await expect(box.getByText('Connection lost')).toHaveCount(0);
  await waitForStill(page);
  await box.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SCREENSHOTS, 'documents-resumed-phone.png') });

  // It went on from the part that had arrived: nothing before it was sent twice.
  expect(patchOffsets).toEqual([0, CHUNK, 2 * CHUNK]);
  const stored = await storedFile(page.request, applicant, applicationId, 'id_document');
  expect(stored.name).toBe('id.pdf');
  expect(stored.content.length).toBe(content.length);
  expect(sha256(stored.content)).toBe(sha256(content));
});

test('[APPLICANT][UPLOAD]: a refused upload says so in its own document\'s box, at 360 px', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await applicantAtDocuments(page);

  // A web page named .pdf passes the browser's checks; the cms refuses it by its content.
  const box = documentBox(page, 'Proof of Income');
  await filePicker(page, 'Proof of Income').setInputFiles({
    name: 'payslip.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>'),
  });
  await box.getByRole('button', { name: 'Upload Proof of Income' }).click();

  const message = 'payslip.pdf failed to upload: file format unsupported. Upload PDF or IMAGE file';
  await expect(box.getByRole('alert')).toHaveText(message);
  // The other documents' boxes say nothing of it.
  for (const other of ['ID Document', 'Testimonial Letter', 'Motivational Letter']) {
    await expect(documentBox(page, other).getByText('payslip.pdf')).toHaveCount(0);
  }
  await expectAccessible(page);
  expect(await hasHorizontalScroll(page)).toBe(false);
  await box.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SCREENSHOTS, 'documents-refused-in-its-box-phone.png') });
});

test('[APPLICANT][TOKEN]: at 360 px, a requested document whose connection drops after the first part resumes from there through the e-mailed link', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize(VIEWPORTS.phone);
  const { applicant, applicationId } = await selectedApplicant(page, request);
  await page.evaluate(() => localStorage.clear());
  await requestDocuments(request, applicant, [6]);
  await page.goto(await waitForLinkPath(applicant.email, 'docsupload'));
  const content = largePdf();
  const { patchOffsets, lineBack } = await cutAfterFirstPart(page, '/api/linkuploads');

  await page.getByLabel('Fees Statement', { exact: true }).setInputFiles({ name: 'fees.pdf', mimeType: 'application/pdf', buffer: content });
  await page.getByRole('button', { name: 'Submit documents' }).click();
  const box = page.locator('.file-upload-field').filter({ has: page.getByLabel('Fees Statement', { exact: true }) });
  await expect(box.getByRole('status')).toHaveText('Connection lost — resuming where it stopped…');
  await expect(box.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(Math.round((CHUNK / content.length) * 100)));
  await waitForStill(page);
  await box.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SCREENSHOTS, 'docsupload-connection-lost-phone.png') });
  expect(await hasHorizontalScroll(page)).toBe(false);

  lineBack();
  await expect(page.getByText('fees.pdf uploaded successfully.')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '1 file/s submitted successfully. Thank you' })).toContainText(
    'We now have every document this link asked for',
  );
  expect(patchOffsets).toEqual([0, CHUNK, 2 * CHUNK]);
  const stored = await storedFile(page.request, applicant, applicationId, 'fees_statement');
  expect(stored.name).toBe('fees.pdf');
  expect(sha256(stored.content)).toBe(sha256(content));
});
