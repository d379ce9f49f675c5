import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from '../support/test';
import { expectAccessible, expectNoSidewaysScroll } from '../support/accessibility';
import { registerByApi, samplePdf, submittedApplication } from '../support/applicants';
import { E2E } from '../support/e2e-env';
import { screenshotBoth } from '../support/screenshot';
import { signInStaff } from '../support/staff';

const UPDATED = 'Applicat Data updated successfully';

// What the cms now holds, read as the detail screen reads it: GET /api/getapplication/{id} as staff.
const storedRow = async (request: APIRequestContext, applicationId: number) => {
  const login = await request.post(`${E2E.cmsUrl}/api/login`, { data: E2E.staff });
  const { token } = (await login.json()) as { token: string };
  const response = await request.get(`${E2E.cmsUrl}/api/getapplication/${applicationId}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Record<string, unknown>;
};

const openStage = (page: Page, applicationId: number, step: number, substep: number) =>
  page.goto(`${E2E.adminUrl}/updateapplicant?application_id=${applicationId}&step=${step}&substep=${substep}`);

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });
const submit = (page: Page) => page.getByRole('button', { name: 'Submit', exact: true }).click();
const saved = (page: Page) => page.getByRole('alert').filter({ hasText: UPDATED });
// A hint that speaks to the person filling the form in ("your cell phone"): staff are not the applicant.
const hintsToTheApplicant = (page: Page) => page.locator('.field-hint').filter({ hasText: /\byour?\b/i });

test('[ADMIN][UPDATE]: staff edit an applicant on their behalf: prefilled steps, the step gate, saves, totals and an upload', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const lastName = `Update${Date.now()}`;
  const { applicant, applicationId, basic } = await submittedApplication(request, { first_name: 'Naeem', last_name: lastName });
  await signInStaff(page);

  // BASIC INFORMATION (0,0): the saved values, names and sign-in e-mail included, are in the fields.
  await openStage(page, applicationId, 0, 0);
  await expect(stepHeading(page, 'Basic information')).toBeVisible();
  await expect(page.getByText('Step 1 of 3: BASIC INFORMATION')).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Naeem');
  await expect(page.getByLabel('Last name')).toHaveValue(lastName);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(applicant.email);
  await expect(page.getByLabel('Cell phone')).toHaveValue('0821234567');
  await expect(page.getByLabel('Year')).toHaveValue(String(basic.dob_year));
  await expect(page.getByLabel('Province')).toHaveValue('Western Cape');
  await expect(page.getByLabel('Area code')).toHaveValue('8001');
  // The hints speak of the applicant, not to them.
  await expect(page.getByLabel('Alternative phone')).toHaveAccessibleDescription("10 digits, different from the applicant's cell phone");
  await expect(page.getByLabel('Email', { exact: true })).toHaveAccessibleDescription('The e-mail the applicant signs in with');
  await expect(hintsToTheApplicant(page)).toHaveCount(0);

  // A cleared required field stops the save with the applicant form's message.
  await page.getByLabel('Last name').fill('');
  await submit(page);
  await expect(page.locator('.step-alert').getByText('Enter last name')).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Naeem');

  // A refusal from the cms is said in the step, and what was typed stays.
  const newLastName = `${lastName}-Khan`;
  const other = await registerByApi(request, { last_name: `Other${Date.now()}` });
  await page.getByLabel('Last name').fill(newLastName);
  await page.getByLabel('Email', { exact: true }).fill(other.email);
  await submit(page);
  await expect(page.locator('.step-alert').getByText('Another account already uses this email.')).toBeVisible();
  await expect(page.getByLabel('Last name')).toHaveValue(newLastName);
  expect((await storedRow(request, applicationId))['Last Name']).toBe(lastName);

  await page.getByLabel('Email', { exact: true }).fill(applicant.email);
  await submit(page);
  await expect(saved(page)).toBeVisible();
  await expect(page.getByText(`Naeem ${newLastName}`)).toBeVisible();
  expect((await storedRow(request, applicationId))['Last Name']).toBe(newLastName);
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
  await screenshotBoth(page, 'admin-update-basic');

  // Next moves on without saving; Back returns.
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(stepHeading(page, 'Social information')).toBeVisible();
  await expect(page).toHaveURL(/step=1&substep=0/);
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(stepHeading(page, 'Basic information')).toBeVisible();

  // SOCIAL, UNIVERSITY and SURVEY: no hint or heading speaks to the applicant either.
  for (const [step, substep, heading] of [[1, 0, 'Social information'], [2, 0, 'University'], [2, 3, 'Survey']] as const) {
    await openStage(page, applicationId, step, substep);
    await expect(stepHeading(page, heading)).toBeVisible();
    await expect(hintsToTheApplicant(page)).toHaveCount(0);
  }
  await expect(page.getByRole('group', { name: "The applicant's experience of applying" })).toBeVisible();
  await screenshotBoth(page, 'admin-update-survey');

  // INCOME (2,1): the total follows an amount when it loses focus, and the save is stored.
  await openStage(page, applicationId, 2, 1);
  await expect(stepHeading(page, 'Income')).toBeVisible();
  await expect(page.getByText('Step 3 of 3: APPLICATION, INCOME (2 of 5)')).toBeVisible();
  await expect(page.getByLabel('Total income')).toHaveValue('R\u00a012\u00a0700.50');
  await page.getByLabel("Father's monthly salary").fill('9000');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Total income')).toHaveValue('R\u00a013\u00a0700.50');
  await submit(page);
  await expect(saved(page)).toBeVisible();
  const row = await storedRow(request, applicationId);
  expect(Number(row['Father Monthly Salary'])).toBe(9000);
  expect(Number(row['Total Income'])).toBe(13700.5);

  // UPLOAD DOCUMENTS (2,4): Save and Continue only while all four are there; a new file with its progress.
  await openStage(page, applicationId, 2, 4);
  await expect(stepHeading(page, 'Upload Documents')).toBeVisible();
  const saveAndContinue = page.getByRole('button', { name: 'Save and Continue' });
  await expect(saveAndContinue).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: "Preview the applicant's documents" })).toBeVisible();
  await page.getByRole('button', { name: 'Change Document: ID Document' }).click();
  await expect(saveAndContinue).toBeHidden();
  await expect(page.getByText('Save and Continue appears once all four documents are uploaded.')).toBeVisible();
  await page.getByRole('button', { name: 'Upload ID Document' }).click();
  await expect(page.getByText('Select File for ID Document')).toBeVisible();

  // The bar gives way to the stored file as soon as the upload is done, so the page records every percent it shows.
  const progress = page.getByRole('progressbar', { name: 'Choose file for ID Document upload progress' });
  await page
    .locator('input[type="file"]')
    .and(page.getByLabel('Choose file for ID Document'))
    .setInputFiles({ name: 'new-id.pdf', mimeType: 'application/pdf', buffer: samplePdf() });
  await expect(progress).toHaveAttribute('aria-valuenow', '0');
  await progress.evaluate((bar) => {
    const seen: string[] = [];
    Object.assign(window, { progressSeen: seen });
    new MutationObserver(() => seen.push(bar.getAttribute('aria-valuenow') ?? '')).observe(bar, {
      attributes: true,
      attributeFilter: ['aria-valuenow'],
    });
  });
  await page.getByRole('button', { name: 'Upload ID Document' }).click();
  await expect(page.getByText('new-id.pdf uploaded successfully.')).toBeVisible();
  await expect(page.getByText(/Uploaded: new-id\.pdf/)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen)).toContain('100');
  await expect(saveAndContinue).toBeVisible();
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
  await screenshotBoth(page, 'admin-update-documents');
});
