import { expect, test } from '@playwright/test';
import { E2E } from '../support/e2e-env';

// What `npm start` promises: every printed URL answers.
test('[PORTAL][START]: the cms, its admin panel, the SMTP inbox and both apps answer', async ({ request, page }) => {
  expect((await request.get(`${E2E.cmsUrl}/_health`)).status()).toBe(204);
  expect((await request.get(`${E2E.inboxUrl}/email`)).ok()).toBe(true);

  await page.goto(`${E2E.cmsUrl}/admin`);
  await expect(page.getByRole('heading', { name: /welcome to strapi/i })).toBeVisible({ timeout: 30_000 });

  await page.goto(E2E.applicantUrl);
  await expect(page.getByRole('link', { name: 'Apply Now' })).toBeVisible();
  await page.goto(`${E2E.adminUrl}/signin`);
  await expect(page.getByRole('button', { name: 'LOG IN' })).toBeVisible();
});
