import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from '../support/test';
import { basicInfo, income, socialInfo, university } from '../../packages/test-kit/src/step-bodies';
import { expectAccessible, expectNoSidewaysScroll } from '../support/accessibility';
import { decide, fillApplication, registerByApi, samplePdf, signIn, staffPost, submittedApplication, type SignedIn } from '../support/applicants';
import { changePortalSettings } from '../support/cms-admin';
import { E2E } from '../support/e2e-env';
import { waitForMail } from '../support/inbox';
import { screenshotBoth, screenshotWindow, VIEWPORTS } from '../support/screenshot';
import { pressButton, stepHeading } from '../support/wizard';

// The application's cycle as editors run it: closed, a late-application invitation while closed, and last
// cycle's applicants coming back. Each test changes the portal settings and puts them back.

const PASSWORD = 'Bursary2025';
const uniqueEmail = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.org`;

const cycleYearOf = async (request: APIRequestContext): Promise<number> =>
  (await (await request.get(`${E2E.cmsUrl}/api/portal-content`)).json()).settings.cycle_year;

const signInThroughSite = async (page: Page, applicant: { email: string; password: string; first_name: string; last_name: string }) => {
  await page.goto('/signin');
  return signIn(page, applicant);
};

// The path of the /application?token= link in the invitation e-mail.
const invitationPath = async (email: string) => {
  const mail = await waitForMail(email);
  const match = /https?:\/\/[^\s"'<>]+(\/application\?token=[\w.-]+)/.exec(mail.text);
  if (!match) throw new Error(`No /application?token= link in the e-mail:\n${mail.text}`);
  return { mail, path: match[1] };
};

const invite = (request: APIRequestContext, email: string) =>
  staffPost(request, '/api/sendlateapplicationrequest', {
    email,
    cc: '',
    subject: 'Invitation to apply',
    body: 'As discussed on the phone, you may still apply.',
  });

// Saved through the applicant's own calls, as the wizard would.
const saveThroughApi = async (request: APIRequestContext, applicant: SignedIn, calls: [string, object][]) => {
  for (const [path, data] of calls) {
    const response = await request.post(`${E2E.cmsUrl}${path}`, { headers: { Authorization: `Bearer ${applicant.token}` }, data });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  }
};

test('[APPLICANT][CLOSED]: while closed the wizard, tabs, dashboard and profile say so, and a step cannot be saved', async ({ page, request }) => {
  test.setTimeout(120_000);
  const year = await cycleYearOf(request);
  const closedText = `Application for ${year} now closed`;
  const newcomer = await registerByApi(request, { last_name: 'Closedperiod' });
  // Someone half-way through when the cycle closes: at the Income step with the amounts typed.
  const halfway = await registerByApi(request, { last_name: 'Closedhalfway' });
  await saveThroughApi(request, halfway, [
    ['/api/updateapplicant', { applicant: basicInfo(), email: halfway.email }],
    ['/api/savesocialinfo', socialInfo()],
    ['/api/addapplication', university()],
  ]);
  await signInThroughSite(page, halfway);
  await expect(stepHeading(page, 'Income')).toBeVisible();
  for (const [label, value] of Object.entries({
    "Father's monthly salary": '8000',
    "Mother's monthly salary": '0',
    "Spouse's monthly salary": '0',
    'Own monthly salary': '0',
    Investments: '0',
    'Other income': '0',
  })) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }

  const restore = await changePortalSettings(request, { applications_open: false });
  try {
    await pressButton(page, 'SAVE and CONTINUE');
    await expect(page.locator('.step-alert')).toContainText(closedText);
    await expect(stepHeading(page, 'Income')).toBeVisible();
    await expect(page.getByLabel("Father's monthly salary")).toHaveValue('8000');

    await page.evaluate(() => localStorage.clear());
    await signInThroughSite(page, newcomer);
    await expect(page).toHaveURL(/\/bursauryform$/);
    const notice = page.locator('.alert-error');
    await expect(notice).toContainText('Zakah Bursary');
    await expect(notice).toContainText(closedText);
    await expect(page.getByRole('button', { name: 'SAVE and CONTINUE' })).toHaveCount(0);
    await expect(page.getByLabel('Cell phone')).toHaveCount(0);
    await expectAccessible(page);
    await screenshotBoth(page, 'application-closed-wizard');
    await expectNoSidewaysScroll(page);

    await page.goto('/signup');
    await expect(notice).toContainText(closedText);
    await expect(page.getByRole('tablist')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Save and continue' })).toHaveCount(0);

    await page.goto('/applicantdashboard');
    await expect(page.getByText('You have not submitted your application yet.')).toBeVisible();
    await expect(notice).toContainText(closedText);
    await expect(page.getByRole('link', { name: /your application/ })).toHaveCount(0);
    await screenshotBoth(page, 'application-closed-dashboard');

    await page.goto('/profile');
    await expect(page.getByText(`Applications for ${year} are closed, so the application can no longer be changed.`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start your application' })).toHaveCount(0);
  } finally {
    await restore();
  }

  // Open again: the same person can start.
  await page.goto('/bursauryform');
  await expect(stepHeading(page, 'Basic information')).toBeVisible();
});

test('[APPLICANT][CLOSED]: on a phone, the landing, top bar, sign-in and /register offer no way to register while closed', async ({
  page,
  request,
}) => {
  const year = await cycleYearOf(request);
  const closedText = `Application for ${year} now closed`;
  // Closed before the first page loads: the browser keeps the portal's content for a minute.
  const restore = await changePortalSettings(request, { applications_open: false });
  try {
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto('/');
    const notice = page.locator('.alert-error');
    await expect(notice).toContainText(closedText);
    // Right below the notice, the editors' closed intro, not the one inviting applications.
    const intro = page.locator('.alert-error + section');
    await expect(intro).toContainText(`Applications for the ${year} Zakah Bursary are closed.`);
    await expect(intro).toContainText('If the Fund invited you to apply late');
    await expect(page.getByText('are now open')).toHaveCount(0);
    const topBar = page.getByRole('navigation', { name: 'Account' });
    await expect(topBar.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Apply/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Login' }).nth(1)).toBeVisible();
    await screenshotWindow(page, 'landing-closed-phone-window');
    await expectAccessible(page);
    await screenshotBoth(page, 'landing-closed');

    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto('/register');
    await expect(notice).toContainText(closedText);
    await expect(page.getByText(`Applications for the ${year} Zakah Bursary are closed.`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Who Qualifies and Who Should Apply for a Zakah Bursary' })).toHaveCount(0);
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    await expect(page.getByLabel('First name')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Apply/ })).toHaveCount(0);
    await screenshotWindow(page, 'register-closed-phone-window');
    await expectAccessible(page);
    await screenshotBoth(page, 'register-closed');

    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto('/signin');
    await expect(page.getByRole('button', { name: 'LOG IN' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Apply/ })).toHaveCount(0);
    await expectNoSidewaysScroll(page);
  } finally {
    await restore();
  }

  // Open again (a new visit, the content read afresh): Apply is back, and so are the article and the form.
  const visit = await page.context().browser()!.newContext({ baseURL: E2E.applicantUrl, viewport: VIEWPORTS.phone });
  try {
    const open = await visit.newPage();
    await open.goto('/');
    await expect(open.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Apply' })).toBeVisible();
    await expect(open.getByRole('link', { name: 'Apply Now' })).toBeVisible();
    await expect(open.getByText('are now open')).toBeVisible();
    await open.goto('/register');
    await expect(open.getByRole('heading', { name: 'Who Qualifies and Who Should Apply for a Zakah Bursary' })).toBeVisible();
  } finally {
    await visit.close();
  }
});

test('[APPLICANT][LATE]: a student invited while closed registers through the e-mailed link and applies', async ({ page, request }) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('late');
  // Someone else was signed in on this phone: the link's page starts afresh.
  const previousUser = await registerByApi(request, { last_name: 'Sharedphone' });
  await signInThroughSite(page, previousUser);

  const restore = await changePortalSettings(request, { applications_open: false });
  try {
    await invite(request, email);
    const { mail, path } = await invitationPath(email);
    expect(mail.text).toContain('As discussed on the phone, you may still apply.');
    expect(path).not.toContain(encodeURIComponent(email));

    await page.goto(path);
    await expect(page.getByText('Step 1 of 5: REGISTRATION')).toBeVisible();
    await expect(page.getByText(`This invitation is for ${email} and lasts until`)).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.length)).toBe(0);
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();

    await page
      .getByLabel('I have read and understood the WHO QUALIFIES article above and I believe that I meet the criteria')
      .check();
    await pressButton(page, 'Next');
    const emailField = page.getByLabel('Email', { exact: true });
    await expect(emailField).toHaveValue(email);
    await expect(emailField).toHaveAttribute('readonly', '');
    await page.getByLabel('First name').fill('Yusuf');
    await page.getByLabel('Last name').fill('Latecomer');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByLabel(/I have read and accept the/).check();
    await expectAccessible(page);
    await screenshotBoth(page, 'application-late-registration');
    await pressButton(page, 'REGISTER');
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByText('Registration successful. Proceed to log in')).toBeVisible();

    const student = await signIn(page, { email, password: PASSWORD, first_name: 'Yusuf', last_name: 'Latecomer' });
    await expect(page).toHaveURL(/\/bursauryform$/);
    await expect(page.getByText('You are invited to apply after the closing date')).toBeVisible();
    await expect(stepHeading(page, 'Basic information')).toBeVisible();
    await screenshotBoth(page, 'application-late-wizard');
    await page.goto('/applicantdashboard');
    await expect(page.getByText('You are invited to apply after the closing date')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue your application' })).toHaveAttribute('href', '/bursauryform');
    await expect(page.getByText(`Application for ${await cycleYearOf(request)} now closed`)).toHaveCount(0);

    // Every step saved as the wizard saves it; then the review's pledge and Submit in the site.
    await fillApplication(request, student);
    await page.goto('/bursauryform');
    await expect(stepHeading(page, 'Review & Submit')).toBeVisible();
    await page.getByLabel('I hereby confirm that I will comply with the rules and regulations pertaining to the bursary programme.').check();
    await pressButton(page, 'Submit');
    await expect(page).toHaveURL(/\/applicantdashboard$/);
    await expect(page.getByText('Yusuf', { exact: true })).toBeVisible();
    await expect(page.getByText('You have not submitted your application yet.')).toHaveCount(0);
  } finally {
    await restore();
  }
});

test('[APPLICANT][LATE]: a returning applicant invited while closed is sent to sign in, and may apply', async ({ page, request }) => {
  test.setTimeout(120_000);
  const returning = await registerByApi(request, { last_name: 'Latereturning' });
  const restore = await changePortalSettings(request, { applications_open: false });
  try {
    await invite(request, returning.email);
    const { path } = await invitationPath(returning.email);
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Sign in to apply' })).toBeVisible();
    await expect(page.getByText(`${returning.email} already has an account on the portal.`)).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveCount(0);
    await expectAccessible(page);
    await screenshotBoth(page, 'application-late-sign-in');

    await page.getByRole('link', { name: 'LOG IN' }).click();
    await signIn(page, returning);
    await expect(page).toHaveURL(/\/bursauryform$/);
    await expect(page.getByText('You are invited to apply after the closing date')).toBeVisible();
    await expect(stepHeading(page, 'Basic information')).toBeVisible();
  } finally {
    await restore();
  }
});

test('[APPLICANT][LATE]: a broken invitation link says so and what to do', async ({ page }) => {
  await page.goto('/application?token=not.a.token');
  await expect(page.getByText('This invitation link cannot be used')).toBeVisible();
  await expect(page.getByText('This link is not valid. Check that you copied the whole link from the e-mail.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'log in' })).toBeVisible();
  await expect(page.getByText('Step 1 of 5: REGISTRATION')).toHaveCount(0);
});

test("[APPLICANT][RETURNING]: last cycle's applicant finds their answers preloaded, the type preset and hidden, and last year's documents to preview", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const year = await cycleYearOf(request);
  const lastYear = year - 1;
  // Last cycle: the editors' cycle year set back, an application submitted and accepted, the year put back.
  const restore = await changePortalSettings(request, { cycle_year: lastYear });
  const applicant = await (async () => {
    try {
      const arranged = await submittedApplication(request, { first_name: 'Ridwaan', last_name: 'Returning' });
      await decide(request, arranged.applicationId, 1);
      return arranged.applicant;
    } finally {
      await restore();
    }
  })();

  await signInThroughSite(page, applicant);
  await expect(page).toHaveURL(/\/bursauryform$/);
  await expect(stepHeading(page, 'University')).toBeVisible();
  await expect(page.getByText('Step 4 of 5: APPLICATION, UNIVERSITY (1 of 5)')).toBeVisible();
  const type = page.getByLabel('Application type');
  await expect(type).toHaveValue('Sponsored by the provider last year');
  await expect(type).toHaveAttribute('readonly', '');
  await expect(page.getByRole('combobox', { name: 'Application type' })).toHaveCount(0);
  await expect(page.getByLabel('University or college')).toHaveValue(university().university);
  await expect(page.getByLabel('Course', { exact: true })).toHaveValue(university().course);
  // Last year's 45000, as people write it.
  expect(university().amount_for_tuition).toBe(45000);
  await expect(page.getByLabel('Required amount for tuition')).toHaveValue('45 000');
  await expectAccessible(page);
  await screenshotBoth(page, 'application-returning-university');
  await pressButton(page, 'SAVE and CONTINUE');

  await expect(stepHeading(page, 'Income')).toBeVisible();
  expect(income().father_monthly_salary).toBe(8000);
  await expect(page.getByLabel("Father's monthly salary")).toHaveValue('8 000');
  await pressButton(page, 'SAVE and CONTINUE');
  await expect(stepHeading(page, 'Expenses')).toBeVisible();
  await pressButton(page, 'SAVE and CONTINUE');

  await expect(stepHeading(page, 'Upload Documents')).toBeVisible();
  const earlier = page.getByRole('region', { name: `Your documents from ${lastYear}` });
  await expect(earlier).toContainText(`Your ID Document and Testimonial Letter from your ${lastYear} application are kept.`);
  await earlier.getByRole('button', { name: `ID Document from ${lastYear}: id_document.pdf` }).click();
  await expect(earlier.getByTitle('Preview of id_document.pdf')).toBeAttached();
  await earlier.getByRole('button', { name: `Testimonial Letter from ${lastYear}: recommendation.pdf` }).click();
  await expect(earlier.getByTitle('Preview of recommendation.pdf')).toBeAttached();
  await expectAccessible(page);
  await screenshotBoth(page, 'application-returning-documents');
  await expectNoSidewaysScroll(page);

  // This year's ID document replaces last year's in the list.
  await page
    .locator('input[type="file"]')
    .and(page.getByLabel('Choose file for ID Document'))
    .setInputFiles({ name: 'id-this-year.pdf', mimeType: 'application/pdf', buffer: samplePdf() });
  await page.getByRole('button', { name: 'Upload ID Document' }).click();
  await expect(page.getByText('id-this-year.pdf uploaded successfully.')).toBeVisible();
  await expect(earlier.getByRole('button', { name: /^ID Document from/ })).toHaveCount(0);
  await expect(earlier.getByRole('button', { name: `Testimonial Letter from ${lastYear}: recommendation.pdf` })).toBeVisible();

  // The profile steps kept what was saved last year.
  await page.goto('/bursauryform?step=basic');
  await expect(stepHeading(page, 'Basic information')).toBeVisible();
  await expect(page.getByLabel('City')).toHaveValue(basicInfo().city);
});
