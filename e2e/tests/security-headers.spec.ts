import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { decide, filledApplication, registerByApi, signIn, submitApplication } from '../support/applicants';
import { E2E } from '../support/e2e-env';
import { signInStaff } from '../support/staff';
import { policyOf } from '../../cms/tests/support/content-security-policy';

// Item 5 of the security issue in the browser: both apps, as `npm start` serves their builds, send a
// Content-Security-Policy that forbids inline script and run under it without a single violation;
// and no address or API call of an applicant's or a staff member's visit carries personal data.

const APPS = [
  { name: 'applicant site', url: E2E.applicantUrl, paths: ['/', '/signin', '/applicantdashboard', '/docsupload/some.link.token'] },
  { name: 'back office', url: E2E.adminUrl, paths: ['/', '/signin', '/admindashboard', '/applicationmanager?application_id=1'] },
];

// Collects the page's CSP violations from its first script on (an init script is not itself subject to the policy).
const watchViolations = async (page: Page) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`));
  });
};
const violations = (page: Page) => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

test('[SECURITY][CSP]: both built apps send a CSP without inline script and the other security headers, and their pages hold no inline script', async ({
  request,
}) => {
  for (const app of APPS) {
    for (const path of app.paths) {
      const response = await request.get(`${app.url}${path}`);
      expect(response.status(), `${app.name} ${path}`).toBe(200);
      const headers = response.headers();
      const policy = policyOf(headers['content-security-policy'] ?? '');
      expect(policy['script-src'], `${app.name} ${path}`).toEqual(["'self'"]);
      expect(policy['default-src']).toEqual(["'self'"]);
      expect(policy['object-src']).toEqual(["'none'"]);
      expect(policy['frame-ancestors']).toEqual(["'none'"]);
      expect(policy['base-uri']).toEqual(["'self'"]);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');

      // The built page: every script from a file of the site, no inline handlers or javascript: links.
      const html = await response.text();
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, attributes, body] of scripts) {
        expect(attributes).toMatch(/\ssrc="\/assets\/[\w.-]+\.js"/);
        expect(body.trim()).toBe('');
      }
      expect(html).not.toMatch(/\son[a-z]+\s*=/i);
      expect(html).not.toMatch(/javascript:/i);
    }
  }
});

test('[SECURITY][CSP]: the apps run under their policy without a violation, and an inline script put into a page does not run', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await watchViolations(page);
  const applicant = await registerByApi(request, { first_name: 'Safiyya', last_name: 'Cspcheck' });

  await page.goto('/');
  await expect(page.locator('#root > *').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.goto('/register');
  await page.getByLabel('I have read and understood the WHO QUALIFIES article above and I believe that I meet the criteria').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('First name')).toBeVisible();
  await page.goto('/signin');
  await signIn(page, applicant);
  await page.goto('/applicantdashboard');
  await expect(page.getByText('You have not submitted your application yet.')).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await signInStaff(page);
  await page.waitForLoadState('networkidle');
  expect(await violations(page)).toEqual([]);

  // The listener works: a script element with inline code, as an injection would add, is blocked and reported.
  for (const url of [E2E.applicantUrl, `${E2E.adminUrl}/admindashboard`]) {
    await page.goto(url);
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.injectedScriptRan = true;';
      document.head.appendChild(script);
      await new Promise((resolve) => setTimeout(resolve, 200));
      return (window as unknown as { injectedScriptRan?: boolean }).injectedScriptRan ?? false;
    });
    expect(ran).toBe(false);
    expect(await violations(page)).toEqual([expect.stringMatching(/^script-src(-elem)? inline$/)]);
  }
});

test("[SECURITY][URLS]: no address or API call of an applicant's or a staff member's visit carries personal data", async ({ page, request }) => {
  test.setTimeout(180_000);
  const tag = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
  const applicant = await registerByApi(request, { first_name: `Ruqayyah${tag}`, last_name: `Urlcheck${tag}` });
  const urls: string[] = [];
  page.on('request', (sent) => urls.push(sent.url()));

  // The applicant: sign-in, the application in both presentations, dashboard, profile, password recovery.
  await page.goto('/signin');
  await signIn(page, applicant);
  // What the applicant saves, with their own ID number (the test kit gives each applicant another).
  const { applicationId, basic: basics } = await filledApplication(request, applicant);
  const personal = [
    applicant.email,
    applicant.email.split('@')[0],
    applicant.first_name,
    applicant.last_name,
    basics.id_number,
    basics.cell_phone,
    basics.alternative_phone,
    basics.alternative_email,
    basics.address,
  ];
  for (const path of ['/bursauryform', '/signup', '/applicantdashboard', '/profile']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  await submitApplication(request, applicant, applicationId);
  await decide(request, applicationId, 1);
  await page.goto('/applicantdashboard');
  await expect(page.getByRole('link', { name: 'Upload supporting documents' })).toBeVisible();
  await page.getByRole('link', { name: 'Upload supporting documents' }).click();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => localStorage.clear());
  await page.goto('/passwordchange');
  await page.getByLabel(/email/i).fill(applicant.email);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(/If an account exists for this email address/)).toBeVisible();

  // Staff: the applicant's record, its documents and the update form, opened by application id.
  await signInStaff(page);
  await page.goto(`${E2E.adminUrl}/applicationmanager?application_id=${applicationId}`);
  await expect(page.getByText(applicant.last_name).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.goto(`${E2E.adminUrl}/applicationmanager?application_id=${applicationId}&view=documents`);
  await page.waitForLoadState('networkidle');
  await page.goto(`${E2E.adminUrl}/updateapplicant?application_id=${applicationId}`);
  await page.waitForLoadState('networkidle');

  const apiCalls = urls.filter((url) => new URL(url).pathname.startsWith('/api/'));
  expect(apiCalls.length).toBeGreaterThan(15);
  expect(apiCalls.some((url) => url.includes(`application_id=${applicationId}`))).toBe(true);
  const leaks = urls.flatMap((url) => {
    const readable = decodeURIComponent(url.replace(/\+/g, ' ')).toLowerCase();
    return personal.filter((value) => readable.includes(String(value).toLowerCase())).map((value) => `${value} in ${url}`);
  });
  expect(leaks).toEqual([]);
});
