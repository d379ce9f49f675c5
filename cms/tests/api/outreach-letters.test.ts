import crypto from 'node:crypto';
import { api, signIn } from '../support/api';
import { authorised, registerApplicant, type TestApplicant } from '../support/applicants';
import { decide, submitCompleteApplication } from '../support/applications';
import { withPortalSettings } from '../support/cms-admin';
import { db } from '../support/database';
import { mailsTo, UNDELIVERABLE_DOMAIN, waitForMail, type Mail } from '../support/mailbox';
import { readPdf } from '../support/pdf-text';

const DECLINED_SUCCESS = 'Declined letters are sent out to all declined applicants';
const ACCEPTED_SUCCESS = 'Acceptance letters are sent out to all accepted applicants';

let staff: { token: string; user: number };
let cycleYear: number;

beforeAll(async () => {
  staff = await signIn();
  const { body } = await api().get('/api/portal-content').expect(200);
  cycleYear = body.settings.cycle_year;
});

const sendAll = (audience: 'declined' | 'accepted', query = '') =>
  api().get(`/api/sendall${audience}${query}`).set('Authorization', staff.token);

// A submitted application the staff accepted (1) or declined (0) through POST /api/addstatus.
const decided = async (statusId: 0 | 1, names: { first_name: string; last_name: string; email?: string }) => {
  const applicant = await registerApplicant(names);
  const applicationId = await submitCompleteApplication(applicant);
  await decide(applicationId, statusId, { staff });
  return { applicant, applicationId };
};

const letterMails = (applicant: TestApplicant, subject: string) => mailsTo(applicant.email).filter((mail) => mail.subject === subject);

const attachedPdfs = (mail: Mail) =>
  Promise.all(
    mail.attachments.map(async (attachment) => {
      const content = Buffer.from(attachment.content, 'base64');
      return { filename: attachment.filename, contentType: attachment.contentType, magic: content.subarray(0, 5).toString(), reading: await readPdf(content) };
    }),
  );

const letterLogs = (applicationId: number, templateKey: string) =>
  db()('email_logs as e')
    .join('email_logs_application_lnk as l', 'l.email_log_id', 'e.id')
    .where({ 'l.application_id': applicationId, 'e.template_key': templateKey })
    .select('e.to', 'e.delivery_status');

const auditRowsOfRun = async (runId: number) => {
  const rows = await db()('audit_logs').where({ target_type: 'letter-run', target_id: String(runId) }).orderBy('id');
  return rows.map((row) => ({ ...row, details: typeof row.details === 'string' ? JSON.parse(row.details) : row.details }));
};

// Asks for the run's progress until it is done.
const finished = async (audience: 'declined' | 'accepted', runId: number) => {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const response = await sendAll(audience, `?run_id=${runId}`);
    if (response.status === 200) return response.body;
    expect(response.status).toBe(202);
    if (Date.now() > deadline) throw new Error(`Run ${runId} did not finish`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

describe('[OUTREACH][LETTERS]: GET /api/sendalldeclined', () => {
  it('e-mails every declined applicant the decline letter as a PDF, once, and says how many were sent', async () => {
    const first = await decided(0, { first_name: 'Tasneem', last_name: 'Abrahams' });
    const second = await decided(0, { first_name: 'Lerato', last_name: 'Ndlovu' });
    const accepted = await decided(1, { first_name: 'Imraan', last_name: 'Cassiem' });
    const subject = `Outcome of your ${cycleYear} Zakah Bursary application`;

    const { body } = await sendAll('declined').expect(200);
    expect(body).toMatchObject({ success: DECLINED_SUCCESS, done: true, state: 'finished' });
    expect(body.sent).toBeGreaterThanOrEqual(2);
    expect(body.total).toBe(body.sent + body.failed_count);
    expect(body.failed).toHaveLength(body.failed_count);

    for (const { applicant, applicationId } of [first, second]) {
      const mail = await waitForMail(applicant.email, { subject });
      expect(mail.text).toContain(`Dear ${applicant.first_name} ${applicant.last_name},`);
      expect(mail.text).toContain('We regret to inform you that we are unable to offer you a bursary');
      const [letter, ...others] = await attachedPdfs(mail);
      expect(others).toEqual([]);
      expect(letter).toMatchObject({
        filename: `Decline letter - ${applicant.first_name} ${applicant.last_name}.pdf`,
        contentType: 'application/pdf',
        magic: '%PDF-',
      });
      expect(letter.reading.text).toContain(`${applicant.first_name} ${applicant.last_name}`);
      expect(await letterLogs(applicationId, 'decline_letter')).toEqual([{ to: applicant.email, delivery_status: 'sent' }]);
    }
    expect(letterMails(accepted.applicant, subject)).toEqual([]);

    // Sending again e-mails nobody twice: everyone sent before is skipped.
    const again = await sendAll('declined').expect(200);
    expect(again.body).toMatchObject({ success: DECLINED_SUCCESS, done: true, sent: 0, skipped: body.skipped + body.sent, failed_count: body.failed_count });
    expect(again.body.run_id).not.toBe(body.run_id);
    expect(letterMails(first.applicant, subject)).toHaveLength(1);
    expect(letterMails(second.applicant, subject)).toHaveLength(1);

    // Declined after the letters went out: the next send reaches only the newcomer.
    const late = await decided(0, { first_name: 'Junaid', last_name: 'Essop' });
    const third = await sendAll('declined').expect(200);
    expect(third.body).toMatchObject({ sent: 1, skipped: again.body.skipped });
    await waitForMail(late.applicant.email, { subject });
    expect(letterMails(first.applicant, subject)).toHaveLength(1);

    const [started, ended] = await auditRowsOfRun(body.run_id);
    expect(started).toMatchObject({ action: 'letters.declined.send_all', actor_email: 'staff.test@bursary.local' });
    expect(started.details).toMatchObject({ cycle_year: cycleYear, template_key: 'decline_letter', letters: ['decline'] });
    expect(ended).toMatchObject({ action: 'letters.declined.finished' });
    expect(ended.details.after).toEqual({ sent: body.sent, failed: body.failed_count, skipped: body.skipped, total: body.total });
    const run = await db()('letter_runs').where({ id: body.run_id }).first();
    expect(run).toMatchObject({ kind: 'declined', state: 'finished', sending_kind: null, sent: body.sent });
  });

  it('lists the applicants whose e-mail failed, and tries them again on the next send', async () => {
    const refused = await decided(0, { first_name: 'Faiek', last_name: 'Adams', email: `faiek.${Date.now()}@${UNDELIVERABLE_DOMAIN}` });

    const { body } = await sendAll('declined').expect(200);
    const failure = body.failed.find((entry: { email: string }) => entry.email === refused.applicant.email);
    expect(failure.error).toMatch(/550/);
    expect(await letterLogs(refused.applicationId, 'decline_letter')).toEqual([{ to: refused.applicant.email, delivery_status: 'failed' }]);

    const again = await sendAll('declined').expect(200);
    expect(again.body.failed.map((entry: { email: string }) => entry.email)).toContain(refused.applicant.email);
    expect(again.body.sent).toBe(0);
    expect(await letterLogs(refused.applicationId, 'decline_letter')).toHaveLength(2);
  });
});

describe('[OUTREACH][LETTERS]: GET /api/sendallaccepted', () => {
  it('e-mails every accepted applicant the congratulations and pledge letters and the consent form, once', async () => {
    const accepted = await decided(1, { first_name: 'Ruqayyah', last_name: 'Hendricks' });
    const declined = await decided(0, { first_name: 'Waleed', last_name: 'Petersen' });
    const subject = `Congratulations: your ${cycleYear} Zakah Bursary application was successful`;

    const { body } = await sendAll('accepted').expect(200);
    expect(body).toMatchObject({ success: ACCEPTED_SUCCESS, done: true });
    expect(body.sent).toBeGreaterThanOrEqual(1);

    const mail = await waitForMail(accepted.applicant.email, { subject });
    expect(mail.text).toContain('Dear Ruqayyah Hendricks,');
    const letters = await attachedPdfs(mail);
    expect(letters.map(({ filename, contentType, magic }) => ({ filename, contentType, magic }))).toEqual([
      { filename: 'Congratulations letter - Ruqayyah Hendricks.pdf', contentType: 'application/pdf', magic: '%PDF-' },
      { filename: 'Pledge letter - Ruqayyah Hendricks.pdf', contentType: 'application/pdf', magic: '%PDF-' },
      { filename: 'Consent form - Ruqayyah Hendricks.pdf', contentType: 'application/pdf', magic: '%PDF-' },
    ]);
    // The e-mail says what is attached and what to send back.
    expect(mail.text).toContain('Your congratulations letter, your pledge letter and the consent form are attached to this e-mail');
    expect(mail.text).toContain('Sign the pledge letter and the consent form, then upload them');
    for (const { reading } of letters) expect(reading.text).toContain('Ruqayyah Hendricks');
    expect(letterMails(declined.applicant, subject)).toEqual([]);

    const again = await sendAll('accepted').expect(200);
    expect(again.body).toMatchObject({ sent: 0, skipped: body.skipped + body.sent });
    expect(letterMails(accepted.applicant, subject)).toHaveLength(1);
  });

  it('answers at once when asked not to wait, joins a run already sending, and reports its progress by run_id', async () => {
    const applicants = [];
    for (const last_name of ['Majiet', 'Solomons', 'Gamieldien']) applicants.push(await decided(1, { first_name: 'Naeema', last_name }));

    const [first, second] = await Promise.all([sendAll('accepted', '?wait=0'), sendAll('accepted', '?wait=0')]);
    expect(first.status).toBe(202);
    expect(first.body).toMatchObject({ success: ACCEPTED_SUCCESS, done: false, state: 'sending' });
    // Asked at the same moment, the second call joins the run the first started.
    expect(second.status).toBe(202);
    expect(second.body.run_id).toBe(first.body.run_id);

    const report = await finished('accepted', first.body.run_id);
    expect(report).toMatchObject({ success: ACCEPTED_SUCCESS, run_id: first.body.run_id, done: true, state: 'finished' });
    expect(report.sent).toBeGreaterThanOrEqual(3);
    const subject = `Congratulations: your ${cycleYear} Zakah Bursary application was successful`;
    for (const { applicant } of applicants) {
      await waitForMail(applicant.email, { subject });
      expect(letterMails(applicant, subject)).toHaveLength(1);
    }
  });
});

describe('[OUTREACH][LETTERS]: one run at a time', () => {
  // A run sending on another cms instance, or left behind by one that died, cannot be made
  // through a call: the arrange step writes its row as that instance would have.
  const runOfAnotherInstance = async (heartbeatAgoMs: number) => {
    const now = new Date();
    const [row] = await db()('letter_runs')
      .insert({
        document_id: crypto.randomBytes(12).toString('hex'),
        kind: 'declined',
        cycle_year: cycleYear,
        state: 'sending',
        sending_kind: 'declined',
        total: 10,
        sent: 4,
        skipped: 0,
        failed_count: 0,
        failures: '[]',
        heartbeat_at: new Date(now.getTime() - heartbeatAgoMs),
        created_at: now,
        updated_at: now,
        published_at: now,
      })
      .returning('id');
    return Number(typeof row === 'object' ? row.id : row);
  };

  it('joins a run another instance is sending, and takes over one whose instance stopped', async () => {
    const declined = await decided(0, { first_name: 'Shaheed', last_name: 'Moolla' });
    const subject = `Outcome of your ${cycleYear} Zakah Bursary application`;

    const running = await runOfAnotherInstance(1000);
    const joined = await sendAll('declined', '?wait=1').expect(202);
    // Its progress is counted from its messages in the outbox: it has queued none yet.
    expect(joined.body).toMatchObject({ success: DECLINED_SUCCESS, run_id: running, state: 'sending', done: false, sent: 0, total: 10 });
    expect(letterMails(declined.applicant, subject)).toEqual([]);

    await db()('letter_runs').where({ id: running }).update({ heartbeat_at: new Date(Date.now() - 6 * 60_000) });
    const takenOver = await sendAll('declined').expect(200);
    expect(takenOver.body.run_id).not.toBe(running);
    expect(takenOver.body.state).toBe('finished');
    expect(takenOver.body.sent).toBeGreaterThanOrEqual(1);
    await waitForMail(declined.applicant.email, { subject });
    expect(letterMails(declined.applicant, subject)).toHaveLength(1);
    expect(await db()('letter_runs').where({ id: running }).first()).toMatchObject({ state: 'interrupted', sending_kind: null });
  });
});

describe('[OUTREACH][AUDIENCE]: bulk sends when the cycle has nobody to send to', () => {
  const EMPTY_YEAR = 2093;

  it('answer 404 saying so, and send nothing', async () => {
    await withPortalSettings({ cycle_year: EMPTY_YEAR }, async () => {
      const post = (path: string, body: object) => api().post(path).set('Authorization', staff.token).send(body);
      await post('/api/senddocumentsrequest', { all_accepted: true, field: [5], body: 'Please.' }).expect(404, {
        error: `There are no accepted applicants for ${EMPTY_YEAR}.`,
      });
      const results = { subject: 'Results', body: 'Please.', resultType: 1 };
      await post('/api/sendresultrequest', { ...results, accepted_only: true }).expect(404, { error: `There are no accepted applicants for ${EMPTY_YEAR}.` });
      await post('/api/sendresultrequest', { ...results, accepted_and_paid: true }).expect(404, {
        error: `There are no accepted and paid applicants for ${EMPTY_YEAR}.`,
      });
      await sendAll('declined').expect(404, { error: `There are no declined applicants for ${EMPTY_YEAR}.` });
      await sendAll('accepted').expect(404, { error: `There are no accepted applicants for ${EMPTY_YEAR}.` });
      expect(await db()('letter_runs').where({ cycle_year: EMPTY_YEAR })).toEqual([]);
    });
  });
});

describe('[OUTREACH][LETTERS]: access and input', () => {
  it('are for staff only, and refuse a bad wait or an unknown run', async () => {
    const applicant = await registerApplicant();
    for (const path of ['/api/sendalldeclined', '/api/sendallaccepted']) {
      await api().get(path).set(authorised(applicant)).expect(403, { error: 'This is for bursary staff only.' });
      await api().get(path).expect(401, { error: 'Please sign in to continue.' });
    }
    await sendAll('declined', '?wait=soon').expect(400, { error: 'Give wait as a number of seconds from 0 to 20.' });
    await sendAll('declined', '?run_id=99999999').expect(404, { error: 'This letter run does not exist.' });
    await sendAll('declined', '?run_id=x').expect(400, { error: 'Give the run_id the first answer gave.' });
  });
});
