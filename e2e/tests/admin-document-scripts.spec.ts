import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { scriptedPdf } from '../../cms/tests/support/active-pdfs';
import { test } from '../support/test';
import { fillApplication, registerByApi, submitApplication } from '../support/applicants';
import { E2E } from '../support/e2e-env';
import { signInStaff } from '../support/staff';

// A real 2 x 2 picture, for the panel's image viewer.
const PICTURE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFElEQVR4nGP4z8DAwPAfhP7/ZwAAHu8E/Gj7YDYAAAAASUVORK5CYII=', 'base64');

const storedCopyOf = (content: Buffer) =>
  fs
    .readdirSync(E2E.privateUploadsDir, { recursive: true, withFileTypes: true })
    .map((entry) => path.join(entry.parentPath, entry.name))
    .find((file) => fs.statSync(file).isFile() && fs.readFileSync(file).equals(content));

const panel = (page: Page, title: string) => page.getByRole('button', { name: title, exact: true });

// Staff open the panel of the stored PDF that would run a script: it is withheld and no dialog ever shows;
// the ordinary PDF and picture beside it still open.
const expectNothingRuns = async (page: Page, applicationId: number) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signInStaff(page);
  await page.goto(`${E2E.adminUrl}/applicationmanager?application_id=${applicationId}`);

  await panel(page, 'ID Document').click();
  const withheld = page.getByText('id_document.pdf contains scripts or embedded files, so it is not opened here.', { exact: false });
  await expect(withheld.or(page.locator('iframe[title="ID Document: id_document.pdf"]'))).toBeVisible();
  // A viewer that ran the PDF's script would show its alert within a second or two.
  await page.waitForTimeout(3000);
  expect(dialogs).toEqual([]);
  await expect(withheld).toBeVisible();

  // Ordinary PDFs and pictures are still shown, each from a blob: URL.
  await panel(page, 'Motivational').click();
  await expect(page.locator('iframe[title="Motivational: motivation_letter.pdf"]')).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => page.frames().some((frame) => frame.url().startsWith('chrome-extension://'))).toBe(true);
  await panel(page, 'Testimonial Letter').click();
  const picture = page.getByRole('img', { name: 'Testimonial Letter: testimonial.png' });
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(2);
  expect(dialogs).toEqual([]);
};

test('[ADMIN][DOCUMENTS]: a stored PDF that runs JavaScript is withheld from the document panel, and nothing runs', async ({ page, request }) => {
  const applicant = await registerByApi(request, { first_name: 'Naledi', last_name: `Script${Date.now()}` });
  const applicationId = await fillApplication(request, applicant);
  const headers = { Authorization: `Bearer ${applicant.token}` };
  const testimonial = await request.post(`${E2E.cmsUrl}/api/updateapplicationfiles`, {
    headers,
    multipart: { filename: 'recommendation', application_id: String(applicationId), file: { name: 'testimonial.png', mimeType: 'image/png', buffer: PICTURE } },
  });
  expect(testimonial.status(), await testimonial.text()).toBe(200);
  await submitApplication(request, applicant, applicationId);

  // Such a PDF is refused on upload now, so it is put where an upload before that check left one.
  // The original goes back afterwards: its row's size still says what it was, and the year's zip
  // (admin-home) is sent with that length.
  const stored = await request.get(`${E2E.cmsUrl}/api/getapplicantfile?application_id=${applicationId}&filename=id_document`, { headers });
  const original = await stored.body();
  const file = storedCopyOf(original);
  expect(file).toBeDefined();
  fs.writeFileSync(file!, scriptedPdf());
  try {
    await expectNothingRuns(page, applicationId);
  } finally {
    fs.writeFileSync(file!, original);
  }
});
