// The portal's API as the benchmarks' arrangements use it: registration, sign-in and step saves
// through the same calls the applicant site makes, a staff sign-in, and a full-access Strapi API
// token for the generic-REST baseline.
import { tsImport } from 'tsx/esm/api';
import { CMS_SUPER_ADMIN, STAFF } from './start-cms.mjs';

// The applicant's journey the API and e2e suites arrange with (packages/test-kit, TypeScript loaded through tsx).
const journey = await tsImport('../../packages/test-kit/src/applicant-journey.ts', import.meta.url);
export const stepBodies = await tsImport('../../packages/test-kit/src/step-bodies.ts', import.meta.url);

// fetch keeps connections open between calls, and the cms closes one left idle for 5 s. Seeding
// runs SQLite synchronously in this process, so fetch can miss that close and send the next call on
// the closed connection ("other side closed", nothing answered): that call is sent again, once.
const sent = async (...request) => {
  try {
    return await fetch(...request);
  } catch (error) {
    if (error.cause?.code !== 'UND_ERR_SOCKET') throw error;
    return fetch(...request);
  }
};

export const call = async (url, path, { method = 'GET', token, body, headers = {} } = {}) => {
  const response = await sent(`${url}${path}`, {
    method,
    headers: {
      ...(body !== undefined && !(body instanceof FormData) && { 'content-type': 'application/json' }),
      ...(token && { authorization: `Bearer ${token}` }),
      ...headers,
    },
    body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
};

// Runs `task(index)` for 0..count-1, `concurrency` at a time.
export const inParallel = async (count, concurrency, task) => {
  const results = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next;
      next += 1;
      results[index] = await task(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return results;
};

/**
 * A registered, signed-in applicant with the first three steps saved (so the application exists),
 * as the wizard leaves them: { token, applicantId, applicationId, email, password }.
 */
export const applicantWithApplication = async (url, index, runId) => {
  const email = `bench.${runId}.${index}@example.org`;
  const password = 'Bursary2025';
  await call(url, '/api/addapplicant', {
    method: 'POST',
    body: { first_name: 'Bench', last_name: `Applicant${index}`, email, re_email: email, password, re_password: password, tc: true },
  });
  const session = await call(url, '/api/login', { method: 'POST', body: { email, password } });
  const applicant = { token: session.token, email };
  const calls = { post: (path, body, token) => call(url, path, { method: 'POST', token, body }) };
  await journey.saveApplicantSteps(calls, applicant);
  const applicationId = await journey.createApplication(calls, applicant);
  return { token: session.token, applicantId: session.user, applicationId, email, password };
};

export const signInStaff = async (url) => (await call(url, '/api/login', { method: 'POST', body: STAFF })).token;

// A full-access API token made through the Strapi admin panel's own API, as a super admin would.
export const fullAccessApiToken = async (url) => {
  const { data: session } = await call(url, '/admin/login', { method: 'POST', body: CMS_SUPER_ADMIN });
  const { data: created } = await call(url, '/admin/api-tokens', {
    method: 'POST',
    token: session.token,
    body: { name: `bench-${Date.now()}`, description: 'generic REST baseline', type: 'full-access', lifespan: null },
  });
  return created.accessKey;
};
