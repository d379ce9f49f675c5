import { api } from '../support/api';
import { registerApplicant } from '../support/applicants';
import { withPortalSettings } from '../support/cms-admin';
import { withOwnCms } from '../support/cms-process';
import { db } from '../support/database';
import { mailsTo, waitForMail } from '../support/mailbox';

const valid = (email: string) => ({
  first_name: 'Fatima',
  last_name: 'Davids',
  email,
  password: 'Salaam2025',
  re_password: 'Salaam2025',
  tc: true,
});

describe('[ACCOUNT][REGISTER]: POST /api/addapplicant', () => {
  it('creates an applicant who can then sign in as role 3, recording consent to the terms', async () => {
    const { body } = await api().post('/api/addapplicant').send(valid('Fatima.Davids@Example.org')).expect(201);
    expect(body).toEqual({ success: 'Registration successful. Proceed to log in' });

    const login = await api().post('/api/login').send({ email: 'fatima.davids@example.org', password: 'Salaam2025' }).expect(200);
    expect(login.body).toMatchObject({ role: 3, first_name: 'Fatima', last_name: 'Davids', email: 'fatima.davids@example.org' });

    const applicant = await db()('applicants').where({ email: 'fatima.davids@example.org' }).first();
    expect(applicant.id).toBe(login.body.user);
    expect(applicant.terms_accepted_at).toBeTruthy();
    expect(applicant.consent_text).toContain('Terms');
  });

  it.each([
    [{}, 'Complete the required fields'],
    [{ ...valid('a@example.org'), first_name: '' }, 'Enter first name'],
    [{ ...valid('a@example.org'), last_name: ' ' }, 'Enter last name'],
    [{ ...valid(''), }, 'Enter email'],
    [{ ...valid('not-an-email') }, 'Invalid email'],
    [{ ...valid('a@example.org'), password: 'short1', re_password: 'short1' }, 'Use 8 or more characters with a mix of letters and numbers'],
    [{ ...valid('a@example.org'), password: 'lettersonly', re_password: 'lettersonly' }, 'Use 8 or more characters with a mix of letters and numbers'],
    [{ ...valid('a@example.org'), re_password: 'Salaam2026' }, 'Passwords must match'],
    [{ ...valid('a@example.org'), re_password: '' }, 'Confirm password'],
    [{ ...valid('a@example.org'), tc: false }, 'Check Ts&Cs to continue'],
    [{ ...valid('a@example.org'), re_email: 'b@example.org' }, 'Emails must match'],
  ])('refuses %j with "%s" and creates nothing', async (payload, message) => {
    const before = await db()('up_users').count({ count: '*' }).first();
    const { body } = await api().post('/api/addapplicant').send(payload).expect(400);
    expect(body).toEqual({ error: message });
    const after = await db()('up_users').count({ count: '*' }).first();
    expect(Number(after!.count)).toBe(Number(before!.count));
  });

  it('ignores fields it does not know, such as a role', async () => {
    await api().post('/api/addapplicant').send({ ...valid('sneaky@example.org'), role: 1, blocked: false }).expect(201);
    const login = await api().post('/api/login').send({ email: 'sneaky@example.org', password: 'Salaam2025' }).expect(200);
    expect(login.body.role).toBe(3);
  });
});

describe('[ACCOUNT][REGISTER][CLOSED]: POST /api/addapplicant while applications are closed', () => {
  it('refuses a new and a taken e-mail alike with the closed message, creating and sending nothing', async () => {
    const owner = await registerApplicant();
    const fresh = `closed.${Date.now()}@example.org`;
    const usersBefore = await db()('up_users').count({ count: '*' }).first();

    await withPortalSettings({ applications_open: false }, async () => {
      for (const email of [fresh, owner.email]) {
        const { body } = await api().post('/api/addapplicant').set('X-Forwarded-For', '10.20.30.40').send(valid(email)).expect(403);
        expect(body).toEqual({ error: 'Application for 2025 now closed' });
      }
    });

    const usersAfter = await db()('up_users').count({ count: '*' }).first();
    expect(Number(usersAfter!.count)).toBe(Number(usersBefore!.count));
    expect(await db()('applicants').where({ email: fresh }).first()).toBeUndefined();
    // Nothing was registered, so the owner of the taken e-mail is told nothing.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsTo(owner.email)).toEqual([]);

    // Open again, the same person registers.
    await api().post('/api/addapplicant').set('X-Forwarded-For', '10.20.30.40').send(valid(fresh)).expect(201);
  });
});

// The answer's time says nothing of an account: on a cms of its own with the production floor
// (REGISTRATION_ANSWER_MS, default 400 ms), as the run's shared cms answers at once.
describe('[ACCOUNT][REGISTER][TIMING]: POST /api/addapplicant with a taken e-mail', () => {
  const ownCms = withOwnCms({ REGISTRATION_ANSWER_MS: '400' });
  const client = () => api(ownCms());

  it('answers a registered e-mail exactly as a new one, in the same time, and tells its owner by e-mail instead', async () => {
    const owner = await registerApplicant({}, client);

    // Taken and new e-mails in turn, so the machine's load falls on both alike.
    const timings: Record<'taken' | 'new', number[]> = { taken: [], new: [] };
    const answers = new Set<string>();
    const newEmails: string[] = [];
    for (let round = 0; round < 8; round += 1) {
      for (const kind of ['taken', 'new'] as const) {
        const email = kind === 'taken' ? (round % 2 ? owner.email.toUpperCase() : owner.email) : `new.${round}.${Date.now()}@example.org`;
        if (kind === 'new') newEmails.push(email);
        const started = performance.now();
        const response = await client().post('/api/addapplicant').send(valid(email));
        timings[kind].push(performance.now() - started);
        answers.add(JSON.stringify({ status: response.status, body: response.body, type: response.headers['content-type'] }));
      }
    }
    expect([...answers]).toEqual([JSON.stringify({ status: 201, body: { success: 'Registration successful. Proceed to log in' }, type: 'application/json; charset=utf-8' })]);
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    console.log(`[REGISTER] median answer: taken ${median(timings.taken).toFixed(0)} ms, new ${median(timings.new).toFixed(0)} ms`);
    expect(Math.min(...timings.taken, ...timings.new)).toBeGreaterThanOrEqual(400);
    expect(Math.abs(median(timings.taken) - median(timings.new))).toBeLessThan(40);

    // The eight new e-mails have accounts; the owner's password still works (the taken e-mail made none).
    for (const email of newEmails) await client().post('/api/login').send({ email, password: 'Salaam2025' }).expect(200);
    await client().post('/api/login').send({ email: owner.email, password: owner.password }).expect(200);
    const notice = await waitForMail(owner.email);
    expect(notice.subject).toBe('Someone tried to register with your e-mail address');
    expect(notice.text).toContain('/signin');
    const resetLink = /\/passwordreset\?token=([^\s]+)/.exec(notice.text ?? '');
    expect(resetLink).not.toBeNull();
    await client().post(`/api/handlepasswordchange/${resetLink![1]}`).send({ password: 'Renewed2025', re_password: 'Renewed2025' }).expect(200);
    await client().post('/api/login').send({ email: owner.email, password: 'Renewed2025' }).expect(200);
  });
});
