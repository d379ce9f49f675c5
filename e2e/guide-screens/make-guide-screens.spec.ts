import { expect, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { fillApplication, signIn, submitApplication, type Applicant } from '../support/applicants';
import { waitForSettled } from '../support/settled';
import { test } from '../support/test';

// Writes cms/src/seed/guide-screens/<screen>.webp and screens.json (each file's size), which the
// cms's seed puts in the media library for the how-to-apply guide (cms/src/seed/seed-guide-steps.ts).
// The screens are those of cms/src/seed/data/guide-steps.ts.

const OUT = path.resolve(__dirname, '../../cms/src/seed/guide-screens');
const PHONE = { width: 360, height: 740 };
// Small enough to load fast on a phone: the quality steps down until a picture fits.
const MAX_BYTES = 45_000;

type Shot = { file: string; width: number; height: number; bytes: number };
const shots: Record<string, Shot> = {};

// Chromium encodes WebP itself: the PNG screenshot drawn on a canvas of a blank page.
const toWebp = async (page: Page, png: Buffer) => {
  const encoder = await page.context().newPage();
  try {
    for (const quality of [0.8, 0.7, 0.6, 0.5]) {
      const data = await encoder.evaluate(
        async ({ base64, quality }) => {
          const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
          const canvas = document.createElement('canvas');
          canvas.width = bitmap.width;
          canvas.height = bitmap.height;
          canvas.getContext('2d')!.drawImage(bitmap, 0, 0);
          return { url: canvas.toDataURL('image/webp', quality), width: bitmap.width, height: bitmap.height };
        },
        { base64: png.toString('base64'), quality },
      );
      expect(data.url.startsWith('data:image/webp;base64,'), 'Chromium encodes WebP').toBe(true);
      const webp = Buffer.from(data.url.slice('data:image/webp;base64,'.length), 'base64');
      if (webp.length <= MAX_BYTES || quality === 0.5) return { webp, width: data.width, height: data.height };
    }
    throw new Error('unreachable');
  } finally {
    await encoder.close();
  }
};

/** The phone's screen as it is now (after `arrange` scrolled it), saved as the screen's picture. */
const shoot = async (page: Page, screen: string, arrange?: () => Promise<unknown>) => {
  await waitForSettled(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  if (arrange) await arrange();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.mouse.move(0, 0);
  await waitForSettled(page);
  const { webp, width, height } = await toWebp(page, await page.screenshot({ type: 'png' }));
  const file = `${screen}.webp`;
  fs.writeFileSync(path.join(OUT, file), webp);
  shots[screen] = { file, width, height, bytes: webp.length };
};

/** Scrolls so the element sits low on the screen, with what leads to it above. */
const showLow = (page: Page, selector: Parameters<Page['locator']>[0]) => () =>
  page.locator(selector).first().evaluate((element) => element.scrollIntoView({ block: 'end' }));

test.use({ viewport: PHONE });

test('[GUIDE]: the how-to-apply screenshots, from the real screens at phone width', async ({ page, request }) => {
  fs.mkdirSync(OUT, { recursive: true });
  const applicant: Applicant = {
    first_name: 'Thandi',
    last_name: 'Mokoena',
    // The portal's database is new for each run, so the address is free.
    email: 'thandi.mokoena@example.org',
    password: 'Bursary2025',
  };

  await page.goto('/');
  await expect(page.getByRole('link', { name: /apply now/i }).first()).toBeVisible();
  await shoot(page, 'landing');

  await page.goto('/register');
  const eligible = page.getByLabel('I have read and understood the WHO QUALIFIES article above and I believe that I meet the criteria');
  const next = page.getByRole('button', { name: 'Next' });
  // The prerendered page's box waits, disabled, until its app is there: a tick is never lost.
  await eligible.check();
  await expect(next).toBeEnabled();
  await shoot(page, 'eligibility', showLow(page, 'button:has-text("Next")'));
  await next.click();

  await page.getByLabel('First name').fill(applicant.first_name);
  await page.getByLabel('Last name').fill(applicant.last_name);
  await page.getByLabel('Email').fill(applicant.email);
  await page.getByLabel('Password', { exact: true }).fill(applicant.password);
  await page.getByLabel('Confirm password').fill(applicant.password);
  await shoot(page, 'register', showLow(page, '#field-re_password'));
  await page.getByLabel(/I have read and accept the/).check();
  await page.getByRole('button', { name: 'REGISTER' }).click();
  await expect(page).toHaveURL(/\/signin$/);

  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(applicant.email);
  await form.getByLabel('Password', { exact: true }).fill(applicant.password);
  await shoot(page, 'signin');
  const signedIn = await signIn(page, applicant);

  // Every step saved through the applicant's own calls, so each screen shows a filled-in form.
  const applicationId = await fillApplication(request, signedIn);
  const steps = [
    ['basic', 'Basic information'],
    ['social', 'Social information'],
    ['university', 'University'],
    ['income', 'Income'],
    ['documents', 'Upload Documents'],
    ['survey', 'Survey'],
    ['review', 'Review'],
  ] as const;
  for (const [screen, heading] of steps) {
    await page.goto(`/application?step=${screen}`);
    await expect(page.getByRole('heading', { name: heading, exact: false }).first()).toBeVisible();
    await shoot(page, screen);
  }

  await submitApplication(request, signedIn, applicationId);
  await page.goto('/applicantdashboard');
  // The outcome's heading is the cms's text ("Application submitted" as first written).
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(page.getByText('Loading')).toHaveCount(0);
  await shoot(page, 'dashboard');

  fs.writeFileSync(
    path.join(OUT, 'screens.json'),
    `${JSON.stringify(Object.fromEntries(Object.entries(shots).map(([screen, { file, width, height }]) => [screen, { file, width, height }])), null, 2)}\n`,
  );
  for (const [screen, { bytes, width, height }] of Object.entries(shots)) {
    console.log(`${screen}.webp ${width}x${height} ${(bytes / 1000).toFixed(1)} kB`);
  }
});
