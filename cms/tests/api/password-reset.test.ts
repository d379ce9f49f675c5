import crypto from 'node:crypto';
import jwt from 'jsonwebtoken';
import { api, signIn } from '../support/api';
import { authorised, registerApplicant } from '../support/applicants';
import { db } from '../support/database';
import { mailsTo, waitForMail } from '../support/mailbox';

const LINK_SENT =
  'If an account exists for this email address, we have sent it a link to reset your password. The link works for one hour.';
const CHANGED = 'Your password has been changed. You can now log in.';
const EXPIRED = 'This link has expired. Please ask for a new one.';
const INVALID = 'This link is not valid. Check that you copied the whole link from the e-mail.';
const USED = 'This link has already been used. Please ask for a new one.';
const SESSION_ENDED = 'Your session has ended. Please sign in again.';
const WEAK = 'Use 8 or more characters with a mix of letters and numbers';
const SUBJECT = 'Reset your Zakah Bursary portal password';

const requestLink = (email: string) => api().post('/api/passwordchange').send({ email });

// Asks for a link and reads it from the e-mail, as the applicant would.
const linkFromMail = async (email: string) => {
  await requestLink(email).expect(200);
  const mail = await waitForMail(email, { subject: SUBJECT });
  const match = /(\S+)\/passwordreset\?token=([\w.-]+)/.exec(mail.text);
  if (!match) throw new Error(`No reset link in: ${mail.text}`);
  return { mail, base: match[1], token: match[2] };
};

const resetWith = (token: string, body: object) => api().post(`/api/handlepasswordchange/${token}`).send(body);

const userIdOf = async (email: string) => (await db()('up_users').where({ email }).first('id')).id as number;

describe('[ACCOUNT][PASSWORD]: POST /api/passwordchange', () => {
  it('e-mails a one-hour reset link to a registered address, addressed by first name', async () => {
    const applicant = await registerApplicant({ first_name: 'Naledi' });
    const requestedAt = Date.now();
    const { body } = await requestLink(applicant.email.toUpperCase()).expect(200);
    expect(body).toEqual({ success: LINK_SENT });

    const mail = await waitForMail(applicant.email, { subject: SUBJECT });
    expect(mail.to).toEqual([applicant.email]);
    expect(mail.text).toContain('Dear Naledi,');
    expect(mail.text).toMatch(/^http:\/\/localhost:3000\/passwordreset\?token=[\w.-]+$/m);
    expect(mail.text).toContain('The link expires in one hour');
    expect(mail.html).toBe(false);

    const userId = await userIdOf(applicant.email);
    const row = await db()('link_tokens as t')
      .join('link_tokens_user_lnk as l', 'l.link_token_id', 't.id')
      .where({ 'l.user_id': userId, 't.purpose': 'password_reset' })
      .first('t.expires_at', 't.used_at', 't.email');
    expect(row.email).toBe(applicant.email);
    expect(row.used_at).toBeNull();
    const expiresInMs = new Date(row.expires_at).getTime() - requestedAt;
    expect(expiresInMs).toBeGreaterThan(59 * 60 * 1000);
    expect(expiresInMs).toBeLessThanOrEqual(61 * 60 * 1000);
  });

  it('gives the same answer for an unknown address, and sends nothing and stores nothing', async () => {
    const unknown = `nobody.${crypto.randomBytes(4).toString('hex')}@example.org`;
    const known = await registerApplicant();
    const unknownAnswer = await requestLink(unknown).expect(200);
    const knownAnswer = await requestLink(known.email).expect(200);
    expect(unknownAnswer.body).toEqual(knownAnswer.body);

    // The known address's e-mail, asked for after, has arrived: the unknown one would have by now.
    await waitForMail(known.email, { subject: SUBJECT });
    expect(mailsTo(unknown)).toEqual([]);
    expect(await db()('email_logs').where({ to: unknown })).toEqual([]);
    expect(await db()('link_tokens').where({ email: unknown })).toEqual([]);
  });

  it.each([
    [{}, 'Complete the required fields'],
    [{ email: '   ' }, 'Complete the required fields'],
    [{ email: 'not-an-email' }, 'Invalid email'],
    [{ email: 42 }, 'Invalid email'],
  ])('refuses %j with "%s"', async (payload, message) => {
    const { body } = await api().post('/api/passwordchange').send(payload).expect(400);
    expect(body).toEqual({ error: message });
  });

  it('refuses a body that is not a JSON object', async () => {
    const { body } = await api().post('/api/passwordchange').send(['a@example.org']).expect(400);
    expect(body).toEqual({ error: 'Send the form fields as a JSON object.' });
  });
});

describe('[ACCOUNT][PASSWORD]: POST /api/handlepasswordchange/{token}', () => {
  it('changes the password once through the e-mailed link and signs the user out everywhere', async () => {
    const applicant = await registerApplicant();
    const otherSession = await signIn(applicant);
    const { base, token } = await linkFromMail(applicant.email);
    expect(base).toBe('http://localhost:3000');

    const { body } = await resetWith(token, { token, password: 'NewSalaam77', re_password: 'NewSalaam77' }).expect(200);
    expect(body).toEqual({ success: CHANGED });

    const user = await db()('up_users').where({ email: applicant.email }).first('password');
    expect(user.password).toMatch(/^\$2[aby]\$/);
    await api().post('/api/login').send({ email: applicant.email, password: applicant.password }).expect(401);
    await api().post('/api/login').send({ email: applicant.email, password: 'NewSalaam77' }).expect(200);

    for (const session of [applicant, otherSession]) {
      const refused = await api().get('/api/logout').set(authorised(session)).expect(401);
      expect(refused.body).toEqual({ error: SESSION_ENDED });
    }
    const open = await db()('login_sessions as s')
      .join('login_sessions_user_lnk as l', 'l.login_session_id', 's.id')
      .where('l.user_id', await userIdOf(applicant.email))
      .whereNull('s.ended_at')
      .count({ count: '*' })
      .first();
    expect(Number(open!.count)).toBe(1);

    const again = await resetWith(token, { password: 'Another2025' }).expect(400);
    expect(again.body).toEqual({ error: USED });
    await api().post('/api/login').send({ email: applicant.email, password: 'NewSalaam77' }).expect(200);
  });

  it('leaves other sessions of other users alone', async () => {
    const applicant = await registerApplicant();
    const bystander = await registerApplicant();
    const { token } = await linkFromMail(applicant.email);
    await resetWith(token, { password: 'NewSalaam77' }).expect(200);
    await api().get('/api/logout').set(authorised(bystander)).expect(200);
  });

  it('stops older links working once the password has been reset', async () => {
    const applicant = await registerApplicant();
    const older = await linkFromMail(applicant.email);
    const newer = await linkFromMail(applicant.email);
    expect(newer.token).not.toBe(older.token);
    await resetWith(newer.token, { password: 'NewSalaam77' }).expect(200);
    const { body } = await resetWith(older.token, { password: 'Another2025' }).expect(400);
    expect(body).toEqual({ error: INVALID });
  });

  it('refuses an expired link', async () => {
    const expired = jwt.sign({ purpose: 'password_reset', exp: Math.floor(Date.now() / 1000) - 60 }, process.env.LINK_TOKEN_SECRET!, {
      jwtid: crypto.randomBytes(18).toString('base64url'),
      algorithm: 'HS256',
    });
    const { body } = await resetWith(expired, { password: 'NewSalaam77' }).expect(400);
    expect(body).toEqual({ error: EXPIRED });
  });

  it('refuses a tampered link, a link for something else and a made-up one, and changes nothing', async () => {
    const applicant = await registerApplicant();
    const { token } = await linkFromMail(applicant.email);
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const tampered = [header, Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 86400 })).toString('base64url'), signature].join('.');
    const otherPurpose = jwt.sign({ purpose: 'documents_request' }, process.env.LINK_TOKEN_SECRET!, {
      jwtid: claims.jti,
      expiresIn: 3600,
      algorithm: 'HS256',
    });
    for (const bad of [tampered, otherPurpose, 'not-a-token']) {
      const { body } = await resetWith(bad, { password: 'NewSalaam77' }).expect(400);
      expect(body).toEqual({ error: INVALID });
    }
    await api().post('/api/login').send({ email: applicant.email, password: applicant.password }).expect(200);
    await resetWith(token, { password: 'NewSalaam77' }).expect(200);
  });

  describe('the password rule', () => {
    let applicant: Awaited<ReturnType<typeof registerApplicant>>;
    let token: string;
    beforeAll(async () => {
      applicant = await registerApplicant();
      ({ token } = await linkFromMail(applicant.email));
    });

    it.each([
      ['no password', {}, 'Enter password'],
      ['an empty password', { password: '' }, 'Enter password'],
      ['6 characters', { password: 'short1' }, WEAK],
      ['letters only', { password: 'lettersonly' }, WEAK],
      ['digits only', { password: '1234567890' }, WEAK],
      ['a space', { password: 'Spaces are 1 not allowed' }, WEAK],
      ['a number', { password: 12345678 }, WEAK],
      ['129 characters', { password: `${'a1'.repeat(64)}b` }, 'Use 128 characters or fewer'],
    ])('refuses %s with "%s" and changes nothing', async (_label, payload, message) => {
      const { body } = await resetWith(token, payload).expect(400);
      expect(body).toEqual({ error: message });
      await api().post('/api/login').send({ email: applicant.email, password: applicant.password }).expect(200);
    });

    it('keeps the link usable after refused passwords', async () => {
      await resetWith(token, { password: 'NewSalaam77' }).expect(200);
    });
  });

  it('refuses a body that is not a JSON object', async () => {
    const applicant = await registerApplicant();
    const { token } = await linkFromMail(applicant.email);
    const { body } = await api().post(`/api/handlepasswordchange/${token}`).send(['NewSalaam77']).expect(400);
    expect(body).toEqual({ error: 'Send the form fields as a JSON object.' });
  });
});
