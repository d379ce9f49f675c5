import crypto from 'node:crypto';
import { api, signIn } from '../support/api';
import { authorised, registerApplicant, type TestApplicant } from '../support/applicants';
import { createApplication, saveApplicantSteps, submitCompleteApplication } from '../support/applications';
import { withPortalSettings } from '../support/cms-admin';
import { db } from '../support/database';
import type { Mail } from '../support/mailbox';
import { mailsDuring } from '../support/outbox';
import { income } from '../../../packages/test-kit/src/step-bodies';

// Issue 17 item 10, drafts are visible and can be chased: the grid shows the applications started
// and not submitted behind its status filter, with how far each got and when it was last saved, and
// counts them beside the spec's counts (which keep meaning submitted applications); staff remind
// those applicants by e-mail, at most once a day each.

// Letters only, so that a name search for it finds this file's applicants and nobody else's.
const TAG = `R${[...crypto.randomBytes(6)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;
const REMINDER_SUBJECT = 'Finish your bursary application';

let staff: { token: string; user: number };
let cycleYear: number;

beforeAll(async () => {
  staff = await signIn();
  cycleYear = (await api().get('/api/portal-content').expect(200)).body.settings.cycle_year;
});

const search = (body: object) => api().post('/api/searchapplication').set(authorised(staff)).send(body);
const countReminders = (year: unknown = cycleYear) => api().get(`/api/sendinprogressreminders/count?application_year=${year}`).set(authorised(staff));
const sendReminders = (body: object = { application_year: cycleYear }) => api().post('/api/sendinprogressreminders').set(authorised(staff)).send(body);

// Basic and social information and the University step saved (3 of 7 steps); `withIncome` saves the Income step too.
const draft = async (first_name: string, { withIncome = false } = {}) => {
  const applicant = await registerApplicant({ first_name, last_name: TAG });
  await saveApplicantSteps(applicant);
  const applicationId = await createApplication(applicant);
  if (withIncome) await api().post('/api/updateapplication').set(authorised(applicant)).send({ ...income(), application_id: applicationId }).expect(200);
  return { applicant, applicationId };
};

const withdraw = (applicant: TestApplicant, applicationId: number) =>
  api().post('/api/withdrawapplication').set(authorised(applicant)).send({ application_id: applicationId }).expect(200);

const remindersIn = (mails: Mail[]) => mails.filter((mail) => mail.subject === REMINDER_SUBJECT);

// What a send says it did. Applicants of other test files whose address the mail server refuses
// (tests/support/mailbox.ts) fail every time, so they are counted, and not reminded.
type Report = { success: string; sent: number; skipped: number; failed: unknown[] };
const outcomeOf = ({ sent, skipped, failed }: Report) =>
  [`${sent} sent`, ...(skipped ? [`${skipped} already reminded today`] : []), ...(failed.length ? [`${failed.length} failed`] : [])].join('; ');

const reminderLogs = (applicationId: number) =>
  db()('email_logs as e')
    .join('email_logs_application_lnk as l', 'l.email_log_id', 'e.id')
    .leftJoin('email_logs_sent_by_lnk as s', 's.email_log_id', 'e.id')
    .where({ 'l.application_id': applicationId, 'e.template_key': 'application_reminder' })
    .orderBy('e.id')
    .select('e.id', 'e.to', 'e.subject', 'e.delivery_status', 's.user_id as sent_by');

describe('[STAFF][IN PROGRESS]: the grid shows started applications behind its status filter', () => {
  let started: Awaited<ReturnType<typeof draft>>;
  let furtherOn: Awaited<ReturnType<typeof draft>>;
  let submittedId: number;
  let withdrawnId: number;
  let arrangedAt: number;

  beforeAll(async () => {
    arrangedAt = Date.now();
    started = await draft('Amina');
    furtherOn = await draft('Bilal', { withIncome: true });
    submittedId = await submitCompleteApplication(await registerApplicant({ first_name: 'Cassim', last_name: TAG }));
    const leaving = await draft('Dawood');
    await withdraw(leaving.applicant, leaving.applicationId);
    withdrawnId = leaving.applicationId;
  });

  it('lists submitted applications only by default, and counts the others beside the spec counts', async () => {
    const { body } = await search({ application_year: cycleYear, page: 1, search: TAG }).expect(200);
    expect(body.rows.map((row: { application_id: number }) => row.application_id)).toEqual([submittedId]);
    expect(body.rows[0]).toMatchObject({ status: 'submitted', progress: 'All 7 steps saved and submitted', withdrawn_at: null });
    expect(body.total).toBe(1);
    expect(body.counts).toEqual({
      all: 1,
      pending: 1,
      declined: 0,
      approved: 0,
      requested_docs_submitted: 0,
      documents_completed: 0,
      paid: 0,
      in_progress: 2,
      withdrawn: 1,
    });
    // The legacy full list is the submitted applications too.
    const { body: full } = await search({ application_year: cycleYear }).expect(200);
    const listed = full.map((row: { application_id: number }) => row.application_id);
    expect(listed).toContain(submittedId);
    expect(listed).not.toEqual(expect.arrayContaining([started.applicationId]));
    expect(listed).not.toEqual(expect.arrayContaining([withdrawnId]));
  });

  it('lists the in-progress applications with how far each got and when it was last saved', async () => {
    const { body } = await search({ application_year: cycleYear, page: 1, search: TAG, status: 'in_progress', sort: { field: 'last_saved_at', direction: 'desc' } }).expect(200);
    expect(body.total).toBe(2);
    expect(body.rows.map((row: Record<string, unknown>) => [row.application_id, row.status, row.progress, row.submitted])).toEqual([
      [furtherOn.applicationId, 'in_progress', '4 of 7 steps: Income saved', false],
      [started.applicationId, 'in_progress', '3 of 7 steps: University saved', false],
    ]);
    for (const row of body.rows) {
      const savedAt = Date.parse(row.last_saved_at);
      expect(savedAt).toBeGreaterThanOrEqual(arrangedAt - 1000);
      expect(savedAt).toBeLessThanOrEqual(Date.now());
    }
    // The counts are the same whatever the status filter shows.
    expect(body.counts).toMatchObject({ all: 1, in_progress: 2, withdrawn: 1 });
  });

  it('lists withdrawn applications under their own status, and every status under all', async () => {
    const { body: withdrawn } = await search({ application_year: cycleYear, page: 1, search: TAG, status: 'withdrawn' }).expect(200);
    expect(withdrawn.rows.map((row: Record<string, unknown>) => [row.application_id, row.status])).toEqual([[withdrawnId, 'withdrawn']]);
    expect(Date.parse(withdrawn.rows[0].withdrawn_at)).toBeGreaterThanOrEqual(arrangedAt - 1000);

    const { body: all } = await search({ application_year: cycleYear, page: 1, search: TAG, status: 'all' }).expect(200);
    expect(all.total).toBe(4);
    expect(new Set(all.rows.map((row: { status: string }) => row.status))).toEqual(new Set(['submitted', 'in_progress', 'withdrawn']));
  });

  it('refuses a status it does not know', async () => {
    const { body } = await search({ application_year: cycleYear, page: 1, status: 'drafts' }).expect(400);
    expect(body).toEqual({ error: 'Filter the status by submitted, in_progress, withdrawn, all.' });
  });
});

describe('[STAFF][REMINDERS]: Remind in-progress applicants', () => {
  let first: Awaited<ReturnType<typeof draft>>;
  let second: Awaited<ReturnType<typeof draft>>;
  let submitted: TestApplicant;
  let withdrawn: Awaited<ReturnType<typeof draft>>;
  let remindedFirst = 0;

  beforeAll(async () => {
    first = await draft('Ebrahim');
    second = await draft('Farah', { withIncome: true });
    withdrawn = await draft('Ghalib');
    await withdraw(withdrawn.applicant, withdrawn.applicationId);
    submitted = await registerApplicant({ first_name: 'Hafsa', last_name: TAG });
    await submitCompleteApplication(submitted);
  });

  it('counts the in-progress applicants of the cycle without sending, then e-mails each of them once, as counted', async () => {
    let counted: Record<string, unknown> = {};
    const counting = await mailsDuring(async () => {
      counted = (await countReminders().expect(200)).body;
    });
    expect(counting).toEqual([]);
    expect(counted).toEqual({ count: expect.any(Number), skipped: expect.any(Number), cycle_year: cycleYear, subject: REMINDER_SUBJECT });
    expect(counted.count).toBeGreaterThanOrEqual(2);

    let answer = {} as Report;
    const mails = await mailsDuring(async () => {
      answer = (await sendReminders().expect(200)).body;
    });
    const reminders = remindersIn(mails);
    expect(answer).toEqual({ success: outcomeOf(answer), sent: expect.any(Number), skipped: counted.skipped, failed: expect.any(Array) });
    expect(answer.sent + answer.failed.length).toBe(counted.count);
    expect(reminders).toHaveLength(answer.sent);
    remindedFirst = answer.sent;

    // One message each, to that applicant alone, in their name, with the link to continue and the closing date.
    for (const { applicant } of [first, second]) {
      const theirs = reminders.filter((mail) => mail.recipients.includes(applicant.email.toLowerCase()));
      expect(theirs).toHaveLength(1);
      expect(theirs[0].to).toEqual([applicant.email.toLowerCase()]);
      expect(theirs[0].text).toContain(`Dear ${applicant.first_name},`);
      expect(theirs[0].text).toContain('/bursauryform');
      expect(theirs[0].text).toMatch(/Applications close on (\d{1,2} \w+ \d{4}|a date still to be announced)\./);
      expect(theirs[0].text).not.toMatch(/\{\{|\}\}/);
    }
    // Nobody who submitted or withdrew is reminded.
    const reminded = reminders.flatMap((mail) => mail.recipients);
    expect(reminded).not.toContain(submitted.email.toLowerCase());
    expect(reminded).not.toContain(withdrawn.applicant.email.toLowerCase());

    // Each in the mail log with its application and the staff member who sent it, and the send in the access log.
    expect(await reminderLogs(first.applicationId)).toMatchObject([
      { to: first.applicant.email, subject: REMINDER_SUBJECT, delivery_status: 'sent', sent_by: staff.user },
    ]);
    const audit = await db()('audit_logs').where({ action: 'email.application_reminder' }).orderBy('id', 'desc').first();
    const details = typeof audit.details === 'string' ? JSON.parse(audit.details) : audit.details;
    expect(details).toMatchObject({ sent: answer.sent, skipped: counted.skipped, failed: answer.failed });
  });

  it('reminds nobody twice the same day, and says so', async () => {
    const { body: counted } = await countReminders().expect(200);
    expect(counted.skipped).toBeGreaterThanOrEqual(remindedFirst);

    let answer = {} as Report;
    const mails = await mailsDuring(async () => {
      answer = (await sendReminders().expect(200)).body;
    });
    expect(remindersIn(mails)).toEqual([]);
    expect(answer).toMatchObject({ sent: 0, skipped: counted.skipped });
    expect(answer.success).toBe(outcomeOf(answer));
    expect(answer.success).toMatch(new RegExp(`^0 sent; ${counted.skipped} already reminded today`));

    // Someone who starts later that day is reminded once, and the others are still skipped.
    const late = await draft('Imran');
    const latest = await mailsDuring(async () => {
      answer = (await sendReminders().expect(200)).body;
    });
    expect(remindersIn(latest).flatMap((mail) => mail.recipients)).toEqual([late.applicant.email.toLowerCase()]);
    expect(answer).toMatchObject({ sent: 1, skipped: counted.skipped });
    expect(await reminderLogs(first.applicationId)).toHaveLength(1);
  });

  it('reminds again on another day', async () => {
    const { body: due } = await countReminders().expect(200);
    // The first reminder went out yesterday (office time).
    const [log] = await reminderLogs(first.applicationId);
    await db()('email_logs').where({ id: log.id }).update({ sent_at: new Date(Date.now() - 26 * 60 * 60 * 1000) });
    const { body: counted } = await countReminders().expect(200);
    expect(counted).toMatchObject({ count: due.count + 1, skipped: due.skipped - 1 });
    const mails = await mailsDuring(() => sendReminders().expect(200));
    expect(remindersIn(mails).flatMap((mail) => mail.recipients)).toEqual([first.applicant.email.toLowerCase()]);
  });

  it('reminds only the cycle year, only while applications are open, and only when asked for that year', async () => {
    const wrongYear = `Only applicants of ${cycleYear}, the year being applied for, can still finish their application: remind those of ${cycleYear}.`;
    expect((await sendReminders({}).expect(400)).body).toEqual({ error: wrongYear });
    expect((await sendReminders({ application_year: cycleYear - 1 }).expect(400)).body).toEqual({ error: wrongYear });
    expect((await countReminders(cycleYear - 1).expect(400)).body).toEqual({ error: wrongYear });
    expect((await countReminders('all').expect(400)).body).toEqual({ error: wrongYear });

    await withPortalSettings({ applications_open: false }, async () => {
      const closed = `Applications for ${cycleYear} are closed, so in-progress applicants can no longer finish: no reminder was sent.`;
      const mails = await mailsDuring(async () => {
        expect((await sendReminders().expect(409)).body).toEqual({ error: closed });
      });
      expect(mails).toEqual([]);
    });
  });

  it('is for staff only', async () => {
    await api().post('/api/sendinprogressreminders').send({ application_year: cycleYear }).expect(401);
    await api().post('/api/sendinprogressreminders').set(authorised(first.applicant)).send({ application_year: cycleYear }).expect(403);
    await api().get(`/api/sendinprogressreminders/count?application_year=${cycleYear}`).set(authorised(first.applicant)).expect(403);
  });
});
