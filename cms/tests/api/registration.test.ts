import { api } from '../support/api';
import { registerApplicant } from '../support/applicants';
import { db } from '../support/database';

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

  it('answers 409 for an e-mail that is already registered, whatever its case', async () => {
    const existing = await registerApplicant();
    const { body } = await api().post('/api/addapplicant').send(valid(existing.email.toUpperCase())).expect(409);
    expect(body.error).toMatch(/already exists/);
  });

  it('ignores fields it does not know, such as a role', async () => {
    await api().post('/api/addapplicant').send({ ...valid('sneaky@example.org'), role: 1, blocked: false }).expect(201);
    const login = await api().post('/api/login').send({ email: 'sneaky@example.org', password: 'Salaam2025' }).expect(200);
    expect(login.body.role).toBe(3);
  });
});
