import { expect, type Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { fillApplication, registerByApi, signIn } from '../support/applicants';
import { E2E } from '../support/e2e-env';
import { screenshotBoth, VIEWPORTS } from '../support/screenshot';
import { test } from '../support/test';

// Spaces in amounts on screen are non-breaking, so an amount never wraps.
const shown = (text: string) => text.replace(/ /g, '\u00a0');

const retype = async (page: Page, label: string, value: string) => {
  const field = page.getByLabel(label, { exact: true });
  await field.focus();
  await field.press('ControlOrMeta+a');
  await page.keyboard.type(value);
  await field.blur();
};

test.use({ viewport: VIEWPORTS.phone });

test('[APPLICANT][AMOUNTS]: amounts typed the South African way are stored in rand and shown with separators', async ({ page, request }) => {
  const applicant = await registerByApi(request);
  const applicationId = await fillApplication(request, applicant);
  await page.goto('/signin');
  await signIn(page, applicant);
  await page.goto('/bursauryform?step=income');

  await retype(page, "Father's monthly salary", 'R65 000,50');
  await expect(page.getByLabel("Father's monthly salary")).toHaveValue('65 000,50');
  await retype(page, "Mother's monthly salary", '3 200,00');
  await retype(page, 'Spouse\'s monthly salary', '0');
  await retype(page, 'Own monthly salary', '0');
  await retype(page, 'Other income', '0');
  // "65,000" could be sixty-five thousand or sixty-five: refused at the field, never guessed.
  await retype(page, 'Investments', '65,000');
  await expect(page.getByLabel('Total income')).toHaveValue(shown('R 68 200.50'));
  await page.getByRole('button', { name: 'SAVE and CONTINUE', exact: true }).click();
  const investments = page.getByLabel('Investments', { exact: true });
  await expect(investments).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator(`#${await investments.getAttribute('id')}-error`)).toHaveText('Enter amount for investments');
  await retype(page, 'Investments', '1 500');
  await expect(page.getByLabel('Total income')).toHaveValue(shown('R 69 700.50'));
  await expectAccessible(page);
  await screenshotBoth(page, 'application-amounts-income');
  await page.getByRole('button', { name: 'SAVE and CONTINUE', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Expenses', exact: true })).toBeVisible();

  // Back on the step, the saved amounts read as they were typed, not as the machine stores them (65000.5).
  await page.goto('/bursauryform?step=income');
  await expect(page.getByLabel("Father's monthly salary")).toHaveValue('65 000.50');
  await expect(page.getByLabel("Mother's monthly salary")).toHaveValue('3 200');
  await expect(page.getByLabel('Investments', { exact: true })).toHaveValue('1 500');
  await expect(page.getByLabel('Total income')).toHaveValue(shown('R 69 700.50'));

  // Stored in rand, as typed: not 6 500 050 nor 320 000.
  const saved = await request.get(`${E2E.cmsUrl}/api/applicationsummary?application_id=${applicationId}`, {
    headers: { Authorization: `Bearer ${applicant.token}` },
  });
  const income = ((await saved.json()).groups as { title: string; items: { label: string; value: string }[] }[]).find(
    (group) => group.title === 'Income',
  )!;
  expect(income.items).toEqual(
    expect.arrayContaining([
      { label: 'Father Monthly Salary', value: shown('R 65 000.50') },
      { label: 'Mother Monthly Salary', value: shown('R 3 200.00') },
      { label: 'Investments', value: shown('R 1 500.00') },
      { label: 'Total Income', value: shown('R 69 700.50') },
    ]),
  );

  // The review shows the same, with the study year and duration in words.
  await page.goto('/bursauryform?step=review');
  await page.getByRole('button', { name: 'Income', exact: true }).click();
  await expect(page.locator('.summary-item', { hasText: 'Father Monthly Salary' }).locator('dd')).toHaveText(shown('R 65 000.50'));
  await page.getByRole('button', { name: 'University', exact: true }).click();
  await expect(page.locator('.summary-item', { hasText: 'Year of Study' }).locator('dd')).toHaveText('First Year');
  await expect(page.locator('.summary-item', { hasText: 'Duration of Study' }).locator('dd')).toHaveText('3 Years');
  await expectAccessible(page);
  await screenshotBoth(page, 'application-amounts-review');
});
