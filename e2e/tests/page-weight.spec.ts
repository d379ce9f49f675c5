import { expect, type Browser, type Page } from '@playwright/test';
import { test } from '../support/test';
import { registerByApi } from '../support/applicants';
import { E2E } from '../support/e2e-env';

// Issue 15 item 7 (fast on a slow phone), as `npm start` serves the built site (scripts/serve-app.mjs;
// nginx does the same in production: cms/tests/api/nginx-proxy.test.ts). Bytes and headers only:
// the timings (Lighthouse) are measured by bench/lighthouse.mjs, the journey by bench/transfer-size.mjs.

const LANDING_BUDGET = 60 * 1024;
const SIGN_IN_BUDGET = 200 * 1024;
const SIGN_IN_FILES = 20;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const isCompressible = (type: string) => /^(text\/|application\/(json|javascript)|image\/svg\+xml)/.test(type);

type Received = { url: string; status: number; headers: Record<string, string>; type: string; bytes: number };

const site = new URL(E2E.applicantUrl).origin;
const pathOf = (url: string) => url.replace(site, '');
const listOf = (received: Received[]) => {
  const total = received.reduce((sum, response) => sum + response.bytes, 0);
  const rows = received.map((r) => `${pathOf(r.url)} ${r.status} ${r.headers['content-encoding'] ?? 'identity'} ${r.headers['cache-control'] ?? ''} ${r.bytes} B`);
  return `${(total / 1024).toFixed(1)} KB:\n${rows.join('\n')}`;
};

/** Every response of a first visit (a new context: an empty cache), with its bytes on the wire, once `isReady` passes and the network is quiet. */
const firstVisit = async (browser: Browser, path: string, isReady: (page: Page) => Promise<void>) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const responses = new Map<string, Omit<Received, 'bytes'>>();
  const received: Received[] = [];
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const headers = Object.fromEntries(Object.entries(response.headers).map(([name, value]) => [name.toLowerCase(), String(value)]));
    responses.set(requestId, { url: response.url, status: response.status, headers, type: response.mimeType });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const response = responses.get(requestId);
    if (response) received.push({ ...response, bytes: encodedDataLength });
  });
  await page.goto(path);
  await isReady(page);
  await page.waitForLoadState('networkidle');
  await context.close();
  return { received, total: received.reduce((sum, response) => sum + response.bytes, 0) };
};

test("[PERFORMANCE][WEIGHT]: the landing page's first visit is compressed, cached as it should be, and at most 60 KB", async ({ browser }) => {
  const { received, total } = await firstVisit(browser, '/', async (page) => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Apply Now' })).toBeVisible();
  });
  const table = listOf(received);

  // Everything compressible and more than a few hundred bytes comes compressed: brotli, which
  // Chromium asks for (as a phone's browser does), the build's .br of each file.
  const uncompressed = received.filter((r) => isCompressible(r.type) && r.bytes > 1024 && r.headers['content-encoding'] !== 'br');
  expect(uncompressed.map((r) => pathOf(r.url)), table).toEqual([]);

  // The page itself is revalidated on each visit; the hashed files it loads are kept for a year.
  const document = received.find((r) => pathOf(r.url) === '/');
  expect(document?.headers['cache-control']).toBe('no-cache');
  const assets = received.filter((r) => pathOf(r.url).startsWith('/assets/'));
  expect(assets.length).toBeGreaterThan(0);
  for (const asset of assets) expect({ asset: pathOf(asset.url), cacheControl: asset.headers['cache-control'] }).toEqual({ asset: pathOf(asset.url), cacheControl: IMMUTABLE });
  // The editors' texts: public, for a minute.
  const content = received.find((r) => pathOf(r.url) === '/api/portal-content');
  expect(content?.headers['cache-control']).toBe('public, max-age=60');

  expect(total, table).toBeLessThanOrEqual(LANDING_BUDGET);
});

// The sign-in page's first visit brings the whole app a signed-in student then uses (React, the router, the
// forms): 263 KB in 24 files with antd, which the applicant site no longer loads. In few files, since each costs a
// round trip and its headers.
test("[PERFORMANCE][WEIGHT]: the sign-in page's first visit, its app included, is at most 200 KB in at most 20 files", async ({ browser }) => {
  const { received, total } = await firstVisit(browser, '/signin', async (page) => {
    const form = page.getByRole('form', { name: 'Sign in' });
    // Its fields wait, disabled, until the app has taken the page over.
    await expect(form.getByLabel('Email')).toBeEnabled();
  });
  const table = listOf(received);
  expect(received.length, table).toBeLessThanOrEqual(SIGN_IN_FILES);
  expect(total, table).toBeLessThanOrEqual(SIGN_IN_BUDGET);
});

// A signed-in page shows nothing of its own before its code is in, so that code all comes at once, side by side:
// every script the dashboard runs is named in its HTML, none found only once React has rendered (on a phone a
// round trip more before the page is drawn; the account menu's was the last request before the dashboard's
// largest paint in Lighthouse).
test("[PERFORMANCE][REQUESTS]: the signed-in dashboard's HTML names every script the page runs", async ({ browser, request }) => {
  const applicant = await registerByApi(request);
  const context = await browser.newContext();
  const page = await context.newPage();
  // Signed in as the sign-in form leaves it (its own spec covers that form): the login's answer in local storage.
  const login = await request.post(`${E2E.cmsUrl}/api/login`, { data: { email: applicant.email, password: applicant.password } });
  expect(login.ok()).toBe(true);
  await page.addInitScript((value) => localStorage.setItem('log', value), JSON.stringify(await login.json()));
  const scripts: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(pathOf(sent.url()));
  });
  const answer = await page.goto('/applicantdashboard');
  await expect(page.getByText('You have not submitted your application yet.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const named = new Set([...(await answer!.text()).matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]));
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((script) => !named.has(script))).toEqual([]);
  await context.close();
});

test('[PERFORMANCE][CACHE]: through the applicant site the cms\'s JSON is compressed, personal data never cached, pages revalidated', async ({ request }) => {
  const applicant = await registerByApi(request);
  const gzip = { 'Accept-Encoding': 'gzip' };
  const personal = await request.get(`${E2E.applicantUrl}/api/fechdata/${applicant.user}`, {
    headers: { ...gzip, Authorization: `Bearer ${applicant.token}` },
  });
  expect(personal.status()).toBe(200);
  expect(personal.headers()['cache-control']).toBe('no-store');
  // The cms's JSON is compressed on the way (this one is a few hundred bytes, under nginx's gzip_min_length too).
  const lists = await request.get(`${E2E.applicantUrl}/api/reference-lists`, { headers: gzip });
  expect(lists.status()).toBe(200);
  expect(lists.headers()['content-encoding']).toBe('gzip');

  for (const pagePath of ['/', '/signin', '/register', '/applicantdashboard', '/profile']) {
    const answer = await request.get(`${E2E.applicantUrl}${pagePath}`, { headers: gzip });
    expect({ pagePath, status: answer.status(), cacheControl: answer.headers()['cache-control'], encoding: answer.headers()['content-encoding'] }).toEqual({
      pagePath,
      status: 200,
      cacheControl: 'no-cache',
      encoding: 'gzip',
    });
  }

  // A browser that takes brotli gets it, from the build's .br (pages, scripts) and on the way (the cms's JSON).
  const brotli = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };
  const signIn = await request.get(`${E2E.applicantUrl}/signin`, { headers: brotli });
  expect(signIn.headers()['content-encoding']).toBe('br');
  expect(await signIn.text()).toContain('<h1>Sign in</h1>');
  const script = (await signIn.text()).match(/\/assets\/[\w-]+\.js/)?.[0];
  const scriptAnswer = await request.get(`${E2E.applicantUrl}${script}`, { headers: brotli });
  expect({ script, encoding: scriptAnswer.headers()['content-encoding'], cacheControl: scriptAnswer.headers()['cache-control'] }).toEqual({
    script,
    encoding: 'br',
    cacheControl: IMMUTABLE,
  });
  const listsInBrotli = await request.get(`${E2E.applicantUrl}/api/reference-lists`, { headers: brotli });
  expect(listsInBrotli.headers()['content-encoding']).toBe('br');
  expect((await listsInBrotli.json()).universities.length).toBeGreaterThan(0);
});
