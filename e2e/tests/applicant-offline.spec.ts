import { expect, type BrowserContext, type Page } from '@playwright/test';
import { test } from '../support/test';
import { fillBasic, pressButton, stepHeading, typeInto } from '../support/wizard';
import { expectAccessible } from '../support/accessibility';
import { hasHorizontalScroll, screenshotBoth, VIEWPORTS } from '../support/screenshot';

// A step saved while the network is gone is kept on the phone ("Saved on this phone, not yet sent"), the next step
// opens, a reload without network still shows the form (the service worker keeps its page and files), and the kept
// save is sent once when the network returns; a kept save the server refuses shows why at its step.
test.use({ viewport: VIEWPORTS.phone });

const PASSWORD = 'Bursary2025';
const KEPT = 'Saved on this phone, not yet sent';
const uniqueEmail = () => `offline.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.org`;


const registerAndSignIn = async (page: Page) => {
  const email = uniqueEmail();
  const registered = await page.request.post('/api/addapplicant', {
    data: { first_name: 'Amina', last_name: 'Jacobs', email, password: PASSWORD, re_password: PASSWORD, tc: true },
  });
  expect(registered.ok()).toBe(true);
  // Signed in as the sign-in page does (its own spec covers it): the login's answer kept under "log".
  const login = await page.request.post('/api/login', { data: { email, password: PASSWORD } });
  expect(login.ok()).toBe(true);
  const session: unknown = await login.json();
  await page.goto('/favicon.svg');
  await page.evaluate((value) => localStorage.setItem('log', JSON.stringify(value)), session);
  await page.goto('/bursauryform');
  await expect(page).toHaveURL(/\/bursauryform/);
  await expect(stepHeading(page, 'Basic information')).toBeVisible();
  return email;
};

// The service worker has taken the page and kept it with every file it loaded (so a reload offline draws it).
const waitUntilKeptForOffline = (page: Page) =>
  expect
    .poll(
      () =>
        page.evaluate(async () => {
          if (!navigator.serviceWorker?.controller) return 'no worker yet';
          if (!(await caches.match(`${location.origin}${location.pathname}`))) return 'page not kept yet';
          const files = performance
            .getEntriesByType('resource')
            .map((entry) => entry.name)
            .filter((href) => new URL(href).origin === location.origin && new URL(href).pathname.startsWith('/assets/'));
          const kept = await Promise.all(files.map((href) => caches.match(href, { ignoreVary: true })));
          return kept.every(Boolean) ? 'kept' : 'files not kept yet';
        }),
      { timeout: 15_000 },
    )
    .toBe('kept');

// Step saves the server received (answered), from every tab of the context.
const countAnswered = (context: BrowserContext, path: string) => {
  const answered: string[] = [];
  context.on('response', (response) => {
    if (response.request().method() === 'POST' && new URL(response.url()).pathname === path) answered.push(response.url());
  });
  return answered;
};

const readApplication = async (page: Page) => {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('log') ?? 'null')?.token as string);
  const response = await page.request.get('/api/myapplication', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { last_saved_step: string | null; applicant: Record<string, unknown> | null };
};

const keptOnPhone = (page: Page) => page.evaluate(() => localStorage.getItem('bursary-kept-saves'));

test('[APPLICANT][OFFLINE]: a step saved offline is kept on the phone, the form reloads offline, and the save is sent once online', async ({
  page,
  context,
}) => {
  const email = await registerAndSignIn(page);
  await waitUntilKeptForOffline(page);
  // A second tab of the form on the same phone: both hear the network return, the save still goes once.
  const otherTab = await context.newPage();
  await otherTab.goto('/bursauryform');
  await expect(stepHeading(otherTab, 'Basic information')).toBeVisible();
  const answered = countAnswered(context, '/api/updateapplicant');

  await fillBasic(page, email);
  await context.setOffline(true);
  await pressButton(page, 'SAVE and CONTINUE');
  await expect(page.getByText(KEPT)).toBeVisible();
  await expect(page.getByText('Basic information: kept on this phone')).toBeVisible();
  await expect(stepHeading(page, 'Social information')).toBeVisible();
  // The other tab sees it too.
  await expect(otherTab.getByText(KEPT)).toBeVisible();
  expect(await keptOnPhone(page)).toContain('Cape Town');
  await expectAccessible(page);
  await screenshotBoth(page, 'applicant-offline-kept');
  await page.setViewportSize(VIEWPORTS.phone);
  expect(await hasHorizontalScroll(page)).toBe(false);

  // Typing on the next step, then a reload without network: the form, the typed values and the kept state are there.
  await typeInto(page, 'Reference name', 'Imam Abdullah Davids');
  await page.reload();
  await expect(stepHeading(page, 'Social information')).toBeVisible();
  await expect(page.getByText(KEPT)).toBeVisible();
  await expect(page.getByLabel('Reference name')).toHaveValue('Imam Abdullah Davids');
  await screenshotBoth(page, 'applicant-offline-reloaded');
  await page.setViewportSize(VIEWPORTS.phone);
  // The kept step opens with what was saved, and says it waits.
  await pressButton(page, 'BACK');
  await expect(stepHeading(page, 'Basic information')).toBeVisible();
  await expect(page.getByLabel('City', { exact: true })).toHaveValue('Cape Town');
  await expect(page.getByText('Your last save of this step is on this phone')).toBeVisible();
  expect(answered).toHaveLength(0);

  // The network returns: sent once (two tabs listening), the state goes, the server holds the answers.
  await context.setOffline(false);
  await expect(page.getByText(KEPT)).toBeHidden();
  await expect(page.getByText('Sent: what was saved on this phone has reached the bursary office.')).toBeVisible();
  await expect(otherTab.getByText(KEPT)).toBeHidden();
  await expect.poll(() => keptOnPhone(page)).toBeNull();
  const saved = await readApplication(page);
  expect(saved.last_saved_step).toBe('basic');
  expect(saved.applicant?.city).toBe('Cape Town');
  // Time for a second sending, if there were one.
  await otherTab.reload();
  await expect(stepHeading(otherTab, 'Social information')).toBeVisible();
  await page.waitForTimeout(1_000);
  expect(answered).toHaveLength(1);
  await screenshotBoth(page, 'applicant-offline-sent');
});

test('[APPLICANT][OFFLINE]: a kept save the server refuses shows its reason at its step and is not sent again', async ({ page, context }) => {
  const email = await registerAndSignIn(page);
  await fillBasic(page, email);
  await context.setOffline(true);
  await pressButton(page, 'SAVE and CONTINUE');
  await expect(page.getByText(KEPT)).toBeVisible();
  await expect(stepHeading(page, 'Social information')).toBeVisible();

  const refusal = 'The ID number does not match the date of birth: correct one of them.';
  let refused = 0;
  await page.route('**/api/updateapplicant', async (route) => {
    refused += 1;
    await route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ error: refusal }) });
  });
  await context.setOffline(false);
  // Back at the refused step, with the server's reason and the values as saved.
  await expect(stepHeading(page, 'Basic information')).toBeVisible();
  await expect(page.getByText('This step was not accepted when it was sent')).toBeVisible();
  await expect(page.getByText(refusal)).toBeVisible();
  await expect(page.getByLabel('City', { exact: true })).toHaveValue('Cape Town');
  await expect(page.getByText(KEPT)).toBeHidden();
  await expectAccessible(page);
  await screenshotBoth(page, 'applicant-offline-refused');
  await page.setViewportSize(VIEWPORTS.phone);
  // Not sent again on its own (the page reloaded, the network event came again).
  await page.reload();
  await expect(page.getByText(refusal)).toBeVisible();
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await page.waitForTimeout(1_000);
  expect(refused).toBe(1);

  // Saved again once corrected: sent, and the flow goes on.
  await page.unroute('**/api/updateapplicant');
  await pressButton(page, 'SAVE and CONTINUE');
  await expect(stepHeading(page, 'Social information')).toBeVisible();
  await expect(page.getByText(refusal)).toBeHidden();
  await expect.poll(() => keptOnPhone(page)).toBeNull();
  expect((await readApplication(page)).last_saved_step).toBe('basic');
});
