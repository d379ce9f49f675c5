import { api, signIn } from '../support/api';
import { registerApplicant } from '../support/applicants';
import { TEST_STAFF } from '../support/test-env';

const WRONG = 'Incorrect email or password. Check them and try again, or use Forgot Password.';

describe('[ACCOUNT][LOGIN]: POST /api/login', () => {
  it('signs staff in as legacy role 1 with the spec fields', async () => {
    const { body } = await api().post('/api/login').send(TEST_STAFF).expect(200);
    expect(body).toMatchObject({
      email: TEST_STAFF.email,
      first_name: 'Bursary',
      last_name: 'Staff',
      role: 1,
      application_status: null,
      previous_year: null,
      application_id: null,
    });
    expect(typeof body.token).toBe('string');
    expect(typeof body.user).toBe('number');
  });

  it('signs an applicant in as legacy role 3, reporting the applicant id as user', async () => {
    const applicant = await registerApplicant({ first_name: 'Aisha', last_name: 'Mokoena' });
    const { body } = await api()
      .post('/api/login')
      .send({ email: applicant.email.toUpperCase(), password: applicant.password })
      .expect(200);
    expect(body).toMatchObject({
      user: applicant.applicantId,
      email: applicant.email,
      first_name: 'Aisha',
      last_name: 'Mokoena',
      role: 3,
      application_status: null,
      previous_year: null,
      application_id: null,
    });
  });

  it.each([
    [{}, 'Enter registration data'],
    [{ email: '', password: '' }, 'Enter registration data'],
    [{ email: '', password: 'x' }, 'Enter your email'],
    [{ email: TEST_STAFF.email }, 'Enter password'],
    // Not text: as if not given, never a 500.
    [{ email: {}, password: 'x' }, 'Enter your email'],
    [{ email: { $ne: '' }, password: ['x'] }, 'Enter registration data'],
    [[TEST_STAFF.email], 'Enter registration data'],
  ])('answers %j with "%s"', async (payload, message) => {
    const { body } = await api().post('/api/login').send(payload).expect(400);
    expect(body).toEqual({ error: message });
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const wrongPassword = await api().post('/api/login').send({ email: TEST_STAFF.email, password: 'not-the-password' }).expect(401);
    const unknownEmail = await api().post('/api/login').send({ email: 'nobody@example.com', password: 'not-the-password' }).expect(401);
    expect(wrongPassword.body).toEqual({ error: WRONG });
    expect(unknownEmail.body).toEqual(wrongPassword.body);
  });

  it('refuses malformed JSON with a 400 and a message, never a 500', async () => {
    const { body } = await api().post('/api/login').set('Content-Type', 'application/json').send('{"email":').expect(400);
    expect(typeof body.error).toBe('string');
  });
});

describe('[ACCOUNT][LOGOUT]: GET /api/logout', () => {
  it('ends the session so its token stops working, and leaves other sessions alone', async () => {
    const first = await signIn();
    const second = await signIn();
    await api().get('/api/logout').set('Authorization', `Bearer ${first.token}`).expect(200);
    const reused = await api().get('/api/logout').set('Authorization', first.token).expect(401);
    expect(reused.body).toEqual({ error: 'Your session has ended. Please sign in again.' });
    await api().get('/api/logout').set('Authorization', second.token).expect(200);
  });

  it('refuses a call without a token, and a tampered token', async () => {
    const missing = await api().get('/api/logout').expect(401);
    expect(missing.body).toEqual({ error: 'Please sign in to continue.' });

    const { token } = await signIn(await registerApplicant());
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    expect(claims.role).toBe(3);
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 1 })).toString('base64url');
    const tampered = await api().get('/api/logout').set('Authorization', `${header}.${forged}.${signature}`).expect(401);
    expect(tampered.body).toEqual({ error: 'Your session has ended. Please sign in again.' });
    await api().get('/api/logout').set('Authorization', 'Bearer not-a-token').expect(401);
  });
});
