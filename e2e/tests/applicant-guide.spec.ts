import { expect } from '@playwright/test';
import { GUIDE_SCREENS } from '../../cms/src/seed/data/guide-steps';
import { expectAccessible } from '../support/accessibility';
import { hasHorizontalScroll, screenshotBoth, VIEWPORTS } from '../support/screenshot';
import { test } from '../support/test';

// The wizard's steps as the applicant site orders them (required, not imported: its module's types
// reach into the site's own imports, which this project's compiler settings do not resolve).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { WIZARD_ORDER } = require('../../applicant-web/src/features/application/steps') as { WIZARD_ORDER: readonly string[] };

// The screen a guide picture shows, from its stored name (guide_<screen>_<hash>.webp, seeded from
// cms/src/seed/guide-screens/).
const screenOf = (src: string) => /\/uploads\/guide_([a-z]+)_[0-9a-f]+\.webp$/.exec(src)?.[1] ?? null;

test.use({ viewport: VIEWPORTS.phone });

test('[APPLICANT][GUIDE]: /howtoapply shows a captioned screenshot per step, in the wizard\'s order, sized and loaded lazily', async ({ page }) => {
  // Shifts of the layout while the pictures load (Chromium's layout-shift entries).
  await page.addInitScript(() => {
    const record = window as unknown as { shifts: { value: number; nodes: string[] }[] };
    record.shifts = [];
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        const nodes = (entry.sources ?? []).map(({ node }) => (node instanceof Element ? `${node.tagName} ${node.className}` : String(node?.nodeName)));
        if (!entry.hadRecentInput) record.shifts.push({ value: entry.value, nodes });
      }
    }).observe({ type: 'layout-shift' });
  });
  await page.goto('/howtoapply');
  const steps = page.locator('.guide-step');
  await expect(steps).toHaveCount(GUIDE_SCREENS.length);
  // From here on, only the pictures arriving could move the page.
  await page.evaluate(() => ((window as unknown as { shifts: unknown[] }).shifts = []));

  const shown = await steps.evaluateAll((items) =>
    items.map((item) => {
      const image = item.querySelector('img');
      return {
        caption: item.querySelector('figcaption')?.textContent ?? '',
        src: image?.getAttribute('src') ?? '',
        alt: image?.getAttribute('alt') ?? null,
        width: Number(image?.getAttribute('width')),
        height: Number(image?.getAttribute('height')),
        loading: image?.getAttribute('loading'),
      };
    }),
  );
  shown.forEach((step, index) => {
    expect(step.caption).toMatch(new RegExp(`^Step ${index + 1}\\. `));
    expect(step.alt, 'the caption is the picture\'s text').toBe(step.caption.replace(/^Step \d+\. /, ''));
    expect(step.width).toBe(360);
    expect(step.height).toBeGreaterThan(300);
    expect(step.loading).toBe('lazy');
  });
  const screens = shown.map((step) => screenOf(step.src));
  expect(screens).toEqual([...GUIDE_SCREENS]);
  // The application's steps in the wizard's own order (income stands for income and expenses).
  const wizardScreens = screens.filter((screen) => WIZARD_ORDER.includes(screen!));
  expect(wizardScreens).toEqual(WIZARD_ORDER.filter((step) => step !== 'expenses'));

  // Lazily loaded: the last pictures wait until they are scrolled near, then every one loads.
  const images = page.locator('.guide-step img');
  expect(await images.last().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(false);
  for (let index = 0; index < shown.length; index += 1) {
    await images.nth(index).scrollIntoViewIfNeeded();
    await expect.poll(() => images.nth(index).evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(360);
  }
  // Each is a small picture, and the page did not move as they arrived.
  for (const { src } of shown) {
    const response = await page.request.get(src);
    expect(response.headers()['content-type']).toBe('image/webp');
    expect((await response.body()).length).toBeLessThan(60_000);
  }
  const shifts = await page.evaluate(() => (window as unknown as { shifts: { value: number; nodes: string[] }[] }).shifts);
  expect(shifts, 'the page moved as the pictures loaded').toEqual([]);

  expect(await hasHorizontalScroll(page)).toBe(false);
  await expectAccessible(page);
  await screenshotBoth(page, 'applicant-how-to-apply');
});

test('[APPLICANT][NAVIGATION]: a page opened from a link starts at its top; Back returns to where the guide was left', async ({ page }) => {
  await page.goto('/howtoapply');
  await expect(page.locator('.guide-step')).toHaveCount(GUIDE_SCREENS.length);
  // Scrolled to the guide's end, where the footer's link is.
  const privacyLink = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' });
  await privacyLink.scrollIntoViewIfNeeded();
  const left = await page.evaluate(() => window.scrollY);
  expect(left).toBeGreaterThan(1000);

  await privacyLink.click();
  await expect(page).toHaveURL(/\/privacy$/);
  // The privacy page's own heading: while its code is fetched the guide stays on screen (its h1 too).
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/howtoapply$/);
  await expect(page.locator('.guide-step')).toHaveCount(GUIDE_SCREENS.length);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
});

test('[APPLICANT][NAVIGATION]: a page whose code cannot be fetched says so and offers a reload; Back shows the page left', async ({ page }) => {
  await page.goto('/howtoapply');
  await expect(page.locator('.guide-step')).toHaveCount(GUIDE_SCREENS.length);
  // The connection drops as the privacy page's code is fetched.
  await page.route(/\/assets\/privacy-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
  const error = page.getByRole('alert').filter({ hasText: 'This page could not be opened' });
  await expect(error).toBeVisible();
  await expect(error).toContainText('Check your internet connection, then reload the page.');
  await expect(error.getByRole('button', { name: 'Reload the page' })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/howtoapply$/);
  await expect(error).toHaveCount(0);
  await expect(page.locator('.guide-step')).toHaveCount(GUIDE_SCREENS.length);
});
