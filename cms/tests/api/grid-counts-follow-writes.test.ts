import crypto from 'node:crypto';
import { api, signIn } from '../support/api';
import { authorised } from '../support/applicants';
import { decide } from '../support/applications';
import { killCms, startCms } from '../support/cms-process';
import { db } from '../support/database';
import { testEnv } from '../support/test-env';
import { uploadRequested } from '../support/document-uploads';
import { samplePdf } from '../support/files';
import { income } from '../../../packages/test-kit/src/step-bodies';
import { newReviewer, type TestReviewer } from '../support/reviewers';
import { submittedApplication, type SubmittedApplication } from '../support/submitted-applications';

// The cms keeps the grid's summary counts between requests until something they count is written
// (src/db/kept-reads.ts), on SQLite and PostgreSQL. Whatever changes a count, by any route or from
// outside the cms, shows in the next answer; a student saving a step changes none.

// Letters only, so that a name search for it finds this file's applicants and nobody else's.
const TAG = `K${[...crypto.randomBytes(6)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;
const YEAR = 2025;
const isPostgres = process.env.DATABASE_CLIENT === 'postgres';

type Token = { token: string };
type Counts = Record<string, number>;

const countsOf = async (as: Token, filters: Record<string, unknown> = {}): Promise<Counts> => {
  const { body } = await api()
    .post('/api/searchapplication')
    .set(authorised(as))
    .send({ application_year: YEAR, page: 1, page_size: 1, ...filters })
    .expect(200);
  return body.counts;
};

// The counts of this file's applicants, asked twice (the second answer may be the kept one): both the same.
const taggedCounts = async (as: Token) => {
  const first = await countsOf(as, { search: TAG });
  expect(await countsOf(as, { search: TAG })).toEqual(first);
  return first;
};

const changed = (before: Counts, after: Counts) =>
  Object.fromEntries(Object.keys(after).filter((key) => after[key] !== before[key]).map((key) => [key, after[key] - before[key]]));

describe('[STAFF][SEARCH]: the grid counts follow every write that changes them', () => {
  let staff: Token;
  let started: SubmittedApplication;
  let submitted: SubmittedApplication;
  let counts: Counts;
  let yearCounts: Counts;

  // Runs a change and answers what it changed in this file's counts, checking that the year's
  // counts (no search) changed by as much, or (yearChange) by that.
  const afterChange = async (change: () => Promise<unknown>, yearChange?: Counts) => {
    await change();
    const [tagged, year] = [await taggedCounts(staff), await countsOf(staff)];
    const difference = changed(counts, tagged);
    expect(changed(yearCounts, year)).toEqual(yearChange ?? difference);
    counts = tagged;
    yearCounts = year;
    return difference;
  };

  beforeAll(async () => {
    staff = await signIn();
    started = await submittedApplication({ first_name: 'Thabo', last_name: `${TAG}-Started` }, {}, { submit: false });
    submitted = await submittedApplication({ first_name: 'Naledi', last_name: `${TAG}-Submitted` });
    counts = await taggedCounts(staff);
    yearCounts = await countsOf(staff);
  });

  it('counts what was arranged', () => {
    expect(counts).toEqual({ all: 1, pending: 1, declined: 0, approved: 0, requested_docs_submitted: 0, documents_completed: 0, paid: 0, in_progress: 1, withdrawn: 0 });
  });

  it('a step save changes no count', async () => {
    expect(
      await afterChange(() =>
        api()
          .post('/api/updateapplication')
          .set(authorised(started.applicant))
          .send({ ...income(), application_id: started.applicationId })
          .expect(200),
      ),
    ).toEqual({});
  });

  it('a decision, a payment, documents completed and the requested documents each move their count', async () => {
    expect(await afterChange(() => decide(submitted.applicationId, 1, { staff }))).toEqual({ pending: -1, approved: 1 });
    expect(
      await afterChange(() =>
        api()
          .post('/api/addpaymet')
          .set(authorised(staff))
          .send({ application_id: submitted.applicationId, bank: 'FNB', account_no: '62001234567', branch_code: '250655', in_respect_of: 'Education', amount_approved: 12000, payment_date: '2025-03-02' })
          .expect(200),
      ),
    ).toEqual({ paid: 1 });
    expect(
      await afterChange(() =>
        api()
          .post('/api/sendocscompleted')
          .set(authorised(staff))
          .send({ applicant_id: submitted.applicant.applicantId, application_id: submitted.applicationId, status: 0 })
          .expect(200),
      ),
    ).toEqual({ documents_completed: 1 });
    expect(
      await afterChange(() =>
        uploadRequested(submitted.applicationId, [
          ['registration', samplePdf(), 'registration.pdf', 'application/pdf'],
          ['fees_statement', samplePdf(), 'fees.pdf', 'application/pdf'],
          ['consent_form', samplePdf(), 'consent.pdf', 'application/pdf'],
        ]),
      ),
    ).toEqual({ requested_docs_submitted: 1 });
  });

  it('a new application, a submission and a withdrawal move the status counts', async () => {
    let another: SubmittedApplication | undefined;
    expect(
      await afterChange(async () => {
        another = await submittedApplication({ first_name: 'Lerato', last_name: `${TAG}-Another` }, {}, { submit: false });
      }),
    ).toEqual({ in_progress: 1 });
    expect(
      await afterChange(() => api().post('/api/withdrawapplication').set(authorised(another!.applicant)).send({ application_id: another!.applicationId }).expect(200)),
    ).toEqual({ in_progress: -1, withdrawn: 1 });
    expect(
      await afterChange(async () => {
        await submittedApplication({ first_name: 'Sipho', last_name: `${TAG}-Late` });
      }),
    ).toEqual({ all: 1, pending: 1 });
  });

  it('a change another process commits to the database shows in the next answer', async () => {
    // As `npm run retention` or a restore would: not through this cms.
    expect(await afterChange(() => db()('applications').where({ id: submitted.applicationId }).update({ accept_decline: 0 }))).toEqual({
      approved: -1,
      declined: 1,
      paid: -1,
    });
    // Renamed out of the name search: this file's counts lose it, the year's keep it.
    expect(await afterChange(() => db()('applicants').where({ id: submitted.applicant.applicantId }).update({ last_name: 'Renamed' }), {})).toEqual({
      all: -1,
      declined: -1,
      documents_completed: -1,
      requested_docs_submitted: -1,
    });
  });

  describe('for a reviewer', () => {
    let reviewer: TestReviewer;
    let other: TestReviewer;

    beforeAll(async () => {
      reviewer = await newReviewer(staff, 'Ayesha', `${TAG}-Reviewer`);
      other = await newReviewer(staff, 'Bongani', `${TAG}-Other`);
    });

    it("an application assigned to another reviewer leaves this reviewer's counts, and comes back when unassigned", async () => {
      const before = await taggedCounts(reviewer);
      const assignment = { application_id: await lateApplicationId(), reviewer_id: other.user };
      await api().post('/api/assignreviewer').set(authorised(staff)).send(assignment).expect(200);
      expect(changed(before, await taggedCounts(reviewer))).toEqual({ all: -1, pending: -1 });
      await api().post('/api/unassignreviewer').set(authorised(staff)).send(assignment).expect(200);
      expect(await taggedCounts(reviewer)).toEqual(before);
    });
  });

  // On PostgreSQL other instances and processes hear of each other's writes through notices from
  // the tables' triggers (src/db/write-notices.ts). A write made with the triggers off (as a logical
  // replica applies changes: session_replication_role = replica) sends none, which shows what is kept.
  (isPostgres ? describe : describe.skip)('on PostgreSQL', () => {
    let kept: SubmittedApplication;
    const decideUnheard = (acceptDecline: number) =>
      db().transaction(async (trx) => {
        await trx.raw('set local session_replication_role = replica');
        await trx('applications').where({ id: kept.applicationId }).update({ accept_decline: acceptDecline });
      });
    const listenerEnded = () =>
      db().raw("select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'bursary-cms write notices' and datname = current_database()");

    beforeAll(async () => {
      kept = await submittedApplication({ first_name: 'Lerato', last_name: `${TAG}-Kept` });
    });

    it('keeps the counts between calls: a write that sends no notice does not show, one that does shows at once', async () => {
      const before = await taggedCounts(staff);
      await decideUnheard(1);
      expect(await taggedCounts(staff)).toEqual(before);
      await db()('applications').where({ id: kept.applicationId }).update({ accept_decline: 1 });
      expect(changed(before, await taggedCounts(staff))).toEqual({ pending: -1, approved: 1 });
    });

    it('keeps nothing while it cannot hear the notices, and keeps again once it listens again', async () => {
      const before = await taggedCounts(staff);
      await listenerEnded();
      await decideUnheard(2);
      expect(changed(before, await taggedCounts(staff))).toEqual({ pending: 1, approved: -1 });
      // Listening again within seconds: a write that sends no notice is then unseen again.
      let isKeptAgain = false;
      for (let attempt = 0; attempt < 40 && !isKeptAgain; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        const current = await taggedCounts(staff);
        const { accept_decline: decision } = await db()('applications').where({ id: kept.applicationId }).first('accept_decline');
        await decideUnheard(Number(decision) === 1 ? 2 : 1);
        isKeptAgain = JSON.stringify(await taggedCounts(staff)) === JSON.stringify(current);
      }
      expect(isKeptAgain).toBe(true);
    });

    it('a start replaces only the triggers that are not as the kept reads need them', async () => {
      const triggers = async () =>
        new Map(
          (
            await db().raw(
              "select c.relname || '.' || t.tgname as trigger, t.oid from pg_trigger t join pg_class c on c.oid = t.tgrelid where t.tgname like 'kept_reads_%'",
            )
          ).rows.map((row: { trigger: string; oid: number }) => [row.trigger, Number(row.oid)]),
        );
      const before = await triggers();
      expect(before.has('applications.kept_reads_update')).toBe(true);
      // As an older version would have left it.
      await db().raw("comment on trigger kept_reads_update on applications is 'made for other reads'");

      const another = await startCms(testEnv(), 120_000);
      try {
        const after = await triggers();
        expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
        expect([...after].filter(([trigger, oid]) => before.get(trigger) !== oid).map(([trigger]) => trigger).sort()).toEqual([
          'applications.kept_reads_rows',
          'applications.kept_reads_update',
        ]);
      } finally {
        await killCms(another);
      }
      // And the counts still follow a write committed elsewhere.
      const counts = await taggedCounts(staff);
      await db()('applications').where({ id: kept.applicationId }).update({ accept_decline: 0 });
      expect(await taggedCounts(staff)).not.toEqual(counts);
    }, 150_000);
  });
});

// The one submitted, pending application of this file still under its tag: Sipho's.
const lateApplicationId = async () =>
  Number(
    (
      await db()('applications as a')
        .join('applications_applicant_lnk as l', 'l.application_id', 'a.id')
        .join('applicants as p', 'p.id', 'l.applicant_id')
        .where('p.last_name', `${TAG}-Late`)
        .first('a.id')
    ).id,
  );
