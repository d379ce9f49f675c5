import { spawn } from 'node:child_process';
import path from 'node:path';
import { expect } from '@playwright/test';
import { test } from '../support/test';
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

// `npm start` prints the logins the cms uses: set in the environment, they win over cms/.env.
test('[PORTAL][START]: the logins printed at start are the ones set in the environment, and they sign in', async ({ request }) => {
  test.setTimeout(180_000);
  const offset = E2E.portOffset + 40;
  const staff = { email: `staff.printed.${Date.now()}@bursary.local`, password: 'Printed!2025' };
  const ports = { cms: 1438 + offset, applicant: 3100 + offset, admin: 3101 + offset, smtp: 1026 + offset, inbox: 1081 + offset };
  const portal = spawn('node', ['scripts/start.mjs'], {
    cwd: path.resolve(__dirname, '../..'),
    env: {
      ...process.env,
      ...E2E.serverEnv,
      CMS_PORT: String(ports.cms),
      APPLICANT_PORT: String(ports.applicant),
      ADMIN_PORT: String(ports.admin),
      SMTP_SINK_PORT: String(ports.smtp),
      INBOX_PORT: String(ports.inbox),
      // Beside the worker's own database, so the run's teardown removes it too.
      DATABASE_FILENAME: path.join(E2E.files, 'printed-logins.db'),
      STAFF_EMAIL: staff.email,
      STAFF_PASSWORD: staff.password,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  portal.stdout.on('data', (chunk) => (output += chunk));
  portal.stderr.on('data', (chunk) => (output += chunk));
  try {
    await expect.poll(() => output, { timeout: 150_000, message: 'the start banner' }).toContain('The bursary portal is running');
    const banner = output.slice(output.indexOf('The bursary portal is running'));
    expect(banner).toContain(`staff: ${staff.email} / ${staff.password}`);
    expect(banner).toContain(`editor: ${E2E.cmsAdmin.email} / ${E2E.cmsAdmin.password}`);

    const signIn = await request.post(`http://127.0.0.1:${ports.cms}/api/login`, { data: staff });
    expect(signIn.status()).toBe(200);
    expect((await signIn.json()).role).toBe(1);
  } finally {
    portal.kill('SIGTERM');
    await new Promise((resolve) => portal.once('exit', resolve));
  }
});
