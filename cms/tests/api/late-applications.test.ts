import jwt from 'jsonwebtoken';
import { api, signIn } from '../support/api';
import { authorised, registerApplicant } from '../support/applicants';
import { withPortalSettings } from '../support/cms-admin';
import { db } from '../support/database';
import { tampered } from '../support/link-tokens';
import { waitForMail, type Mail } from '../support/mailbox';
import { basicInfo, socialInfo, university } from '../../../packages/test-kit/src/step-bodies';
import { TEST_STAFF } from '../support/test-env';

const INVALID_LINK = { error: 'This link is not valid. Check that you copied the whole link from the e-mail.' };
const EXPIRED_LINK = { error: 'This link has expired. Please ask for a new one.' };
const CLOSED = { error: 'Application for 2025 now closed' };
const FOURTEEN_DAYS = 14 * 24 * 60 * 60 * 1000;

let staff: { token: string };
let applicantUrl: string;

beforeAll(async () => {
  staff = await signIn();
  applicantUrl = (await api().get('/api/portal-content').expect(200)).body.settings.applicant_url;
});

const invite = (email: string, changes: Record<string, unknown> = {}) =>
  api()
    .post('/api/sendlateapplicationrequest')
    .set('Authorization', staff.token)
    .send({ email, cc: '', subject: 'Invitation to apply', body: 'You may still apply.', ...changes });

// The token of the e-mail's link to /application?token=.
const tokenIn = (mail: Mail) => {
  const escaped = `${applicantUrl}/application?token=`.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const match = new RegExp(`${escaped}([\\w-]+\\.[\\w-]+\\.[\\w-]+)`).exec(mail.text);
  if (!match) throw new Error(`No /application?token= link in the e-mail:\n${mail.text}`);
  return match[1];
};

const register = (email: string, token?: string) =>
  api()
    .post('/api/addapplicant')
    .send({ first_name: 'Late', last_name: 'Comer', email, password: 'Bursary2025late', re_password: 'Bursary2025late', tc: true, ...(token && { token }) });

const signInAs = async (email: string, password: string) => {
  const { body } = await api().post('/api/login').send({ email, password }).expect(200);
  return { token: body.token as string, applicantId: body.user as number };
};

const myApplication = async (who: { token: string }) => (await api().get('/api/myapplication').set(authorised(who)).expect(200)).body;

const latestAudit = async (action: string) => {
  const row = await db()('audit_logs').where({ action }).orderBy('id', 'desc').first();
  return { ...row, details: typeof row.details === 'string' ? JSON.parse(row.details) : row.details };
};

describe('[LATE][NEW]: a late-application invitation to a new student', () => {
  it('e-mails a link to /application?token= whose lookup gives the e-mail, and registering through it lets the student apply while closed', async () => {
    const address = `late.${Date.now()}@example.org`;
    const { body: sent } = await invite(address.toUpperCase()).expect(200);
    expect(sent).toEqual({ success: 'Late application request sent', sent: 1, failed: [] });
    const mail = await waitForMail(address);
    expect(mail.text).toContain('Dear Student,\n\nYou may still apply.\n\nYou are invited');
    const token = tokenIn(mail);
    // Nothing personal can be read from the link itself.
    expect(JSON.stringify(jwt.decode(token))).not.toContain('late.');

    const { body: link } = await api().get(`/api/latelink/${token}`).expect(200);
    expect(link).toEqual({ email: address, expires_at: expect.any(String), has_account: false });
    const expiresAt = new Date(link.expires_at).getTime();
    expect(Math.abs(expiresAt - (Date.now() + FOURTEEN_DAYS))).toBeLessThan(60_000);

    // Registered while open: closed, only an invitation registers.
    const other = await registerApplicant();
    await withPortalSettings({ applications_open: false }, async () => {
      await register(`someone.else.${Date.now()}@example.org`, token).expect(400, { error: 'Register with the e-mail address the invitation was sent to.' });
      await register(address, tampered(token)).expect(400, INVALID_LINK);
      await register(address, token).expect(201, { success: 'Registration successful. Proceed to log in' });

      const student = await signInAs(address, 'Bursary2025late');
      expect(await myApplication(student)).toMatchObject({ application_id: null, may_apply: true, may_apply_until: link.expires_at });
      await api().post('/api/updateapplicant').set(authorised(student)).send({ applicant: basicInfo(), email: address }).expect(200);
      await api().post('/api/savesocialinfo').set(authorised(student)).send(socialInfo()).expect(200);
      const { body: created } = await api().post('/api/addapplication').set(authorised(student)).send(university()).expect(201);
      const { body: dashboard } = await api().get(`/api/fechdata/${student.applicantId}`).set(authorised(student)).expect(200);
      expect(dashboard).toMatchObject({ application_id: created.application_id, may_apply: true, may_apply_until: link.expires_at });

      // The invitation is the student's alone: others still find applications closed.
      expect(await myApplication(other)).toMatchObject({ may_apply: false, may_apply_until: null });
      await api().post('/api/addapplication').set(authorised(other)).send(university()).expect(403, CLOSED);

      // The link now leads to sign-in.
      expect((await api().get(`/api/latelink/${token}`).expect(200)).body).toMatchObject({ has_account: true });
    });

    const audit = await latestAudit('email.late_application');
    expect(audit).toMatchObject({ target_type: 'invitation', target_id: address });
    expect(audit.details).toMatchObject({ after: { email: address, has_account: false, subject: 'Invitation to apply' }, sent: 1 });
  });

  it('stops letting the student apply when the invitation ends', async () => {
    const address = `late.ends.${Date.now()}@example.org`;
    await invite(address).expect(200);
    const token = tokenIn(await waitForMail(address));
    await register(address, token).expect(201);
    const student = await signInAs(address, 'Bursary2025late');

    // No call makes an invitation older, so the arrange step moves its end into the past.
    await db()('link_tokens').where({ purpose: 'late_application', email: address }).update({ expires_at: new Date(Date.now() - 60_000) });
    await db()('applicants').where({ email: address }).update({ late_application_until: new Date(Date.now() - 60_000) });

    await withPortalSettings({ applications_open: false }, async () => {
      await api().get(`/api/latelink/${token}`).expect(400, EXPIRED_LINK);
      expect(await myApplication(student)).toMatchObject({ may_apply: false, may_apply_until: null });
      await api().post('/api/addapplication').set(authorised(student)).send(university()).expect(403, CLOSED);
    });
  });
});

describe('[LATE][RETURNING]: a late-application invitation to someone with an account', () => {
  it('is sent, and the account may apply while it lasts; the link says to sign in', async () => {
    const returning = await registerApplicant();
    await withPortalSettings({ applications_open: false }, async () => {
      expect(await myApplication(returning)).toMatchObject({ may_apply: false });
      await invite(returning.email).expect(200, { success: 'Late application request sent', sent: 1, failed: [] });
      const token = tokenIn(await waitForMail(returning.email));

      const { body: link } = await api().get(`/api/latelink/${token}`).expect(200);
      expect(link).toEqual({ email: returning.email, expires_at: expect.any(String), has_account: true });
      expect(await myApplication(returning)).toMatchObject({ may_apply: true, may_apply_until: link.expires_at });
      await api().post('/api/addapplication').set(authorised(returning)).send(university()).expect(201);
      // The link registers no second account.
      await register(returning.email, token).expect(409);
    });
    expect((await latestAudit('email.late_application')).details).toMatchObject({ after: { email: returning.email, has_account: true } });
  });

  it('covers an account registered without the link after the invitation, once the link is opened', async () => {
    const address = `late.later.${Date.now()}@example.org`;
    await invite(address).expect(200);
    const token = tokenIn(await waitForMail(address));
    await register(address).expect(201);
    const student = await signInAs(address, 'Bursary2025late');

    await withPortalSettings({ applications_open: false }, async () => {
      expect(await myApplication(student)).toMatchObject({ may_apply: false });
      const { body: link } = await api().get(`/api/latelink/${token}`).expect(200);
      expect(link).toMatchObject({ email: address, has_account: true });
      expect(await myApplication(student)).toMatchObject({ may_apply: true, may_apply_until: link.expires_at });
    });
  });

  it('refuses a back-office e-mail, and a link that is not a late-application invitation', async () => {
    const staffEmail = TEST_STAFF.email;
    await invite(staffEmail).expect(409, {
      error: `${staffEmail} belongs to a back-office account. A late-application invitation is for students: use their own e-mail address.`,
    });
    expect(await db()('link_tokens').where({ purpose: 'late_application', email: staffEmail })).toEqual([]);

    await api().get('/api/latelink/not-a-token').expect(400, INVALID_LINK);
    const forged = jwt.sign({ purpose: 'late_application' }, 'not the portal secret', { jwtid: 'forged', expiresIn: 60 });
    await api().get(`/api/latelink/${forged}`).expect(400, INVALID_LINK);
  });
});
