import { expect } from '@playwright/test';
import { test } from '../support/test';
import { editPortalText } from '../support/cms-admin';
import { E2E } from '../support/e2e-env';
import { hasHorizontalScroll, screenshotBoth, VIEWPORTS } from '../support/screenshot';

test('[APPLICANT][LANDING]: the introduction from the cms, with Login and Apply Now', async ({ page, request }) => {
  const content = await (await request.get(`${E2E.cmsUrl}/api/portal-content`)).json();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: content.texts.landing_intro.title })).toBeVisible();
  await expect(page.getByText('2 MB').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' }).first()).toHaveAttribute('href', '/signin');
  await screenshotBoth(page, 'applicant-landing');

  await page.setViewportSize(VIEWPORTS.phone);
  expect(await hasHorizontalScroll(page)).toBe(false);

  await page.getByRole('link', { name: 'Apply Now' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { name: 'Who Qualifies and Who Should Apply for a Zakah Bursary' })).toBeVisible();
  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  await page
    .getByLabel('I have read and understood the WHO QUALIFIES article above and I believe that I meet the criteria')
    .check();
  await expect(next).toBeEnabled();
  expect(await hasHorizontalScroll(page)).toBe(false);
  await screenshotBoth(page, 'applicant-register-eligibility');
});

test("[APPLICANT][CONTENT]: an editor's change to the eligibility article shows on the site", async ({ page, request }) => {
  const sentence = 'Applicants must also attend a short interview at their nearest office.';
  await editPortalText(request, 'eligibility_article', (body) => `${body}\n\n${sentence}`);
  await page.goto('/register');
  await expect(page.getByText(sentence)).toBeVisible();
});

test('[APPLICANT][GUARD]: signed-in pages send visitors to sign in', async ({ page }) => {
  await page.goto('/applicantdashboard');
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('button', { name: 'LOG IN' })).toBeVisible();
});

test('[APPLICANT][PRIVACY]: the privacy policy page shows the cms text and is linked from every page', async ({ page, request }) => {
  const content = await (await request.get(`${E2E.cmsUrl}/api/portal-content`)).json();
  expect(content.texts.declaration.html).toContain('href="/privacy"');

  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' });
  for (const path of ['/signin', '/register', '/howtoapply', '/no-such-page', '/']) {
    await page.goto(path);
    await expect(footerLink).toHaveAttribute('href', '/privacy');
  }

  await footerLink.click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  await expect(page.getByText('Information Regulator')).toBeVisible();
  await screenshotBoth(page, 'applicant-privacy');

  await page.setViewportSize(VIEWPORTS.phone);
  expect(await hasHorizontalScroll(page)).toBe(false);
});
