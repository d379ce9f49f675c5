import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { api, signIn } from '../support/api';
import { authorised } from '../support/applicants';
import { db } from '../support/database';
import { documentRows, isStored } from '../support/files';
import { university } from '../../../packages/test-kit/src/step-bodies';
import { submittedApplication, type SubmittedApplication } from '../support/submitted-applications';
import { decide } from '../support/applications';
import { UNDELIVERABLE_DOMAIN } from '../support/mailbox';

// `npm run retention -- --older-than <years>`: applications older than that are de-identified and
// their files deleted; what the statistics need stays; newer applications are untouched.

const ROOT = path.resolve(__dirname, '../../..');
const run = promisify(execFile);
const OLD_YEAR = 1995;
// 1995 is before this year minus 25, and the suite's other applications are all far newer.
const YEARS = String(new Date().getFullYear() - 2000);

// The e-mail log's rows about an application: a failed one keeps its text (to be sent again) until retention.
const emailTexts = (applicationId: number) =>
  db()('email_logs as e')
    .join('email_logs_application_lnk as l', 'l.email_log_id', 'e.id')
    .where('l.application_id', applicationId)
    .where('e.delivery_status', 'failed')
    .select('e.body', 'e.letters');

const retention = (...args: string[]) => run(process.execPath, [path.join(ROOT, 'scripts', 'retention.mjs'), ...args], { env: process.env });

// An application moved back to an old cycle (as a legacy import would hold it).
const makeOld = async ({ applicationId, applicant }: SubmittedApplication) => {
  await db()('applications').where({ id: applicationId }).update({ application_year: OLD_YEAR, applicant_year_key: `${applicant.applicantId}:${OLD_YEAR}` });
};

describe('npm run retention', () => {
  let old: SubmittedApplication;
  let returning: SubmittedApplication;
  let returningNow: number;
  let current: SubmittedApplication;
  let currentBefore: Record<string, unknown>;
  let oldFiles: string[];
  const storedCount = async (keys: string[]) => (await Promise.all(keys.map(isStored))).filter(Boolean).length;

  beforeAll(async () => {
    const staff = await signIn();
    old = await submittedApplication({ first_name: 'Retained', last_name: 'Longago' });
    await decide(old.applicationId, 1, { staff });
    await api().post('/api/addcomment').set(authorised(staff)).send({ application_id: old.applicationId, comment: 'Lives with her grandmother' }).expect(200);
    const reason = (words: string) => ({ score: 4, reason: words });
    await api()
      .post('/api/submitscores')
      .set(authorised(staff))
      .send({
        application_id: old.applicationId,
        scores: {
          financial_need: reason('Her grandmother is her only support'),
          academic_merit: reason('Top of her class'),
          community_involvement: reason('Runs a reading club'),
          motivation: reason('Wants to be a nurse'),
        },
      })
      .expect(200);
    await api()
      .post('/api/senddocumentsrequest')
      .set(authorised(staff))
      .send({ to: `longago@${UNDELIVERABLE_DOMAIN}`, cc: '', field: [5], applicant_id: old.applicant.applicantId, body: 'Send your ID, Retained.' })
      .expect(502);
    await makeOld(old);
    returning = await submittedApplication({ first_name: 'Returning', last_name: 'Student' });
    await makeOld(returning);
    const { body } = await api().post('/api/addapplication').set(authorised(returning.applicant)).send(university()).expect(201);
    returningNow = body.application_id;
    current = await submittedApplication({ first_name: 'Current', last_name: 'Cycle' });
    currentBefore = await db()('applications').where({ id: current.applicationId }).first();
    oldFiles = (await documentRows(old.applicationId)).map((row) => row.storage_key);
    expect(oldFiles.length).toBeGreaterThan(0);
    expect(await storedCount(oldFiles)).toBe(oldFiles.length);
  }, 120_000);

  it('only says what it would do without --yes', async () => {
    const { stdout } = await retention('--older-than', YEARS);
    expect(stdout).toMatch(/^Would de-identify \d+ applications from before \d{4} and \d+ applicants, and delete their files\. Run again with --yes/);
    expect(await db()('applicants').where({ id: old.applicant.applicantId }).first('first_name')).toEqual({ first_name: 'Retained' });
    expect(await storedCount(oldFiles)).toBe(oldFiles.length);
    expect((await emailTexts(old.applicationId)).map((row) => row.body)).toEqual([expect.stringContaining('Send your ID, Retained.')]);
  });

  it('de-identifies old applications and their applicants, deletes their files, and keeps what the statistics need', async () => {
    const before = await db()('applications').where({ id: old.applicationId }).first('university', 'course', 'total_income', 'accept_decline', 'application_year');
    const { stdout } = await retention('--older-than', YEARS, '--yes');
    expect(stdout).toMatch(/^De-identified \d+ applications from before \d{4} and \d+ applicants; deleted \d+ files\./);

    const applicant = await db()('applicants').where({ id: old.applicant.applicantId }).first();
    expect(applicant).toMatchObject({ first_name: 'Removed', last_name: 'Removed', email: `removed-${old.applicant.applicantId}@deidentified.invalid`, id_number: null, id_number_key: null, race: null, religion: null, cell_phone: null, address: null });
    expect(await db()('applications').where({ id: old.applicationId }).first('university', 'course', 'total_income', 'accept_decline', 'application_year')).toEqual(before);
    expect(await db()('applications').where({ id: old.applicationId }).first('tell_us', 'student_number')).toEqual({ tell_us: null, student_number: null });
    expect(await documentRows(old.applicationId)).toEqual([]);
    expect(await storedCount(oldFiles)).toBe(0);
    const comments = await db()('application_comments as c')
      .join('application_comments_application_lnk as l', 'l.comment_id', 'c.id')
      .where('l.application_id', old.applicationId)
      .pluck('c.comment');
    expect(comments).toEqual(['Removed']);
    expect(await emailTexts(old.applicationId)).toEqual([{ body: null, letters: null }]);
    const [review] = await db()('score_reviews as r')
      .join('score_reviews_application_lnk as l', 'l.score_review_id', 'r.id')
      .where('l.application_id', old.applicationId)
      .pluck('r.scores');
    const scores = typeof review === 'string' ? JSON.parse(review) : review;
    expect(Object.values(scores)).toEqual(Array(4).fill({ score: 4, reason: 'Removed' }));

    // The old account can no longer sign in, and the run is in the access log.
    await api().post('/api/login').send({ email: old.applicant.email, password: old.applicant.password }).expect(401);
    const run = await db()('audit_logs').where({ action: 'retention.deidentify' }).orderBy('id', 'desc').first('details');
    expect(typeof run.details === 'string' ? JSON.parse(run.details) : run.details).toMatchObject({ before_year: new Date().getFullYear() - Number(YEARS) });
  });

  it('keeps the identity of an applicant with a newer application, and every newer application whole', async () => {
    const applicant = await db()('applicants').where({ id: returning.applicant.applicantId }).first('first_name', 'email');
    expect(applicant).toEqual({ first_name: 'Returning', email: returning.applicant.email });
    expect(await db()('applications').where({ id: returning.applicationId }).first('tell_us')).toEqual({ tell_us: null });
    expect(await db()('applications').where({ id: returningNow }).first('university')).toEqual({ university: university().university });
    await api().post('/api/login').send({ email: returning.applicant.email, password: returning.applicant.password }).expect(200);
    expect(await db()('applications').where({ id: current.applicationId }).first()).toEqual(currentBefore);
    expect((await documentRows(current.applicationId)).length).toBe(4);
  });
});
