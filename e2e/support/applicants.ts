import { expect, type APIRequestContext, type Page } from '@playwright/test';
import * as journey from '../../packages/test-kit/src/applicant-journey';
import type { PortalCalls } from '../../packages/test-kit/src/applicant-journey';
import { income } from '../../packages/test-kit/src/step-bodies';
import { E2E } from './e2e-env';
import { waitForLinkPath } from './mail-links';
import { samplePdf } from '../../packages/test-kit/src/sample-files';

export type Applicant = { email: string; password: string; first_name: string; last_name: string };
export type SignedIn = Applicant & { token: string; user: number };

const api = (path: string) => `${E2E.cmsUrl}${path}`;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

let count = 0;
const newApplicant = (names: Partial<Pick<Applicant, 'first_name' | 'last_name'>> = {}): Applicant => ({
  email: `e2e.${Date.now()}.${(count += 1)}.${Math.floor(Math.random() * 1e6)}@example.org`,
  password: 'Bursary2025',
  first_name: names.first_name ?? 'Zaid',
  last_name: names.last_name ?? 'Petersen',
});

// The sample files every suite uploads (packages/test-kit).
export { samplePdf, samplePng, sampleGif } from '../../packages/test-kit/src/sample-files';

/** Registers through the site (eligibility, then the form) and signs in there; the session is read from the browser. */
export const registerAndSignIn = async (page: Page): Promise<SignedIn> => {
  const applicant = newApplicant();
  await page.goto('/register');
  await page
    .getByLabel('I have read and understood the WHO QUALIFIES article above and I believe that I meet the criteria')
    .check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('First name').fill(applicant.first_name);
  await page.getByLabel('Last name').fill(applicant.last_name);
  await page.getByLabel('Email').fill(applicant.email);
  await page.getByLabel('Password', { exact: true }).fill(applicant.password);
  await page.getByLabel('Confirm password').fill(applicant.password);
  await page.getByLabel(/I have read and accept the/).check();
  await page.getByRole('button', { name: 'REGISTER' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  return signIn(page, applicant);
};

export const signIn = async (page: Page, applicant: Applicant): Promise<SignedIn> => {
  // Scoped to the sign-in form: the page being left may still be on screen while this one loads.
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(applicant.email);
  await form.getByLabel('Password', { exact: true }).fill(applicant.password);
  await form.getByRole('button', { name: 'LOG IN' }).click();
  await expect(page).not.toHaveURL(/\/signin$/);
  const session = await page.evaluate(() => JSON.parse(localStorage.getItem('log') ?? 'null'));
  return { ...applicant, token: session.token, user: session.user };
};

const expectOk = async (response: Awaited<ReturnType<APIRequestContext['post']>>, what: string) => {
  if (!response.ok()) throw new Error(`${what} failed (${response.status()}): ${await response.text()}`);
  return (await response.json()) as { token?: string; user?: number; application_id?: number };
};

/** Registers and signs in through the API (POST /api/addapplicant, POST /api/login), for specs about other pages. */
export const registerByApi = async (
  request: APIRequestContext,
  names: Partial<Pick<Applicant, 'first_name' | 'last_name'>> = {},
): Promise<SignedIn> => {
  const applicant = newApplicant(names);
  await expectOk(
    await request.post(api('/api/addapplicant'), {
      data: { ...applicant, re_email: applicant.email, re_password: applicant.password, tc: true },
    }),
    'registration',
  );
  const session = (await expectOk(
    await request.post(api('/api/login'), { data: { email: applicant.email, password: applicant.password } }),
    'login',
  )) as { token: string; user: number };
  return { ...applicant, token: session.token, user: session.user };
};

/** A submitted application arranged through the API alone; the names make it easy to find in the grid. */
export const submittedApplication = async (
  request: APIRequestContext,
  names: Partial<Pick<Applicant, 'first_name' | 'last_name'>> = {},
) => {
  const applicant = await registerByApi(request, names);
  const { applicationId, basic } = await filledApplication(request, applicant);
  await submitApplication(request, applicant, applicationId);
  return { applicant, applicationId, basic };
};

// The applicant's journey of the test kit (packages/test-kit) over Playwright's request.
const callsOver = (request: APIRequestContext): PortalCalls => ({
  post: async (path, data, token) => expectOk(await request.post(api(path), { headers: bearer(token), data }), path),
  upload: async (path, fields, file, token) =>
    expectOk(
      await request.post(api(path), {
        headers: bearer(token),
        multipart: { ...fields, [file.field]: { name: file.name, mimeType: file.mimeType, buffer: file.content } },
      }),
      `${path} (${fields.filename ?? file.name})`,
    ),
});

/**
 * Every step of the application saved through the applicant's own calls, as the wizard would; answers
 * the application id and the basic information sent (`basic`: the applicant's own date of birth and ID number).
 */
export const filledApplication = async (request: APIRequestContext, applicant: SignedIn) => {
  const { applicationId, basic } = await journey.fillApplication(callsOver(request), applicant, { submit: false });
  return { applicationId, basic };
};

/** Every step of the application saved through the applicant's own calls, as the wizard would; answers the application id. */
export const fillApplication = async (request: APIRequestContext, applicant: SignedIn): Promise<number> =>
  (await filledApplication(request, applicant)).applicationId;

/**
 * An application started and left: basic and social information and the University step saved
 * (3 of 7 steps), and the Income step too with `withIncome`; answers the application id.
 */
export const startedApplication = async (request: APIRequestContext, applicant: SignedIn, { withIncome = false } = {}) => {
  const calls = callsOver(request);
  await journey.saveApplicantSteps(calls, applicant);
  const applicationId = await journey.createApplication(calls, applicant);
  if (withIncome) await calls.post('/api/updateapplication', { ...income(), application_id: applicationId }, applicant.token);
  return applicationId;
};

export const submitApplication = async (request: APIRequestContext, applicant: SignedIn, applicationId: number) => {
  await journey.submitApplication(callsOver(request), applicant, applicationId);
};

const staffToken = async (request: APIRequestContext) =>
  (await expectOk(await request.post(api('/api/login'), { data: E2E.staff }), 'staff login')).token as string;

/** A back-office call, made as the e2e staff member signed in through POST /api/login. */
export const staffPost = async (request: APIRequestContext, path: string, data: object) =>
  expectOk(await request.post(api(path), { headers: bearer(await staffToken(request)), data }), path);

/** A back-office GET's JSON answer, asked for as the e2e staff member. */
export const staffGet = async <T>(request: APIRequestContext, path: string) =>
  (await expectOk(await request.get(api(path), { headers: bearer(await staffToken(request)) }), path)) as T;

/** A back-office download's size in bytes, fetched as the e2e staff member. */
export const staffDownloadSize = async (request: APIRequestContext, path: string) => {
  const response = await request.get(api(path), { headers: bearer(await staffToken(request)) });
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return (await response.body()).length;
};

/** A staff decision through POST /api/addstatus: 1 accepts, 0 declines. */
export const decide = async (request: APIRequestContext, applicationId: number, statusId: 0 | 1) =>
  journey.decide(callsOver(request), await staffToken(request), applicationId, statusId);

/** Staff e-mail the applicant a documents request for these document codes (a link to /docsupload). */
export const requestDocuments = (request: APIRequestContext, applicant: SignedIn, codes: number[]) =>
  staffPost(request, '/api/senddocumentsrequest', {
    applicant_id: applicant.user,
    to: applicant.email,
    cc: '',
    subject: 'Request for outstanding documents',
    body: 'Please upload the documents below.',
    field: codes,
  });

/**
 * Staff ask for Proof of Registration and the Fees Statement (5, 6), and the applicant sends both
 * through the e-mailed link; the Consent Form (7) stays missing.
 */
export const sendRegistrationAndFees = async (request: APIRequestContext, applicant: SignedIn) => {
  await requestDocuments(request, applicant, [5, 6]);
  const token = (await waitForLinkPath(applicant.email, 'docsupload')).split('/').pop() as string;
  const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: samplePdf() });
  const sent = await request.post(api('/api/uploadrequesteddocs'), {
    multipart: { token, registration: pdf('registration.pdf'), fees_statement: pdf('fees.pdf') },
  });
  expect(sent.status(), await sent.text()).toBe(200);
};

/** A submitted application accepted by staff, for the pages that follow selection. */
export const selectedApplicant = async (page: Page, request: APIRequestContext) => {
  const applicant = await registerAndSignIn(page);
  const applicationId = await fillApplication(request, applicant);
  await submitApplication(request, applicant, applicationId);
  await decide(request, applicationId, 1);
  return { applicant, applicationId };
};

/** The application reference staff see, written out: BUR-<application year>-<application id in five digits>. */
export const referenceOf = (applicationId: number, applicationYear = 2025) => `BUR-${applicationYear}-${String(applicationId).padStart(5, '0')}`;
