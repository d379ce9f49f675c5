import { api, signIn } from '../support/api';
import { authorised, registerApplicant } from '../support/applicants';
import { createApplication } from '../support/applications';
import { auditRows } from '../support/audit';
import { killCms, startCms, type CmsProcess } from '../support/cms-process';
import { db } from '../support/database';
import { GREYLISTED_DOMAIN, GREYLISTED_TRIES, mailsTo, UNDELIVERABLE_DOMAIN, waitForMail } from '../support/mailbox';
import { ownDatabase } from '../support/own-database';
import { newReviewer } from '../support/reviewers';
import { testEnv } from '../support/test-env';

// Issue 19 item 3: staff see, across all applicants, the e-mails the portal could not deliver (failed)
// and those it is still trying (queued after a failed try), and send a failed one again. The run's
// SMTP server refuses UNDELIVERABLE_DOMAIN's addresses for good (550) and GREYLISTED_DOMAIN's for
// their first GREYLISTED_TRIES messages (451).

const ONLY_FAILED = /^Only an e-mail that could not be delivered can be sent again/;
const RETRIED_WITHIN_MS = 30_000;

type Entry = { id: number; to: string; state: string; error: string | null; attempts: number; application: { id: number; reference: string } | null };

let staff: { token: string; user: number };
let cycleYear: number;

beforeAll(async () => {
  staff = await signIn();
  cycleYear = (await api().get('/api/portal-content').expect(200)).body.settings.cycle_year;
});

const undelivered = (page?: number, client = api, who = staff) =>
  client()
    .get(page === undefined ? '/api/undeliveredemails' : `/api/undeliveredemails?page=${page}`)
    .set(authorised(who))
    .expect(200)
    .then((response) => response.body as { emails: Entry[]; total: number; page: number; page_size: number });

const entryTo = async (to: string, client = api, who = staff) => (await undelivered(undefined, client, who)).emails.find((entry) => entry.to === to);

const resend = (emailId: unknown, client = api, who = staff) => client().post('/api/resendemail').set(authorised(who)).send({ email_id: emailId });

const generalEmail = (to: string, subject: string, client = api, who = staff) =>
  client().post('/api/sendgeneralemails').set(authorised(who)).send({ to, subject, body: 'The office is closed on Friday.' });

const logOf = (id: number) => db()('email_logs').where({ id }).first();

describe('[MESSAGING][UNDELIVERED]: GET /api/undeliveredemails', () => {
  it('lists an e-mail the relay refused for good as failed, with the 550, newest first, and the application by its reference', async () => {
    const general = `nobody.${Date.now()}@${UNDELIVERABLE_DOMAIN}`;
    await generalEmail(general, 'Office hours').expect(502);

    const applicant = await registerApplicant({ first_name: 'Thandi', last_name: 'Mokoena' });
    const applicationId = await createApplication(applicant);
    const refused = `thandi.${Date.now()}@${UNDELIVERABLE_DOMAIN}`;
    await api()
      .post('/api/senddocumentsrequest')
      .set(authorised(staff))
      .send({ to: refused, cc: '', field: [5], applicant_id: applicant.applicantId, body: 'We still need your ID.' })
      .expect(502);

    const page = await undelivered();
    expect(page).toMatchObject({ page: 1, page_size: 50 });
    expect(page.total).toBeGreaterThanOrEqual(2);
    const ids = page.emails.map((entry) => entry.to);
    // Newest first: the documents request was written after the general e-mail.
    expect(ids.indexOf(refused)).toBeLessThan(ids.indexOf(general));
    const documents = page.emails.find((entry) => entry.to === refused)!;
    expect(documents).toMatchObject({
      cc: null,
      template_key: 'documents_request',
      state: 'failed',
      attempts: 1,
      application: { id: applicationId, reference: `BUR-${cycleYear}-${String(applicationId).padStart(5, '0')}` },
    });
    expect(documents.error).toMatch(/550/);
    expect(Date.parse((documents as any).written_at)).not.toBeNaN();
    expect(Date.parse((documents as any).last_tried_at)).not.toBeNaN();
    expect(page.emails.find((entry) => entry.to === general)).toMatchObject({
      subject: 'Office hours',
      template_key: 'general_email',
      state: 'failed',
      application: null,
    });
    // Given up, the message keeps its text, so it can be sent again.
    expect((await logOf(documents.id)).body).toContain('We still need your ID.');
  });

  it('lists an e-mail waiting for another try as retrying, which cannot be sent again; once sent it leaves the list', async () => {
    const to = `office.${Date.now()}@${GREYLISTED_DOMAIN}`;
    await generalEmail(to, 'Waiting list').expect(200);
    const waiting = await entryTo(to);
    expect(waiting).toMatchObject({ state: 'retrying', attempts: 1, application: null });
    expect(waiting!.error).toMatch(/451/);
    const { body } = await resend(waiting!.id).expect(409);
    expect(body.error).toMatch(ONLY_FAILED);

    await waitForMail(to, { subject: 'Waiting list', timeoutMs: RETRIED_WITHIN_MS });
    expect(mailsTo(to)).toHaveLength(1);
    expect(await entryTo(to)).toBeUndefined();
    expect((await resend(waiting!.id).expect(409)).body.error).toMatch(ONLY_FAILED);
  }, RETRIED_WITHIN_MS + 10_000);

  it('answers pages of 50 with the total, and refuses a page that is not a whole number from 1', async () => {
    const first = await undelivered(1);
    const second = await undelivered(2);
    expect(second).toMatchObject({ page: 2, page_size: 50, total: first.total });
    expect(second.emails.length).toBe(Math.min(50, Math.max(0, first.total - 50)));
    const onFirst = new Set(first.emails.map((entry) => entry.id));
    expect(second.emails.filter((entry) => onFirst.has(entry.id))).toEqual([]);
    for (const page of ['0', 'two', '-1', '1.5']) {
      const { body } = await api().get(`/api/undeliveredemails?page=${page}`).set(authorised(staff)).expect(400);
      expect(body.error).toBe('The page must be a whole number from 1.');
    }
  });

  it('is for staff only: a reviewer is refused', async () => {
    const reviewer = await newReviewer(staff, 'Riaan', 'Reviewer');
    await api().get('/api/undeliveredemails').set(authorised(reviewer)).expect(403);
    await api().post('/api/resendemail').set(authorised(reviewer)).send({ email_id: 1 }).expect(403);
  });
});

describe('[MESSAGING][UNDELIVERED]: POST /api/resendemail', () => {
  it('refuses an unknown e-mail (404) and a request without one (400)', async () => {
    expect((await resend(2_000_000_000).expect(404)).body).toEqual({ error: 'E-mail not found.' });
    expect((await resend(0).expect(404)).body).toEqual({ error: 'E-mail not found.' });
    expect((await api().post('/api/resendemail').set(authorised(staff)).send({}).expect(400)).body).toEqual({
      error: 'Give the email_id of the e-mail to send again.',
    });
  });

  it('queues a failed e-mail again with its tries counted afresh, in the access log; a relay that still refuses fails it again', async () => {
    const to = `again.${Date.now()}@${UNDELIVERABLE_DOMAIN}`;
    await generalEmail(to, 'Second chance').expect(502);
    const failed = (await entryTo(to))!;
    expect(failed).toMatchObject({ state: 'failed', attempts: 1 });

    expect((await resend(failed.id).expect(200)).body).toEqual({ success: 'The e-mail is being sent again.' });
    const [audit] = await auditRows('email.resend', failed.id);
    expect(audit).toMatchObject({ actor: staff.user, target_type: 'email', details: { template_key: 'general_email', subject: 'Second chance', attempts_before: 1 } });

    // The worker tries it again at once; the relay still refuses the address.
    const deadline = Date.now() + 10_000;
    while ((await logOf(failed.id)).delivery_status === 'queued' && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await logOf(failed.id)).toMatchObject({ delivery_status: 'failed', attempts: 1 });
    expect((await entryTo(to))!.error).toMatch(/550/);
    expect(mailsTo(to)).toEqual([]);
  });
});

describe('[MESSAGING][UNDELIVERED]: a failed e-mail sent again once the relay takes it', () => {
  // A cms of its own that gives up after two tries (MAIL_RETRY_LIMIT 1): a greylisted address is
  // refused on both (451), so the e-mail fails for good; sent again, the relay takes it.
  const env = { ...testEnv(), MAIL_RETRY_LIMIT: '1' };
  const database = ownDatabase(env, 'resend');
  let cms: CmsProcess | null = null;
  const client = () => api(cms!.url);

  beforeAll(async () => {
    await database.create();
    cms = await startCms(env);
  }, 120_000);
  afterAll(async () => {
    if (cms) await killCms(cms);
    await database.remove();
  });

  it('delivers it exactly once, and the log says sent', async () => {
    const ownStaff = await signIn(undefined, client);
    const to = `resend.${Date.now()}@${GREYLISTED_DOMAIN}`;
    await generalEmail(to, 'Your interview', client, ownStaff).expect(200);

    const deadline = Date.now() + RETRIED_WITHIN_MS;
    let entry = await entryTo(to, client, ownStaff);
    while (entry?.state !== 'failed' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      entry = await entryTo(to, client, ownStaff);
    }
    expect(entry).toMatchObject({ state: 'failed', attempts: GREYLISTED_TRIES });
    expect(entry!.error).toMatch(/451/);
    expect(mailsTo(to)).toEqual([]);

    await resend(entry!.id, client, ownStaff).expect(200);
    const mail = await waitForMail(to, { subject: 'Your interview', timeoutMs: RETRIED_WITHIN_MS });
    expect(mail.text).toContain('The office is closed on Friday.');
    const sent = await database.withDatabase((connection) => connection('email_logs').where({ id: entry!.id }).first());
    expect(sent).toMatchObject({ delivery_status: 'sent', attempts: 1, error: null, body: null });
    expect(await entryTo(to, client, ownStaff)).toBeUndefined();
    // Once, however long we look: a second resend is refused and nothing else arrives.
    expect((await resend(entry!.id, client, ownStaff).expect(409)).body.error).toMatch(ONLY_FAILED);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(mailsTo(to)).toHaveLength(1);
  }, 2 * RETRIED_WITHIN_MS + 20_000);
});
