import { api, signIn } from '../support/api';
import { registerApplicant } from '../support/applicants';
import { freePort, killCms, startCms, type CmsProcess } from '../support/cms-process';
import { db } from '../support/database';
import { eventually } from '../support/files';
import { GREYLISTED_DOMAIN, GREYLISTED_TRIES, mailsTo, waitForMail } from '../support/mailbox';
import { ownDatabase } from '../support/own-database';
import { testEnv } from '../support/test-env';

// Every e-mail is a row of the outbox (the e-mail log) with a delivery job (src/jobs/): a relay that
// refuses for a while (451) only delays it, and a cms that dies with e-mails waiting sends them when
// it is back. The run's SMTP server greylists GREYLISTED_DOMAIN's addresses: 451 for their first
// GREYLISTED_TRIES messages. The suite's cms tries again after 1 s, 2 s, … (test-env.ts).

const RESET_SUBJECT = 'Reset your Zakah Bursary portal password';
// Enough for the tries and their growing delays (a claim held by a try made at once runs out after 5 s).
const RETRIED_WITHIN_MS = 30_000;

const logOf = (to: string) => db()('email_logs').where({ to }).first();
// The relay takes a message a moment before its row is marked sent (a crash in between sends it again,
// mail-delivery.ts): the row is read once it no longer waits.
const settledLogOf = async (to: string) => {
  await eventually(async () => (await logOf(to)).delivery_status !== 'queued', 5000);
  return logOf(to);
};

describe('[MESSAGING][RETRIES]: a relay that refuses for a while', () => {
  it('delivers a queued e-mail (a password reset link) once the relay takes it, once, and logs it sent', async () => {
    const applicant = await registerApplicant({ email: `reset.${Date.now()}@${GREYLISTED_DOMAIN}` });
    await api().post('/api/passwordchange').send({ email: applicant.email }).expect(200);

    const mail = await waitForMail(applicant.email, { subject: RESET_SUBJECT, timeoutMs: RETRIED_WITHIN_MS });
    expect(mail.text).toContain('/passwordreset?token=');
    expect(mailsTo(applicant.email)).toHaveLength(1);
    // Sent on the try after the refusals; the message itself (with its link) is not kept.
    expect(await settledLogOf(applicant.email)).toMatchObject({ delivery_status: 'sent', attempts: GREYLISTED_TRIES + 1, body: null, error: null });
  }, RETRIED_WITHIN_MS + 10_000);

  it('answers staff at once when the relay is busy; the log says the e-mail waits and why, and it follows', async () => {
    const staff = await signIn();
    const to = `office.${Date.now()}@${GREYLISTED_DOMAIN}`;
    const { body } = await api()
      .post('/api/sendgeneralemails')
      .set('Authorization', staff.token)
      .send({ to, subject: 'Office hours', body: 'The office is closed on Friday.' })
      .expect(200);
    expect(body).toEqual({ success: 'Email sent', sent: 1, failed: [] });
    const waiting = await logOf(to);
    expect(waiting.delivery_status).toBe('queued');
    expect(waiting.error).toMatch(/451/);

    const mail = await waitForMail(to, { subject: 'Office hours', timeoutMs: RETRIED_WITHIN_MS });
    expect(mail.text).toContain('The office is closed on Friday.');
    expect(mailsTo(to)).toHaveLength(1);
    expect(await settledLogOf(to)).toMatchObject({ delivery_status: 'sent', attempts: GREYLISTED_TRIES + 1 });
  }, RETRIED_WITHIN_MS + 10_000);
});

describe('[MESSAGING][RETRIES]: a cms that dies with e-mails waiting', () => {
  // A cms of its own whose relay is down (nothing listens on its SMTP port): the e-mails it accepts
  // wait in its outbox when it is killed; started again with the run's relay, it sends them.
  const env = testEnv();
  const database = ownDatabase(env, 'mailretry');
  let cms: CmsProcess | null = null;

  beforeAll(() => database.create());
  afterAll(async () => {
    if (cms) await killCms(cms);
    await database.remove();
  });

  it('sends them once it is back, once each', async () => {
    cms = await startCms({ ...env, SMTP_PORT: String(await freePort()) });
    const client = () => api(cms!.url);
    const applicants = [await registerApplicant({}, client), await registerApplicant({}, client)];
    for (const applicant of applicants) await client().post('/api/passwordchange').send({ email: applicant.email }).expect(200);
    const waiting = () =>
      database.withDatabase((connection) => connection('email_logs').whereIn('to', applicants.map((applicant) => applicant.email)).where({ delivery_status: 'queued' }));
    const deadline = Date.now() + 10_000;
    while ((await waiting()).length < applicants.length && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await waiting()).toHaveLength(applicants.length);

    await killCms(cms);
    cms = await startCms(env);
    for (const applicant of applicants) {
      await waitForMail(applicant.email, { subject: RESET_SUBJECT, timeoutMs: RETRIED_WITHIN_MS });
      expect(mailsTo(applicant.email)).toHaveLength(1);
    }
    // The last one taken may not be marked sent yet (settledLogOf says why).
    await eventually(async () => (await waiting()).length === 0, 5000);
    expect(await waiting()).toEqual([]);
  }, 180_000);
});
