import fs from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { expectAccessible, expectNoSidewaysScroll } from '../support/accessibility';
import { decide, fillApplication, filledApplication, registerAndSignIn, samplePdf, samplePng, selectedApplicant, submitApplication } from '../support/applicants';
import { E2E } from '../support/e2e-env';
import { screenshotBoth, screenshotWindow, VIEWPORTS } from '../support/screenshot';

const DETAIL_LABELS = ['First Name', 'Last Name', 'ID Number', 'Student No', 'University', 'Course', 'Duration of Study'];

// Downloads a letter as the applicant does and opens the saved file: a PDF with content, saved under the server's name.
const downloadLetter = async (page: Page, button: string, { byKeyboard = false } = {}) => {
  const control = page.getByRole('button', { name: button });
  const downloading = page.waitForEvent('download');
  if (byKeyboard) {
    await control.focus();
    await page.keyboard.press('Enter');
  } else {
    await control.click();
  }
  const download = await downloading;
  const bytes = fs.readFileSync((await download.path())!);
  expect(bytes.length).toBeGreaterThan(100);
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  expect(download.suggestedFilename()).toMatch(/\.pdf$/i);
  await expect(page.getByText(`Saved as ${download.suggestedFilename()}.`)).toBeVisible();
};

test('[APPLICANT][DASHBOARD]: awaiting, selected and declined outcomes with their letters downloaded and opened', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { texts } = await (await request.get(`${E2E.cmsUrl}/api/portal-content`)).json();
  const outcomeHeading = (key: string) => page.getByRole('heading', { level: 2, name: texts[key].title });

  const applicant = await registerAndSignIn(page);
  await page.goto('/applicantdashboard');
  await expect(page.getByText('You have not submitted your application yet.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue your application' })).toHaveAttribute('href', '/bursauryform');
  await expectAccessible(page);
  await screenshotBoth(page, 'applicant-dashboard-not-submitted');

  const { applicationId, basic } = await filledApplication(request, applicant);
  await submitApplication(request, applicant, applicationId);
  await page.reload();
  await expect(outcomeHeading('outcome_awaiting')).toBeVisible();
  for (const label of DETAIL_LABELS) await expect(page.getByText(label, { exact: true })).toBeVisible();
  for (const value of ['Zaid', 'Petersen', basic.id_number, 'DVSFAT001', 'University of Cape Town', 'Accounting', '3 years']) {
    await expect(page.getByText(value, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: /Download/ })).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await screenshotBoth(page, 'applicant-dashboard-awaiting');

  await decide(request, applicationId, 1);
  await page.reload();
  await expect(outcomeHeading('outcome_selected')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upload supporting documents' })).toHaveAttribute('href', `/uploaddocs/${applicationId}`);
  await downloadLetter(page, 'Download congratulations letter');
  await downloadLetter(page, 'Download pledge letter', { byKeyboard: true });
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await screenshotBoth(page, 'applicant-dashboard-selected');

  await page.evaluate(() => localStorage.clear());
  const declined = await registerAndSignIn(page);
  const declinedApplicationId = await fillApplication(request, declined);
  await submitApplication(request, declined, declinedApplicationId);
  await decide(request, declinedApplicationId, 0);
  await page.goto('/applicantdashboard');
  await expect(outcomeHeading('outcome_declined')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upload supporting documents' })).toHaveCount(0);
  await downloadLetter(page, 'Download letter');
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await screenshotBoth(page, 'applicant-dashboard-declined');
});

test('[APPLICANT][SELECTED]: on a phone, the consent form is downloaded from the dashboard and sent back with the signed pledge letter', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(VIEWPORTS.phone);
  const { applicationId } = await selectedApplicant(page, request);
  await page.goto('/applicantdashboard');
  await expect(page.getByText('Download your congratulations letter, your pledge letter and the consent form below.')).toBeVisible();
  await downloadLetter(page, 'Download consent form');
  await screenshotWindow(page, 'applicant-dashboard-consent-form-phone-window');

  await page.getByRole('link', { name: 'Upload supporting documents' }).click();
  await expect(page).toHaveURL(new RegExp(`/uploaddocs/${applicationId}$`));
  // Each document says what it is and where to get it (read out with its picker).
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const expectDescribed = (label: string, text: string) =>
    expect(page.getByLabel(label, { exact: true })).toHaveAccessibleDescription(new RegExp(escape(text)));
  await expectDescribed('Consent Form', 'The consent form from your dashboard (Download consent form): print it, sign it and upload it here.');
  await expectDescribed('Signed Pledge Letter', 'The pledge letter from your dashboard (Download pledge letter), signed by you and a witness.');
  await expectDescribed('Proof of Registration', "from your institution's student portal or its registration office");
  await expectDescribed('Fees Statement', 'Your latest fee statement');
  await expectDescribed('Final-year Results', 'matric (NSC) results');
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await screenshotBoth(page, 'applicant-uploaddocs-with-pledge');

  await page.setViewportSize(VIEWPORTS.phone);
  const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: samplePdf() });
  await page.getByLabel('Proof of Registration', { exact: true }).setInputFiles(pdf('registration.pdf'));
  await page.getByLabel('Fees Statement', { exact: true }).setInputFiles(pdf('fees.pdf'));
  await page.getByLabel('Consent Form', { exact: true }).setInputFiles({ name: 'consent-signed.png', mimeType: 'image/png', buffer: samplePng() });
  await page.getByLabel('Final-year Results', { exact: true }).setInputFiles(pdf('results.pdf'));
  await page.getByLabel('Signed Pledge Letter', { exact: true }).setInputFiles(pdf('pledge-signed.pdf'));
  await page.getByRole('button', { name: 'Submit documents' }).click();
  await expect(page.getByRole('status').filter({ hasText: '5 file/s submitted successfully. Thank you' })).toBeVisible();
  await expect(page.getByText('pledge-signed.pdf uploaded successfully.')).toBeVisible();
  await expect(page.getByText('consent-signed.png uploaded successfully.')).toBeVisible();
  await screenshotWindow(page, 'applicant-uploaddocs-with-pledge-done-phone-window');
});

test('[APPLICANT][PROFILE]: the saved details, grouped, with edit links until the application is submitted', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const applicant = await registerAndSignIn(page);
  await page.goto('/profile');
  await expect(page.getByText('Not started')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start your application' })).toHaveAttribute('href', '/bursauryform');

  const { applicationId, basic } = await filledApplication(request, applicant);
  await page.reload();
  await expect(page.getByText(/^In progress \(last saved: /)).toBeVisible();
  for (const group of ['Basic Information', 'Social Information', 'University', 'Income', 'Expenses', 'Survey']) {
    await expect(page.getByRole('heading', { level: 2, name: group, exact: true })).toBeVisible();
  }
  await expect(page.getByText(basic.id_number)).toBeVisible();
  await expect(page.getByText('A Diploma in Accounting, to become a chartered accountant.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit Social Information' })).toHaveAttribute('href', '/bursauryform?step=social');
  await expect(page.getByRole('button', { name: 'Download id_document.pdf' })).toBeVisible();

  // Everything held about them, in one zip (POPIA's right of access).
  const [dataZip] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download all my data' }).click()]);
  expect(dataZip.suggestedFilename()).toBe('my-bursary-data.zip');
  expect(fs.readFileSync((await dataZip.path())!).subarray(0, 2).toString('latin1')).toBe('PK');
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await screenshotBoth(page, 'applicant-profile-in-progress');

  await submitApplication(request, applicant, applicationId);
  await page.reload();
  await expect(page.getByText('Submitted', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Edit/ })).toHaveCount(0);
  await page.getByRole('link', { name: 'See the outcome' }).click();
  await expect(page).toHaveURL(/\/applicantdashboard$/);
});
