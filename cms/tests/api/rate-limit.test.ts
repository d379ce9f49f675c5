import crypto from 'node:crypto';
import http from 'node:http';
import type { Response } from 'supertest';
import { api } from '../support/api';
import { registerApplicant } from '../support/applicants';
import { db } from '../support/database';
import { TEST_RATE_LIMITS, TEST_STAFF } from '../support/test-env';
import { parseRateLimit } from '../../src/utils/rate-budget';
import { RATE_LIMITS } from '../../src/utils/rate-limits';

// Each test is a client of its own (a documentation address), apart from this file's own client.
let clients = 0;
const newClient = () => {
  clients += 1;
  return `192.0.2.${clients}`;
};

const as = (ip: string) => ({ 'X-Forwarded-For': ip });

// The message says who is limited and, in words, when to try again: a window just started.
const FROM = { address: 'this network', email: 'this e-mail address' } as const;
const WAIT = { 600: '10 minutes', 3600: '1 hour' } as const;
const expectTooMany = (response: Response, windowSeconds: keyof typeof WAIT, from: keyof typeof FROM = 'address') => {
  expect(response.status).toBe(429);
  expect(response.body).toEqual({ error: `Too many attempts from ${FROM[from]}. Try again in ${WAIT[windowSeconds]}.` });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(windowSeconds - 60);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
};

// `count` requests, a few at a time, each expected to be answered (not refused) with `status`.
const spend = async (count: number, send: (index: number) => Promise<Response>, status: number) => {
  for (let start = 0; start < count; start += 10) {
    const batch = Array.from({ length: Math.min(10, count - start) }, (_, offset) => send(start + offset));
    for (const response of await Promise.all(batch)) expect(response.status).toBe(status);
  }
};

// A JSON POST sent from one of this machine's loopback addresses, as a client there would send it.
const postFrom = (localAddress: string, path: string, body: object, headers: Record<string, string>) =>
  new Promise<{ status: number }>((resolve, reject) => {
    const { hostname, port } = new URL(process.env.CMS_TEST_URL!);
    const data = JSON.stringify(body);
    const request = http.request(
      { host: hostname, port, localAddress, method: 'POST', path, headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(data), ...headers } },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0 }));
      },
    );
    request.on('error', reject);
    request.end(data);
  });

const TEN_MINUTES = 600 as const;
const ONE_HOUR = 3600 as const;

describe('[SECURITY][RATE-LIMIT]: POST /api/login', () => {
  it('refuses a client after its sign-in attempts for ten minutes, whatever e-mail it tries', async () => {
    const client = newClient();
    await spend(TEST_RATE_LIMITS.login, (i) => api().post('/api/login').set(as(client)).send({ email: `guess.${i}@example.org`, password: '' }), 400);

    expectTooMany(await api().post('/api/login').set(as(client)).send(TEST_STAFF), TEN_MINUTES);
    expectTooMany(await api().post('/api/login').set(as(client)).send({ email: 'someone.else@example.org', password: 'x' }), TEN_MINUTES);
    await api().post('/api/login').set(as(newClient())).send(TEST_STAFF).expect(200);
  });

  it('takes the client from the address the proxy added, not from what the client put before it', async () => {
    const client = newClient();
    await spend(
      TEST_RATE_LIMITS.login,
      (i) => api().post('/api/login').set(as(`203.0.113.${i % 250}, ${client}`)).send({ email: 'x@example.org', password: '' }),
      400,
    );
    expectTooMany(await api().post('/api/login').set(as(`198.51.100.7, ${client}`)).send(TEST_STAFF), TEN_MINUTES);

    const other = newClient();
    const { body } = await api().post('/api/login').set(as(`198.51.100.7, ${other}`)).send(TEST_STAFF).expect(200);
    const { sid } = JSON.parse(Buffer.from(body.token.split('.')[1], 'base64url').toString());
    const session = await db()('login_sessions').where({ sid }).first('ip');
    expect(session.ip).toBe(other);
  });

  it('refuses an e-mail from a client after 10 wrong passwords, even with the right one', async () => {
    const applicant = await registerApplicant();
    const client = newClient();
    await spend(TEST_RATE_LIMITS.loginFailed, () => api().post('/api/login').set(as(client)).send({ email: applicant.email, password: 'Wrong2025' }), 401);

    const right = { email: applicant.email, password: applicant.password };
    expectTooMany(await api().post('/api/login').set(as(client)).send(right), TEN_MINUTES, 'email');
    expectTooMany(await api().post('/api/login').set(as(client)).send({ ...right, email: ` ${applicant.email.toUpperCase()} ` }), TEN_MINUTES, 'email');
    // The same e-mail from elsewhere, and other e-mails from this client, are not held up.
    await api().post('/api/login').set(as(newClient())).send(right).expect(200);
    await api().post('/api/login').set(as(client)).send(TEST_STAFF).expect(200);
  });

  it('believes X-Forwarded-For only from a trusted proxy: a client elsewhere cannot pose as many', async () => {
    const applicant = await registerApplicant();
    // This machine's 127.0.0.5 is not one of the trusted proxies (127.0.0.1 and ::1).
    const statuses: number[] = [];
    for (let guess = 0; guess < TEST_RATE_LIMITS.loginFailed + 1; guess += 1) {
      const { status } = await postFrom('127.0.0.5', '/api/login', { email: applicant.email, password: 'Wrong2025' }, { 'X-Forwarded-For': newClient() });
      statuses.push(status);
    }
    expect(statuses).toEqual([...Array(TEST_RATE_LIMITS.loginFailed).fill(401), 429]);
    // A trusted proxy's word still counts: the same e-mail from another client is not held up.
    await api().post('/api/login').set(as(newClient())).send({ email: applicant.email, password: applicant.password }).expect(200);
  });

  it('forgets wrong passwords after a successful sign-in', async () => {
    const applicant = await registerApplicant();
    const client = newClient();
    const wrong = () => api().post('/api/login').set(as(client)).send({ email: applicant.email, password: 'Wrong2025' });
    await spend(TEST_RATE_LIMITS.loginFailed - 1, wrong, 401);
    await api().post('/api/login').set(as(client)).send({ email: applicant.email, password: applicant.password }).expect(200);
    await spend(TEST_RATE_LIMITS.loginFailed - 1, wrong, 401);
    await api().post('/api/login').set(as(client)).send({ email: applicant.email, password: applicant.password }).expect(200);
  });
});

describe('[SECURITY][RATE-LIMIT]: POST /api/addapplicant', () => {
  it('refuses a client after its registrations for an hour, whatever e-mail it uses, and creates nothing', async () => {
    const client = newClient();
    await spend(TEST_RATE_LIMITS.registration, (i) => api().post('/api/addapplicant').set(as(client)).send({ email: `new.${i}@example.org` }), 400);

    const person = { first_name: 'Ayesha', last_name: 'Patel', email: `ayesha.${Date.now()}@example.org`, password: 'Salaam2025', re_password: 'Salaam2025', tc: true };
    expectTooMany(await api().post('/api/addapplicant').set(as(client)).send(person), ONE_HOUR);
    expect(await db()('up_users').where({ email: person.email })).toEqual([]);

    await api().post('/api/addapplicant').set(as(newClient())).send(person).expect(201);
  });
});

describe('[SECURITY][RATE-LIMIT]: POST /api/addapplicant from a shared address', () => {
  const tag = () => crypto.randomBytes(4).toString('hex');
  const person = (email: string) => ({ first_name: 'Lerato', last_name: 'Mokoena', email, password: 'Salaam2025', re_password: 'Salaam2025', tc: true });

  it('lets many students register from one address (a campus Wi-Fi), each e-mail counted on its own', async () => {
    const campus = newClient();
    const students = 3 * TEST_RATE_LIMITS.registrationEmail;
    const run = tag();
    await spend(students, (i) => api().post('/api/addapplicant').set(as(campus)).send(person(`student.${i}.${run}@example.org`)), 201);
    expect(await db()('up_users').where('email', 'like', `student.%.${run}@example.org`)).toHaveLength(students);
  });

  it('limits one e-mail tightly, from any address, saying so and when to try again', async () => {
    const campus = newClient();
    const email = `repeat.${tag()}@example.org`;
    // The first makes the account; the rest get the same answer (and e-mail its owner).
    await spend(TEST_RATE_LIMITS.registrationEmail, () => api().post('/api/addapplicant').set(as(campus)).send(person(email)), 201);

    expectTooMany(await api().post('/api/addapplicant').set(as(campus)).send(person(email)), ONE_HOUR, 'email');
    expectTooMany(await api().post('/api/addapplicant').set(as(newClient())).send(person(` ${email.toUpperCase()}`)), ONE_HOUR, 'email');
    // Others behind the same address are not held up.
    await api().post('/api/addapplicant').set(as(campus)).send(person(`next.${tag()}@example.org`)).expect(201);
  });

  it('does not count attempts refused for what was typed: a student correcting a weak password is not locked out', async () => {
    const client = newClient();
    const email = `typo.${tag()}@example.org`;
    await spend(
      TEST_RATE_LIMITS.registrationEmail + 5,
      () => api().post('/api/addapplicant').set(as(client)).send({ ...person(email), password: 'Thandi_2025', re_password: 'Thandi_2025' }),
      400,
    );
    await api().post('/api/addapplicant').set(as(client)).send(person(email)).expect(201);
  });

  it('keeps per-address defaults generous and per-e-mail defaults tight', () => {
    const perHour = (name: keyof typeof RATE_LIMITS) => {
      const { points, duration } = parseRateLimit(RATE_LIMITS[name].variable, undefined, RATE_LIMITS[name].fallback);
      return (points * 3600) / duration;
    };
    // A school or a carrier's address: hundreds of students an hour.
    for (const name of ['login', 'registration', 'password', 'link'] as const) {
      expect(RATE_LIMITS[name].per).toBe('address');
      expect(perHour(name)).toBeGreaterThanOrEqual(500);
    }
    for (const name of ['login_failed', 'registration_email', 'password_email'] as const) {
      expect(RATE_LIMITS[name].per).toBe('email');
      expect(perHour(name)).toBeLessThanOrEqual(60);
    }
  });
});

describe('[SECURITY][RATE-LIMIT]: password recovery', () => {
  it('counts /api/passwordchange and /api/handlepasswordchange together and refuses both for an hour', async () => {
    const client = newClient();
    await spend(TEST_RATE_LIMITS.password - 1, (i) => api().post('/api/passwordchange').set(as(client)).send({ email: `who.${i}@example.org` }), 200);
    await api().post('/api/handlepasswordchange/not-a-token').set(as(client)).send({ password: 'NewSalaam77' }).expect(400);

    expectTooMany(await api().post('/api/passwordchange').set(as(client)).send({ email: 'another@example.org' }), ONE_HOUR);
    expectTooMany(await api().post('/api/handlepasswordchange/not-a-token').set(as(client)).send({ password: 'NewSalaam77' }), ONE_HOUR);
    await api().post('/api/passwordchange').set(as(newClient())).send({ email: 'another@example.org' }).expect(200);
  });
});

describe('[SECURITY][RATE-LIMIT]: password recovery per e-mail', () => {
  it('limits recovery e-mails to one address tightly, known or unknown, while others behind the same address go on', async () => {
    const applicant = await registerApplicant();
    const unknown = `nobody.${crypto.randomBytes(4).toString('hex')}@example.org`;
    const campus = newClient();
    for (const email of [applicant.email, unknown]) {
      await spend(TEST_RATE_LIMITS.passwordEmail, () => api().post('/api/passwordchange').set(as(campus)).send({ email }), 200);
    }
    const known = await api().post('/api/passwordchange').set(as(campus)).send({ email: applicant.email });
    const stranger = await api().post('/api/passwordchange').set(as(newClient())).send({ email: unknown.toUpperCase() });
    expectTooMany(known, ONE_HOUR, 'email');
    expectTooMany(stranger, ONE_HOUR, 'email');
    expect(stranger.body).toEqual(known.body);

    await api().post('/api/passwordchange').set(as(campus)).send({ email: `someone.${crypto.randomBytes(4).toString('hex')}@example.org` }).expect(200);
    // Signing in is not held up by someone asking for the owner's reset links.
    await api().post('/api/login').set(as(campus)).send({ email: applicant.email, password: applicant.password }).expect(200);
  });
});

describe('[SECURITY][RATE-LIMIT]: token-link pages', () => {
  it('refuses a client after its token-link calls for ten minutes, whatever token it tries', async () => {
    const client = newClient();
    await spend(TEST_RATE_LIMITS.link, (i) => api().get(`/api/uploadlink/made-up-${i}`).set(as(client)), 400);
    expectTooMany(await api().get('/api/uploadlink/another').set(as(client)), TEN_MINUTES);
    await api().get('/api/uploadlink/another').set(as(newClient())).expect(400);
  });
});
