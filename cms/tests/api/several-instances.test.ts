import crypto from 'node:crypto';
import type { Response } from 'supertest';
import { api } from '../support/api';
import { authorised, registerApplicant } from '../support/applicants';
import { SETTINGS, signInToAdminPanel } from '../support/cms-admin';
import { killCms, removeOwnFiles, startCms, type CmsProcess } from '../support/cms-process';
import { waitForMail } from '../support/mailbox';
import { TEST_RATE_LIMITS, testEnv } from '../support/test-env';
import { removeRedisKeys, requireRedis, TEST_REDIS_URL } from '../support/test-redis';

// Several cms instances behind nginx (README, Production) share what each would otherwise keep to
// itself, through Redis (REDIS_URL): the rate limits' counts, and the news that a session ended or
// the settings changed. Two real cms processes, A and B, on one database and one Redis.
//
// Both API phases run this file: on SQLite A and B share a database file of their own (as a second
// cms on one machine does), on PostgreSQL the run's database (as production does). Redis is the
// machine's (TEST_REDIS_URL, default 127.0.0.1:6379) under a key prefix of this run's own, so no
// other run or test shares a budget or hears a message; its keys are removed at the end.

const REDIS_URL = TEST_REDIS_URL;
const PREFIX = `bursary-test-${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
// Long enough that a test passing within it cannot be the memory running out.
const SESSION_CHECK_SECONDS = '60';
const NOT_SIGNED_IN = 401;

const removeRunKeys = () => removeRedisKeys(PREFIX);

// Instances started on the same database and folders (one testEnv), each with `changes`.
const instances = (count: number, changes: Record<string, string>) => {
  const env = testEnv();
  const started: CmsProcess[] = [];
  beforeAll(async () => {
    await requireRedis('These tests need');
    // One after another: on a new SQLite file the first creates the tables the next one finds.
    for (let index = 0; index < count; index += 1) started.push(await startCms({ ...env, SESSION_CHECK_SECONDS, ...changes }));
  }, 240_000);
  afterAll(async () => {
    await Promise.all(started.map(killCms));
    removeOwnFiles(env);
  });
  return {
    client: (index: number) => () => api(started[index].url),
    output: (index: number) => started[index].output(),
  };
};

afterAll(removeRunKeys);

// Each test a client address of its own (a documentation range the other files do not use).
let clients = 0;
const newClient = () => {
  clients += 1;
  return `198.51.100.${clients}`;
};

const wrongPassword = (client: () => ReturnType<typeof api>, address: string, email: string) =>
  client().post('/api/login').set('X-Forwarded-For', address).send({ email, password: 'Wrong2025' });

const statusesOf = (responses: Response[]) => responses.map((response) => response.status);

describe('[OPERATIONS][SEVERAL-INSTANCES]: two cms instances sharing Redis', () => {
  const { client } = instances(2, { REDIS_URL, REDIS_KEY_PREFIX: PREFIX });
  const A = client(0);
  const B = client(1);

  it('spends one wrong-password budget across both: the attempts split between A and B stop at the limit one instance has', async () => {
    const applicant = await registerApplicant({}, A);
    const address = newClient();
    const responses: Response[] = [];
    // A, B, A, B, ...: each instance alone sees only half the guesses.
    for (let guess = 0; guess < TEST_RATE_LIMITS.loginFailed; guess += 1) {
      responses.push(await wrongPassword(guess % 2 === 0 ? A : B, address, applicant.email));
    }
    expect(statusesOf(responses)).toEqual(Array(TEST_RATE_LIMITS.loginFailed).fill(401));

    const right = { email: applicant.email, password: applicant.password };
    for (const client of [A, B]) {
      const response = await client().post('/api/login').set('X-Forwarded-For', address).send(right);
      expect(response.status).toBe(429);
      expect(response.body.error).toMatch(/^Too many attempts from this e-mail address\. Try again in (9|10) minutes\.$/);
    }
    // The budget is this address's and e-mail's: the owner elsewhere signs in on either.
    await B().post('/api/login').set('X-Forwarded-For', newClient()).send(right).expect(200);
  });

  it('ends a session on B the moment it is signed out on A, though B remembers sessions for 60 s', async () => {
    const applicant = await registerApplicant({}, A);
    // B has seen the session alive, so it would otherwise not read it again for 60 s.
    await B().get('/api/myapplication').set(authorised(applicant)).expect(200);
    await A().get('/api/logout').set(authorised(applicant)).expect(200);
    await B().get('/api/myapplication').set(authorised(applicant)).expect(NOT_SIGNED_IN);
  });

  it('ends every session of a user on B the moment their password is reset on A', async () => {
    const applicant = await registerApplicant({}, A);
    const other = await B().post('/api/login').send({ email: applicant.email, password: applicant.password }).expect(200);
    for (const token of [applicant.token, other.body.token]) await B().get('/api/myapplication').set(authorised({ token })).expect(200);

    await A().post('/api/passwordchange').send({ email: applicant.email }).expect(200);
    const mail = await waitForMail(applicant.email, { subject: 'Reset your Zakah Bursary portal password' });
    const token = /\/passwordreset\?token=([\w.-]+)/.exec(mail.text)?.[1];
    expect(token).toBeDefined();
    await A().post(`/api/handlepasswordchange/${token}`).send({ password: 'NewSalaam77', re_password: 'NewSalaam77' }).expect(200);

    for (const token of [applicant.token, other.body.token]) await B().get('/api/myapplication').set(authorised({ token })).expect(NOT_SIGNED_IN);
  });

  it('refuses registration on B the moment an editor closes applications on A, and takes it again once reopened', async () => {
    // B has read the settings (open), so it would otherwise not read them again for 30 s.
    const { body: content } = await B().get('/api/portal-content').expect(200);
    expect(content.settings.applications_open).toBe(true);
    const person = () => {
      const email = `instances.${crypto.randomBytes(4).toString('hex')}@example.org`;
      return { first_name: 'Thabo', last_name: 'Nkosi', email, password: 'Salaam2025', re_password: 'Salaam2025', tc: true };
    };
    const register = () => B().post('/api/addapplicant').set('X-Forwarded-For', newClient()).send(person());

    const editor = await signInToAdminPanel(A);
    await editor.put(SETTINGS, { applications_open: false }).expect(200);
    try {
      const refused = await register();
      expect({ status: refused.status, body: refused.body }).toEqual({ status: 403, body: { error: `Application for ${content.settings.cycle_year} now closed` } });
      expect((await B().get('/api/portal-content').expect(200)).body.settings.applications_open).toBe(false);
    } finally {
      await editor.put(SETTINGS, { applications_open: true }).expect(200);
    }
    await register().expect(201);
  });
});

describe('[OPERATIONS][SEVERAL-INSTANCES]: a cms whose Redis does not answer', () => {
  // Nothing listens on port 1: every connection is refused, as when Redis is down. Warnings logged.
  const { client, output } = instances(1, { REDIS_URL: 'redis://127.0.0.1:1', REDIS_KEY_PREFIX: PREFIX, STRAPI_LOG_LEVEL: 'warn' });
  const C = client(0);

  // Each answer within this, though Redis never answers: a request never waits on it.
  const PROMPT_MS = 3000;
  const timed = async (send: () => Promise<Response>) => {
    const started = Date.now();
    const response = await send();
    return { status: response.status, isPrompt: Date.now() - started < PROMPT_MS };
  };

  it('still limits wrong passwords (counted in its own memory), answering promptly', async () => {
    const applicant = await registerApplicant({}, C);
    const address = newClient();
    const answers = [];
    for (let guess = 0; guess <= TEST_RATE_LIMITS.loginFailed; guess += 1) answers.push(await timed(() => wrongPassword(C, address, applicant.email)));
    expect(answers).toEqual([...Array(TEST_RATE_LIMITS.loginFailed).fill({ status: 401, isPrompt: true }), { status: 429, isPrompt: true }]);
  });

  it('signs out at once on itself, answering promptly', async () => {
    const applicant = await registerApplicant({}, C);
    await C().get('/api/myapplication').set(authorised(applicant)).expect(200);
    expect(await timed(() => C().get('/api/logout').set(authorised(applicant)))).toEqual({ status: 200, isPrompt: true });
    await C().get('/api/myapplication').set(authorised(applicant)).expect(NOT_SIGNED_IN);
  });

  it('says in its log once that Redis is unreachable, not on every try to reconnect', () => {
    const said = output(0).match(/Redis \((commands|subscriber)\) is unreachable/g);
    expect(said?.sort()).toEqual(['Redis (commands) is unreachable', 'Redis (subscriber) is unreachable']);
  });
});
