// What a phone downloads, measured in Debian's Chromium against the portal served as `npm start`
// serves it: every response's bytes on the wire (headers and compressed body, Chromium's
// encodedDataLength), from an empty cache.
//   - first visit: each of the landing, sign-in, register and dashboard pages opened alone in a new
//     browser profile (the dashboard signed in);
//   - whole journey: one applicant in one profile, as they go: the landing, register, sign in, the
//     dashboard, the application's steps (basic to documents), the profile, the landing again
//     (the browser's cache works as it would; uploads aside).
// Targets: landing first visit <= 60 KB, whole journey <= 250 KB.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { buildMissing } from '../scripts/build.mjs';
import { applicantWithApplication, call, stepBodies } from './lib/portal-api.mjs';
import { report } from './lib/report.mjs';
import { startPortal } from './lib/start-portal.mjs';

const KB = (bytes) => +(bytes / 1024).toFixed(1);

/** An applicant with every step up to the documents saved, and the session the site keeps for them. */
export const journeyApplicant = async (cmsUrl, runId) => {
  const applicant = await applicantWithApplication(cmsUrl, 0, runId);
  const { token } = applicant;
  await call(cmsUrl, '/api/updateapplication', { method: 'POST', token, body: { ...stepBodies.income(), application_id: applicant.applicationId } }).catch(() => {});
  await call(cmsUrl, '/api/updateapplication', { method: 'POST', token, body: { ...stepBodies.expenses(), application_id: applicant.applicationId } }).catch(() => {});
  const session = await call(cmsUrl, '/api/login', { method: 'POST', body: { email: applicant.email, password: applicant.password } });
  return { ...applicant, session };
};

/** Opens a browser with a new profile; `visit(page, counter)` runs in one tab, and the bytes are counted per step. */
const withBrowser = async (task) => {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'bursary-transfer-'));
  // Debian's Chromium, never a downloaded one; a persistent profile of its own, so the cache starts empty.
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    // Playwright starts it headless itself.
    args: CHROMIUM_FLAGS.filter((flag) => !flag.startsWith('--headless')),
    headless: true,
  });
  try {
    const page = browser.pages()[0] ?? (await browser.newPage());
    const cdp = await browser.newCDPSession(page);
    await cdp.send('Network.enable');
    const responses = new Map();
    let bytes = 0;
    const requests = [];
    cdp.on('Network.responseReceived', ({ requestId, response }) => responses.set(requestId, response));
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      bytes += encodedDataLength;
      const response = responses.get(requestId);
      if (response) requests.push({ url: response.url, status: response.status, bytes: encodedDataLength, encoding: Object.entries(response.headers).find(([name]) => name.toLowerCase() === 'content-encoding')?.[1] ?? '' });
    });
    const measure = async (step) => {
      const before = bytes;
      const from = requests.length;
      await step();
      // Whatever the page loads after its load event (lazy chunks, content) counts too.
      await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
      return { bytes: bytes - before, requests: requests.slice(from) };
    };
    return await task(page, measure);
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
};

const signIn = (page, session) =>
  page.evaluate((value) => localStorage.setItem('log', value), JSON.stringify(session));

export const transferSizes = async () => {
  buildMissing();
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'bursary-transfer-'));
  const portal = await startPortal({ databaseFile: path.join(workDir, 'transfer.db'), privateUploads: path.join(workDir, 'private-uploads'), firstPort: 1640 });
  try {
    await portal.ready();
    const site = portal.urls.applicant;
    const applicant = await journeyApplicant(portal.urls.cms, Date.now());
    const rows = {};
    const details = {};

    for (const [label, route, signedIn] of [['landing', '/', false], ['sign-in', '/signin', false], ['register', '/register', false], ['dashboard', '/applicantdashboard', true]]) {
      await withBrowser(async (page, measure) => {
        if (signedIn) {
          // The session is put in place on a page of the site that is not measured; the cache is emptied after it.
          await page.goto(`${site}/favicon.svg`);
          await signIn(page, applicant.session);
          const cdp = await page.context().newCDPSession(page);
          await cdp.send('Network.clearBrowserCache');
        }
        const { bytes, requests } = await measure(() => page.goto(`${site}${route}`, { waitUntil: 'load' }));
        rows[`first visit: ${label} (${route})`] = { KB: KB(bytes), requests: requests.length };
        details[label] = requests.map((r) => `${r.url.replace(site, '')} ${r.status} ${r.encoding || 'identity'} ${KB(r.bytes)} KB`);
      });
    }

    await withBrowser(async (page, measure) => {
      const journey = [
        ['landing', () => page.goto(`${site}/`)],
        ['register', () => page.goto(`${site}/register`)],
        ['sign in', () => page.goto(`${site}/signin`)],
        ['dashboard (signed in)', async () => {
          await signIn(page, applicant.session);
          await page.goto(`${site}/applicantdashboard`);
        }],
        ...['basic', 'social', 'university', 'income', 'expenses', 'documents'].map((step) => [`application: ${step}`, () => page.goto(`${site}/application?step=${step}`)]),
        ['profile', () => page.goto(`${site}/profile`)],
        ['landing again', () => page.goto(`${site}/`)],
      ];
      let total = 0;
      const steps = {};
      for (const [label, step] of journey) {
        const { bytes } = await measure(step);
        total += bytes;
        steps[label] = KB(bytes);
      }
      rows['whole journey'] = { KB: KB(total), requests: '' };
      details.journey = steps;
    });

    report('transfer-size', rows, {
      targets: 'landing first visit <= 60 KB; whole journey <= 250 KB (uploads aside)',
      measured: "bytes on the wire (headers and compressed bodies, Chromium's encodedDataLength) from an empty cache, served as npm start serves the apps",
      details,
    });
    return rows;
  } finally {
    await portal.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
};

if (import.meta.url === `file://${process.argv[1]}`) await transferSizes();
