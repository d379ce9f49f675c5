import crypto from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Response } from 'supertest';
import { api, signIn } from '../support/api';
import { authorised, registerApplicant } from '../support/applicants';
import { createApplication } from '../support/applications';
import { db } from '../support/database';
import { eventually, samplePdf, storedCopiesOf, tempCopiesOf } from '../support/files';
import { issueLinkToken } from '../support/link-tokens';
import { waitForMail, type Mail } from '../support/mailbox';
import { TEST_RATE_LIMITS, TEST_SESSION_CHECK_SECONDS } from '../support/test-env';

// Item 4 of the security issue, the cases the account and link suites (login, registration,
// password-reset, rate-limit, token-uploads, results-upload, late-applications) do not already cover.

const INVALID = { error: 'This link is not valid. Check that you copied the whole link from the e-mail.' };
const SESSION_ENDED = { error: 'Your session has ended. Please sign in again.' };
const HOUR = 3600;
const DAY = 24 * HOUR;

// Clients of this file's own tests, in the benchmarking range no other test file uses.
let clients = 0;
const newClient = () => {
  clients += 1;
  return `198.18.${Math.floor(clients / 250)}.${(clients % 250) + 1}`;
};
const as = (ip: string) => ({ 'X-Forwarded-For': ip });

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as Record<string, unknown>;

// What a response says, apart from the headers that differ between any two answers.
const visible = (response: Response) => {
  const { date: _date, 'x-response-time': _time, ...headers } = response.headers;
  return { status: response.status, body: response.body, headers };
};

describe('[SECURITY][ACCOUNTS]: no answer tells a registered e-mail from an unknown one', () => {
  it('answers sign-in with a wrong password and with an unknown e-mail alike, also once each is rate-limited', async () => {
    const applicant = await registerApplicant();
    const unknown = `nobody.${crypto.randomBytes(4).toString('hex')}@example.org`;
    const client = newClient();
    const tryKnown = () => api().post('/api/login').set(as(client)).send({ email: applicant.email, password: 'Wrong2025x' });
    const tryUnknown = () => api().post('/api/login').set(as(client)).send({ email: unknown, password: 'Wrong2025x' });

    const first = [await tryKnown(), await tryUnknown()];
    expect(first[0].status).toBe(401);
    expect(visible(first[1])).toEqual(visible(first[0]));

    for (let attempt = 1; attempt < TEST_RATE_LIMITS.loginFailed; attempt += 1) {
      const [known, stranger] = [await tryKnown(), await tryUnknown()];
      expect(visible(stranger)).toEqual(visible(known));
    }
    // The wrong-password limit holds for both, so being limited tells nothing either.
    const [known, stranger] = [await tryKnown(), await tryUnknown()];
    expect(known.status).toBe(429);
    expect(stranger.status).toBe(429);
    expect(stranger.body).toEqual(known.body);
    expect(Math.abs(Number(stranger.headers['retry-after']) - Number(known.headers['retry-after']))).toBeLessThanOrEqual(2);
  });

  it('answers a password-recovery request for a registered and an unknown e-mail alike, status, body and headers', async () => {
    const applicant = await registerApplicant();
    const unknown = `nobody.${crypto.randomBytes(4).toString('hex')}@example.org`;
    const client = newClient();
    const known = await api().post('/api/passwordchange').set(as(client)).send({ email: applicant.email });
    const stranger = await api().post('/api/passwordchange').set(as(client)).send({ email: unknown });
    expect(known.status).toBe(200);
    expect(visible(stranger)).toEqual(visible(known));
  });
});

describe('[SECURITY][ACCOUNTS]: login tokens expire', () => {
  it("carries LOGIN_TOKEN_TTL (12 hours) in the token and in its session, and refuses it once the session's time is up", async () => {
    const applicant = await registerApplicant();
    const before = Math.floor(Date.now() / 1000);
    const { token } = await signIn(applicant);
    const claims = claimsOf(token) as { exp: number; iat: number; sid: string };
    expect(claims.exp - claims.iat).toBe(12 * HOUR);
    expect(claims.iat).toBeGreaterThanOrEqual(before - 1);
    const session = await db()('login_sessions').where({ sid: claims.sid }).first('expires_at');
    expect(Math.abs(new Date(Number(session.expires_at) || session.expires_at).getTime() / 1000 - claims.exp)).toBeLessThan(5);

    await api().get('/api/myapplication').set(authorised({ token })).expect(200);
    // Twelve hours cannot pass in a test: the arrange step moves the session's end into the past.
    // The token's own signature and expiry are still good, so only the server's session check refuses it.
    await db()('login_sessions').where({ sid: claims.sid }).update({ expires_at: new Date(Date.now() - 1000) });
    // A change made behind the cms's back (as by another instance) shows once the live session it
    // remembers is older than SESSION_CHECK_SECONDS.
    await new Promise((resolve) => setTimeout(resolve, TEST_SESSION_CHECK_SECONDS * 1000 + 100));
    await api().get('/api/myapplication').set(authorised({ token })).expect(401, SESSION_ENDED);
    await api().get('/api/logout').set(authorised({ token })).expect(401, SESSION_ENDED);
  });
});

describe('[SECURITY][LINKS]: e-mailed link tokens', () => {
  let staff: { token: string };
  let applicantUrl: string;
  beforeAll(async () => {
    staff = await signIn();
    applicantUrl = (await api().get('/api/portal-content').expect(200)).body.settings.applicant_url;
  });

  const tokenAfter = (mail: Mail, path: string) => {
    const escaped = `${applicantUrl}${path}`.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    const match = new RegExp(`${escaped}([\\w-]+\\.[\\w-]+\\.[\\w-]+)`).exec(mail.text);
    if (!match) throw new Error(`No ${path} link in the e-mail:\n${mail.text}`);
    return match[1];
  };

  it('are signed JWTs holding only their purpose, id and expiry (no e-mail, name or id), expiring within their lifetime', async () => {
    const applicant = await registerApplicant({ first_name: 'Nomsa', last_name: 'Linkcheck' });
    const applicationId = await createApplication(applicant);
    const late = `late.${crypto.randomBytes(4).toString('hex')}@example.org`;
    const post = (path: string, body: object) => api().post(path).set('Authorization', staff.token).send(body).expect(200);

    await api().post('/api/passwordchange').send({ email: applicant.email }).expect(200);
    const reset = tokenAfter(await waitForMail(applicant.email, { subject: /password/i }), '/passwordreset?token=');
    await post('/api/senddocumentsrequest', { to: applicant.email, cc: '', subject: 'Docs please', body: 'Send them.', field: [6], applicant_id: applicant.applicantId });
    const documents = tokenAfter(await waitForMail(applicant.email, { subject: 'Docs please' }), '/docsupload/');
    await post('/api/sendresultrequest', { cc: '', subject: 'Results please', body: 'Send them.', resultType: 0, selectedApps: [applicationId] });
    const results = tokenAfter(await waitForMail(applicant.email, { subject: 'Results please' }), '/uploadresults/');
    await post('/api/sendlateapplicationrequest', { email: late, cc: '', subject: 'Apply late', body: 'You may.' });
    const lateLink = tokenAfter(await waitForMail(late, { subject: 'Apply late' }), '/application?token=');

    const lifetimes: [string, string, number][] = [
      [reset, 'password_reset', HOUR],
      [documents, 'documents_request', 30 * DAY],
      [results, 'results_request', 60 * DAY],
      [lateLink, 'late_application', 14 * DAY],
    ];
    for (const [token, purpose, lifetime] of lifetimes) {
      const header = JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString());
      expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
      const claims = claimsOf(token);
      expect(Object.keys(claims).sort()).toEqual(['exp', 'iat', 'jti', 'purpose']);
      expect(claims.purpose).toBe(purpose);
      expect((claims.exp as number) - (claims.iat as number)).toBe(lifetime);
      const text = Buffer.from(token.split('.')[1], 'base64url').toString();
      // The keys above leave no room for an id; the values hold no e-mail or name either.
      for (const personal of [applicant.email, late, 'Nomsa', 'Linkcheck']) {
        expect(text).not.toContain(personal);
      }
      jwt.verify(token, process.env.LINK_TOKEN_SECRET!, { algorithms: ['HS256'] });
    }
  });

  it("is refused by every link route when it is for another purpose, signed with another key, unsigned, or a login token", async () => {
    const applicant = await registerApplicant();
    const applicationId = await createApplication(applicant);
    const tokens = {
      password_reset: await issueLinkToken({ purpose: 'password_reset' }),
      documents_request: await issueLinkToken({ purpose: 'documents_request', applicationId, payload: { files: [5] } }),
      results_request: await issueLinkToken({ purpose: 'results_request', applicationId, payload: { resultType: 0 } }),
      late_application: await issueLinkToken({ purpose: 'late_application' }),
    };
    const { jti, purpose } = claimsOf(tokens.documents_request) as { jti: string; purpose: string };
    // The right row and purpose, signed with the login tokens' key instead of the links' key.
    const otherKey = jwt.sign({ purpose }, process.env.JWT_SECRET!, { jwtid: jti, expiresIn: 3600, algorithm: 'HS256' });
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${tokens.documents_request.split('.')[1]}.`;
    const login = applicant.token;

    const pdf = samplePdf();
    // Each route with the purposes it takes (the upload page opens documents and results links).
    const routes: [string, (keyof typeof tokens)[], (token: string) => Promise<Response>][] = [
      ['GET /api/uploadlink', ['documents_request', 'results_request'], (token) => api().get(`/api/uploadlink/${token}`)],
      ['POST /api/uploadrequesteddocs', ['documents_request'], (token) => api().post('/api/uploadrequesteddocs').field('token', token).attach('registration', pdf, 'r.pdf')],
      [
        'POST /api/submitresults',
        ['results_request'],
        (token) => api().post('/api/submitresults').field('token', token).field('results', JSON.stringify({ no_result: true, reason: 'Postponed.' })),
      ],
      ['GET /api/latelink', ['late_application'], (token) => api().get(`/api/latelink/${token}`)],
      ['POST /api/handlepasswordchange', ['password_reset'], (token) => api().post(`/api/handlepasswordchange/${token}`).send({ password: 'NewSalaam77' })],
    ];

    for (const [route, own, call] of routes) {
      const wrong = [
        ...Object.entries(tokens).filter(([kind]) => !own.includes(kind as keyof typeof tokens)).map(([kind, token]) => [`a ${kind} link`, token]),
        ['a link signed with the login key', otherKey],
        ['an unsigned link', unsigned],
        ['a login token', login],
      ];
      for (const [what, token] of wrong) {
        const response = await call(token);
        expect({ route, what, status: response.status, body: response.body }).toEqual({ route, what, status: 400, body: INVALID });
      }
    }
    expect(await db()('application_results_application_lnk').where({ application_id: applicationId })).toEqual([]);
    expect(await storedCopiesOf(pdf)).toEqual([]);
    // Each link still works for its own purpose.
    await api().get(`/api/uploadlink/${tokens.documents_request}`).expect(200);
    await api().get(`/api/uploadlink/${tokens.results_request}`).expect(200);
  });
});

describe('[SECURITY][RATE-LIMIT]: the token-link pages share one limit per client', () => {
  it('counts /api/uploadlink, /api/uploadrequesteddocs, /api/submitresults and /api/latelink together, then refuses each with 429, storing nothing', async () => {
    const client = newClient();
    const calls = [
      (i: number) => api().get(`/api/uploadlink/made-up-${i}`).set(as(client)),
      (i: number) => api().get(`/api/latelink/made-up-${i}`).set(as(client)),
      (i: number) => api().post('/api/uploadrequesteddocs').set(as(client)).field('token', `made-up-${i}`),
      (i: number) => api().post('/api/submitresults').set(as(client)).field('token', `made-up-${i}`).field('results', '{}'),
    ];
    for (let start = 0; start < TEST_RATE_LIMITS.link; start += 10) {
      const batch = Array.from({ length: Math.min(10, TEST_RATE_LIMITS.link - start) }, (_, offset) => calls[(start + offset) % calls.length](start + offset));
      for (const response of await Promise.all(batch)) expect(response.status).toBe(400);
    }

    // Real links, and a real file: refused before anything is looked at or stored.
    const applicant = await registerApplicant();
    const applicationId = await createApplication(applicant);
    const documents = await issueLinkToken({ purpose: 'documents_request', applicationId, payload: { files: [5] } });
    const results = await issueLinkToken({ purpose: 'results_request', applicationId, payload: { resultType: 1 } });
    const pdf = samplePdf();
    const refused = [
      await api().get(`/api/uploadlink/${documents}`).set(as(client)),
      await api().get(`/api/latelink/${await issueLinkToken({ purpose: 'late_application' })}`).set(as(client)),
      await api().post('/api/uploadrequesteddocs').set(as(client)).field('token', documents).attach('registration', pdf, 'registration.pdf'),
      await api().post('/api/submitresults').set(as(client)).field('token', results).field('results', JSON.stringify({ no_result: true, reason: 'Postponed.' })),
    ];
    for (const response of refused) {
      expect(response.status).toBe(429);
      expect(response.body).toEqual({ error: 'Too many attempts from this network. Try again in 10 minutes.' });
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(540);
      expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(600);
    }
    expect(await storedCopiesOf(pdf)).toEqual([]);
    expect(await eventually(() => tempCopiesOf(pdf).length === 0)).toBe(true);
    expect(await db()('application_results_application_lnk').where({ application_id: applicationId })).toEqual([]);

    // Another client is not held up, and the links were not used.
    await api().get(`/api/uploadlink/${documents}`).set(as(newClient())).expect(200);
  });
});
