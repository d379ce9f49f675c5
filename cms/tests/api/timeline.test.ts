import crypto from 'node:crypto';
import type { ApplicationTimeline, TimelineEntry } from '@bursary/domain/back-office-api';
import { api, signIn } from '../support/api';
import { authorised, registerApplicant } from '../support/applicants';
import { fillApplication } from '../support/applications';
import { auditRows } from '../support/audit';
import { db } from '../support/database';
import { samplePdf } from '../support/files';
import { issueLinkToken } from '../support/link-tokens';
import { UNDELIVERABLE_DOMAIN } from '../support/mailbox';
import { waitForOutboxEmpty } from '../support/outbox';
import { basicInfo, income, socialInfo } from '../../../packages/test-kit/src/step-bodies';

const STAFF_ADDRESS = '10.250.7.17';
const STAFF_NAME = 'Bursary Staff';

let staff: { token: string; user: number };

beforeAll(async () => {
  staff = await signIn();
});

const asStaff = (method: 'get' | 'post', path: string) => api()[method](path).set('Authorization', staff.token).set('X-Forwarded-For', STAFF_ADDRESS);

const timelineOf = async (applicationId: number, limit?: number) =>
  (await asStaff('get', `/api/gettimeline?application_id=${applicationId}${limit ? `&limit=${limit}` : ''}`).expect(200)).body as ApplicationTimeline;

// What a person reads of each entry: who did what, from where, with its detail.
const read = (entry: TimelineEntry) => [entry.who.kind, entry.who.name, entry.what, entry.via, entry.detail];

const documentsRequest = (applicantId: number, to: string) =>
  asStaff('post', '/api/senddocumentsrequest').send({ to, cc: '', field: [5], applicant_id: applicantId, body: 'Please send your proof of registration.' });

// The mail log's row of the password reset comes a moment after the answer.
const waitForEmailLog = async (to: string) => {
  const deadline = Date.now() + 10_000;
  while (!(await db()('email_logs').where({ to }).first())) {
    if (Date.now() > deadline) throw new Error(`No e-mail log for ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe('[STAFF][TIMELINE]: GET /api/gettimeline, the applicant\'s story on one page', () => {
  it('tells a whole journey newest first: who did what, when and from where, e-mails with their delivery, staff actions and views', async () => {
    const applicant = await registerApplicant({ first_name: 'Naledi', last_name: 'Mokoena' });
    const name = 'Naledi Mokoena';
    const started = Date.now();
    const { applicationId } = await fillApplication(applicant);
    await api().post('/api/passwordchange').send({ email: applicant.email }).expect(200);
    await waitForEmailLog(applicant.email);
    await documentsRequest(applicant.applicantId, applicant.email).expect(200);
    const link = await issueLinkToken({ purpose: 'documents_request', applicationId, payload: { files: [6] } });
    await api()
      .post('/api/uploadrequesteddocs')
      .field('token', link)
      .attach('fees_statement', samplePdf(), { filename: 'fees.pdf', contentType: 'application/pdf' })
      .expect(200);
    await asStaff('post', '/api/updateapplicationfiles')
      .field('filename', 'affidavit')
      .field('application_id', String(applicationId))
      .attach('file', samplePdf(), { filename: 'payslip.pdf', contentType: 'application/pdf' })
      .expect(200);
    await asStaff('post', '/api/addcomment').send({ comment: 'Motivation letter checked.', application_id: applicationId }).expect(200);
    await asStaff('post', '/api/addstatus').send({ application_id: applicationId, status_id: 1, note: 'Strong marks', subject_to: '' }).expect(200);
    await asStaff('post', '/api/addpaymet')
      .send({ payment_id: '', application_id: applicationId, bank: 'ABSA', account_no: '4051234567', branch_code: '632005', in_respect_of: 'Education', amount_approved: 20000 })
      .expect(200);
    await asStaff('get', `/api/getapplication/${applicationId}`).expect(200);
    const bounced = `naledi.${crypto.randomBytes(3).toString('hex')}@${UNDELIVERABLE_DOMAIN}`;
    // The cms answers 502 when the e-mail could not be delivered; the mail log keeps it as failed.
    await documentsRequest(applicant.applicantId, bounced).expect(502);
    // The confirmation and the reset link are sent by the worker a moment after they were queued.
    await waitForOutboxEmpty();

    const timeline = await timelineOf(applicationId);

    expect(timeline).toMatchObject({ application_id: applicationId, has_older: false });
    expect(timeline.entries.map(read)).toEqual([
      ['staff', STAFF_NAME, 'E-mail not delivered', null, expect.stringMatching(new RegExp(`^Request for outstanding documents \\d{4} · To ${bounced} · Error: .*does not exist`))],
      ['staff', STAFF_NAME, "Opened the applicant's record", null, null],
      ['staff', STAFF_NAME, 'Recorded a payment', null, expect.stringMatching(/^R\s20\s000\.00 · Education · dated \d{4}-\d{2}-\d{2}$/)],
      ['staff', STAFF_NAME, 'Accepted', null, 'Reason: Strong marks'],
      ['staff', STAFF_NAME, 'Commented', null, 'Motivation letter checked.'],
      ['staff', STAFF_NAME, 'Uploaded Proof of Income', "By staff on the applicant's behalf", null],
      ['applicant', name, 'Uploaded Fees Statement', 'Through an e-mailed link', null],
      ['staff', STAFF_NAME, 'E-mail sent', null, expect.stringMatching(new RegExp(`^Request for outstanding documents \\d{4} · To ${applicant.email}$`))],
      ['system', 'The portal', 'E-mail sent', null, expect.stringMatching(new RegExp(` · To ${applicant.email}$`))],
      ['system', 'The portal', 'E-mail sent', null, expect.stringMatching(new RegExp(` · To ${applicant.email}$`))],
      ['applicant', name, 'Submitted the application', null, null],
      ...['Motivational Letter', 'Proof of Income', 'Testimonial Letter', 'ID Document'].map((document) => [
        'applicant',
        name,
        `Uploaded ${document}`,
        "From the applicant's own application (signed in)",
        null,
      ]),
      ['applicant', name, 'Started the application', null, 'Saved the University step'],
      ['applicant', name, 'Registered', null, null],
    ]);

    const entries = timeline.entries;
    const times = entries.map((entry) => Date.parse(entry.at));
    expect(times).toEqual([...times].sort((first, second) => second - first));
    expect(times[times.length - 1]).toBeLessThanOrEqual(started);
    expect(times[0]).toBeGreaterThanOrEqual(started);
    expect(times[0]).toBeLessThanOrEqual(Date.now());
    // The two e-mails of the portal: the password reset (to the applicant's address), then the submit confirmation.
    expect(entries[8].detail).toMatch(/^Reset your Zakah Bursary portal password/);
    expect(entries[9].detail).toMatch(/^Your Zakah Bursary application for \d{4} has been received/);
    expect(entries.filter((entry) => entry.kind === 'email').map((entry) => entry.delivery)).toEqual(['failed', 'sent', 'sent', 'sent']);
    expect(entries.filter((entry) => entry.kind !== 'email').map((entry) => entry.delivery)).not.toContain('sent');
    expect(Object.fromEntries(entries.map((entry) => [entry.what, entry.link]))).toMatchObject({
      'Recorded a payment': 'payment',
      Accepted: 'acceptdecline',
      Commented: 'review',
      'Uploaded Fees Statement': 'documents',
    });
    expect(new Set(entries.map((entry) => entry.key)).size).toBe(entries.length);
  });

  it('tells what happened in the same millisecond in the order one caused the next', async () => {
    const applicant = await registerApplicant({ first_name: 'Thandi', last_name: 'Nkosi' });
    const { applicationId } = await fillApplication(applicant);
    await waitForOutboxEmpty();
    // The clock keeps milliseconds: on a fast machine the account, its application, the uploads,
    // the submit and the confirmation it queues can all carry the same one.
    const moment = new Date();
    const documents = db()('application_documents_application_lnk').where({ application_id: applicationId }).select('document_id');
    await db()('applicants').where({ id: applicant.applicantId }).update({ created_at: moment });
    await db()('applications').where({ id: applicationId }).update({ created_at: moment, submitted_at: moment });
    await db()('application_documents').whereIn('id', documents).update({ created_at: moment });
    await db()('email_logs').where({ to: applicant.email }).update({ created_at: moment });

    const { entries } = await timelineOf(applicationId);

    expect(entries.map((entry) => [entry.what, Date.parse(entry.at)])).toEqual([
      ['E-mail sent', moment.getTime()],
      ['Submitted the application', moment.getTime()],
      ...['Motivational Letter', 'Proof of Income', 'Testimonial Letter', 'ID Document'].map((document) => [`Uploaded ${document}`, moment.getTime()]),
      ['Started the application', moment.getTime()],
      ['Registered', moment.getTime()],
    ]);
  });

  it('says how far an unsubmitted application got, and when it was withdrawn', async () => {
    const applicant = await registerApplicant({ first_name: 'Sipho', last_name: 'Dlamini' });
    const { applicationId } = await fillApplication(applicant, { submit: false });
    await api().post('/api/withdrawapplication').set(authorised(applicant)).send({ application_id: applicationId }).expect(200);

    const { entries } = await timelineOf(applicationId);

    expect(entries.map((entry) => [entry.what, entry.detail])).toEqual([
      ['Withdrew the application', null],
      ['Uploaded Motivational Letter', null],
      ['Uploaded Proof of Income', null],
      ['Uploaded Testimonial Letter', null],
      ['Uploaded ID Document', null],
      ['Saved a step', 'Furthest step saved: Survey'],
      ['Started the application', 'Saved the University step'],
      ['Registered', null],
    ]);
  });

  it('never shows special personal information, not even of edits on the applicant\'s behalf', async () => {
    const applicant = await registerApplicant({ first_name: 'Ayesha', last_name: 'Salie' });
    const { applicationId, basic } = await fillApplication(applicant);
    await asStaff('post', '/api/updateapplicant')
      .send({
        applicant: {
          ...basicInfo(),
          ...socialInfo(),
          first_name: 'Ayesha',
          last_name: 'Salie',
          email: applicant.email,
          country: 'Malawi',
          id_type: 2,
          id_number: 'MWP-884213',
          race: '',
          religion: 'Other',
        },
        applicant_id: applicant.applicantId,
      })
      .expect(200);
    await asStaff('post', '/api/updateapplication').send({ ...income(), other_income: 4321, application_id: applicationId }).expect(200);
    const [edit] = await auditRows('applicant.update', applicant.applicantId);
    expect(edit.before).toMatchObject({ id_number: basic.id_number, race: 'Malay', religion: 'Islam' });

    const timeline = await timelineOf(applicationId);

    expect(timeline.entries.slice(0, 2).map(read)).toEqual([
      ['staff', STAFF_NAME, 'Changed the application on their behalf', null, 'Income'],
      ['staff', STAFF_NAME, "Changed the applicant's details on their behalf", null, 'Basic Information · Social Information'],
    ]);
    const shown = JSON.stringify(timeline);
    for (const secret of [basic.id_number, 'MWP-884213', 'Malay', 'Islam', 'Foreign National']) {
      expect(shown).not.toContain(secret);
    }
    // Amounts as a whole number or written with separators, never as part of a longer token:
    // the random e-mail addresses and row keys of this run are free to contain the same digits.
    for (const amount of ['4321', '8000', '3500']) {
      const written = `${amount.slice(0, 1)}[\\s,\u00a0\u2009]?${amount.slice(1)}`;
      expect(shown).not.toMatch(new RegExp(`(^|[^\\w.-])(R\\s?)?${written}(?:[.,]\\d{2})?(?![\\w@.-])`));
    }
  });

  it('answers the newest entries, and says when there are older ones', async () => {
    const applicant = await registerApplicant();
    const { applicationId } = await fillApplication(applicant);
    const whole = await timelineOf(applicationId);

    const newest = await timelineOf(applicationId, 3);

    expect(newest.has_older).toBe(true);
    // The whole timeline's first entry is now the view of it.
    expect(newest.entries).toEqual([expect.objectContaining({ what: 'Viewed this timeline' }), ...whole.entries.slice(0, 2)]);
    for (const limit of ['0', '501', 'ten', '2.5', '-1']) {
      await asStaff('get', `/api/gettimeline?application_id=${applicationId}&limit=${limit}`).expect(400, {
        error: 'Give limit as a whole number from 1 to 500, or leave it out for 50.',
      });
    }
    await asStaff('get', `/api/gettimeline?application_id=${applicationId}&limit=1&limit=2`).expect(400);
    await asStaff('get', '/api/gettimeline?application_id=99999999').expect(404, { error: 'Application not found.' });
  });
});

describe('[STAFF][TIMELINE]: only staff see it, and each look is in the access log', () => {
  it('records who looked, when, from where and at which application, and shows it next time', async () => {
    const applicant = await registerApplicant();
    const { applicationId } = await fillApplication(applicant);
    const before = Date.now();

    await timelineOf(applicationId);

    const [row, ...more] = await auditRows('view.timeline', applicationId);
    expect(more).toEqual([]);
    expect(row).toMatchObject({ actor: staff.user, actor_email: 'staff.test@bursary.local', target_type: 'application', details: { via: 'gettimeline' } });
    expect((await db()('audit_logs').where({ id: row.id }).first()).ip).toBe(STAFF_ADDRESS);
    expect(row.at.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const [newest] = (await timelineOf(applicationId)).entries;
    expect(read(newest)).toEqual(['staff', STAFF_NAME, 'Viewed this timeline', null, null]);
    expect(newest.kind).toBe('view');
  });

  it('refuses applicants, their own application too, and strangers, and records nothing for them', async () => {
    const applicant = await registerApplicant();
    const { applicationId } = await fillApplication(applicant);
    const path = `/api/gettimeline?application_id=${applicationId}`;

    await api().get(path).expect(401);
    await api().get(path).set(authorised(applicant)).expect(403, { error: 'This is for bursary staff only.' });
    await api().get(path).set('Authorization', 'Bearer not-a-token').expect(401);

    expect(await auditRows('view.timeline', applicationId)).toEqual([]);
  });
});
