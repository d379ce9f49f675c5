import type { Core } from '@strapi/strapi';
import { ACCEPT_DECLINE, type AcceptDecline } from '@bursary/domain/constants';
import { isEmail } from '@bursary/domain/recipients';
import { conflict, notFound } from '../../../utils/api-error';
import { getService } from '../../../utils/get-service';
import type { StaffActor, StaffIdentity } from '../../../utils/require-staff';
import type { LetterKind } from '../../letters/services/letters';
import type { Audience, Recipient } from './recipients';
import type { Failure, LetterRecipientCount, LetterRunReport } from '@bursary/domain/back-office-api';
import { NO_VALID_EMAIL } from './staff-emails';
import { interruptLetterRun, saveLetterRunProgress } from '../../../db/outreach';
import { letterRunFailures, letterRunMailCounts } from '../../../db/email-outbox';

const RUNS = 'api::outreach.letter-run';
const TEMPLATES = 'api::messaging.email-template';

// A page of applicants is read and their messages queued (in one transaction) before the next page
// is read: memory stays flat however many applicants there are.
const PAGE_SIZE = 100;
// A run still queuing whose progress has not moved for this long is taken to have died with its process.
const STALE_MS = 5 * 60_000;
// How often a request waiting for a run looks at its messages again: soon at first (a run of a few
// letters is sent in milliseconds, and its answer need not wait a quarter of a second), then less
// often, doubling up to POLL_MS.
const FIRST_POLL_MS = 20;
const POLL_MS = 250;
// How long a request waits for its run to finish before answering with the progress so far.
export const MAX_WAIT_SECONDS = 20;
// The answer lists this many failures; all are counted.
const LISTED_FAILURES = 100;

export type LetterAudience = 'accepted' | 'declined';

type LetterSet = { decision: AcceptDecline; templateKey: string; letters: LetterKind[]; success: string };

const LETTER_SETS: Record<LetterAudience, LetterSet> = {
  accepted: {
    decision: ACCEPT_DECLINE.ACCEPTED,
    templateKey: 'acceptance_letter',
    letters: ['congratulations', 'pledge', 'consent'],
    success: 'Acceptance letters are sent out to all accepted applicants',
  },
  declined: {
    decision: ACCEPT_DECLINE.DECLINED,
    templateKey: 'decline_letter',
    letters: ['decline'],
    success: 'Declined letters are sent out to all declined applicants',
  },
};

// The applicants of the cycle with the letters' decision who were (or were not yet) sent them successfully.
const audienceOf = (audience: LetterAudience, cycleYear: number, wasSent: boolean): Audience => ({
  cycleYear,
  decision: LETTER_SETS[audience].decision,
  letter: { templateKey: LETTER_SETS[audience].templateKey, wasSent },
});

type RunRow = {
  id: number;
  kind: LetterAudience;
  cycle_year: number;
  state: 'sending' | 'finished' | 'interrupted';
  total: number | null;
  sent: number | null;
  skipped: number | null;
  all_queued: boolean | number | null;
  failed_count: number | null;
  failures: Failure[] | string | null;
  heartbeat_at: string | Date;
};

const messageOf = (caught: unknown) => (caught instanceof Error && caught.message) || String(caught);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The acceptance letters (congratulations, pledge and the consent form to sign) or the decline letter, as PDFs attached to
// the cms template's e-mail, to every applicant of the cycle with that decision who has not yet
// been sent them (the e-mail log says who has, or has them on the way). A run queues one message
// per applicant in the e-mail outbox, a page at a time; workers send them (making the PDFs then) and
// try again while the relay refuses, so a run outlives the instance that started it. It is finished
// when none of its messages waits any more. One run per audience at a time, across every cms
// instance (the unique sending_kind): asking again while it runs joins it.
const bulkLetters = ({ strapi }: { strapi: Core.Strapi }) => {
  const findRun = (where: Record<string, unknown>): Promise<RunRow | null> => strapi.db.query(RUNS).findOne({ where });

  const failuresOf = (run: RunRow): Failure[] => (typeof run.failures === 'string' ? JSON.parse(run.failures) : run.failures) ?? [];

  const report = (run: RunRow): LetterRunReport => ({
    success: LETTER_SETS[run.kind].success,
    run_id: run.id,
    state: run.state,
    done: run.state !== 'sending',
    total: run.total ?? 0,
    sent: run.sent ?? 0,
    failed: failuresOf(run),
    failed_count: run.failed_count ?? 0,
    skipped: run.skipped ?? 0,
  });

  // Saves the progress while the run still holds its audience; false once another took it over.
  const saveProgress = (run: RunRow, progress: Record<string, unknown>) => saveLetterRunProgress(run.id, run.kind, progress);

  // The run as its messages stand now; the first to see none of them waiting writes it finished
  // (and the access log names the staff member who saw it finish).
  const refresh = async (run: RunRow, staff: StaffActor): Promise<RunRow> => {
    if (run.state !== 'sending') return run;
    const counts = await letterRunMailCounts(run.id);
    const failures = (await letterRunFailures(run.id, LISTED_FAILURES)).map((row) => ({ email: row.to, error: row.error ?? 'The e-mail could not be sent.' }));
    const progress = { sent: counts.sent, failed_count: counts.failed, failures: JSON.stringify(failures) };
    const isFinished = Boolean(run.all_queued) && counts.queued === 0;
    // A live run's report is counted from the outbox each time: nothing to write until it finishes
    // (queueAll keeps the heartbeat while it queues; a run with all queued needs none).
    if (!isFinished) return { ...run, ...progress, failures };
    if (await saveProgress(run, { ...progress, state: 'finished', sending_kind: null, finished_at: new Date() })) {
      await getService('audit.audit-log').record(staff, {
        action: `letters.${run.kind}.finished`,
        targetType: 'letter-run',
        targetId: run.id,
        after: { sent: counts.sent, failed: counts.failed, skipped: run.skipped ?? 0, total: run.total ?? 0 },
      });
    }
    return (await findRun({ id: run.id }))!;
  };

  // One message per applicant, queued with the run's id; an address that cannot take mail is
  // logged failed at once.
  const queueLetters = async (staff: StaffIdentity, run: RunRow, recipient: Recipient) => {
    const set = LETTER_SETS[run.kind];
    const mail = { to: recipient.email, applicationId: recipient.applicationId, sentByUserId: staff.userId, letterRunId: run.id };
    const mailer = getService('messaging.mailer');
    if (!isEmail(recipient.email)) return mailer.logUndeliverable({ ...mail, templateKey: set.templateKey, error: NO_VALID_EMAIL });
    await mailer.send(set.templateKey, {
      ...mail,
      values: { first_name: recipient.firstName, last_name: recipient.lastName },
      letters: { applicantId: recipient.applicantId, kinds: set.letters },
      delivery: 'queue',
    });
  };

  // A run sends to `total` applicants (not yet sent the letters) and skips those sent them before.
  const countLetters = async (audience: LetterAudience, cycleYear: number) => {
    const recipients = getService('outreach.recipients');
    return {
      total: await recipients.count(audienceOf(audience, cycleYear, false)),
      skipped: await recipients.count(audienceOf(audience, cycleYear, true)),
    };
  };

  const queueAll = async (staff: StaffIdentity, run: RunRow) => {
    const { total, skipped } = await countLetters(run.kind, run.cycle_year);
    if (!(await saveProgress(run, { skipped, total }))) return;
    for await (const page of getService('outreach.recipients').pages(audienceOf(run.kind, run.cycle_year, false), PAGE_SIZE)) {
      await strapi.db.transaction(async () => {
        for (const recipient of page) await queueLetters(staff, run, recipient);
      });
      if (!(await saveProgress(run, {}))) return;
    }
    await saveProgress(run, { all_queued: true });
  };

  // The running run for the audience, or a new one. A run whose messages are all queued is joined
  // while they wait; one left behind half-queued by a dead process is marked interrupted (what it
  // queued stays queued, so a new run carries on from there).
  const claim = async (staff: StaffActor, audience: LetterAudience, cycleYear: number): Promise<{ run: RunRow; isNew: boolean }> => {
    const active = await findRun({ sending_kind: audience });
    const isAlive = (run: RunRow) => Boolean(run.all_queued) || Date.now() - new Date(run.heartbeat_at).getTime() < STALE_MS;
    if (active && isAlive(active)) {
      const now = await refresh(active, staff);
      if (now.state === 'sending') return { run: now, isNew: false };
    } else if (active) await interruptLetterRun(active.id, audience);
    try {
      const run: RunRow = await strapi.db.query(RUNS).create({
        data: { kind: audience, cycle_year: cycleYear, state: 'sending', sending_kind: audience, sent: 0, failed_count: 0, failures: [], all_queued: false, heartbeat_at: new Date() },
      });
      return { run, isNew: true };
    } catch (error) {
      // Another request started one at the same moment (the unique sending_kind): join it.
      const winner = await findRun({ sending_kind: audience });
      if (winner) return { run: winner, isNew: false };
      throw error;
    }
  };

  // The run's report once it is finished, or after `waitSeconds`, whichever is first.
  const reportWithin = async (staff: StaffActor, runId: number, waitSeconds: number) => {
    const deadline = Date.now() + waitSeconds * 1000;
    for (let pause = FIRST_POLL_MS; ; pause = Math.min(pause * 2, POLL_MS)) {
      const run = await refresh((await findRun({ id: runId }))!, staff);
      if (run.state !== 'sending' || Date.now() >= deadline) return report(run);
      await sleep(Math.min(pause, Math.max(0, deadline - Date.now())));
    }
  };

  return {
    // Starts a run (or joins the one already sending) and waits up to `waitSeconds` for it to
    // finish; the answer says whether it has.
    async sendAll(staff: StaffActor, audience: LetterAudience, waitSeconds: number): Promise<LetterRunReport> {
      const set = LETTER_SETS[audience];
      const template = await strapi.db.query(TEMPLATES).findOne({ where: { key: set.templateKey }, select: ['id'] });
      if (!template) throw conflict(`The e-mail template "${set.templateKey}" does not exist. Add it under E-mail templates in the cms.`);
      const { cycle_year: cycleYear } = await getService('portal.portal-content').settings();
      if ((await getService('outreach.recipients').count({ cycleYear, decision: set.decision })) === 0) {
        throw notFound(`There are no ${audience} applicants for ${cycleYear}.`);
      }

      const { run, isNew } = await claim(staff, audience, cycleYear);
      if (isNew) {
        await getService('audit.audit-log').record(staff, {
          action: `letters.${audience}.send_all`,
          targetType: 'letter-run',
          targetId: run.id,
          details: { cycle_year: cycleYear, template_key: set.templateKey, letters: set.letters },
        });
        // Queuing is quick (no PDF is made, nothing is sent); the request need not wait for it.
        void queueAll(staff, run).catch(async (caught) => {
          strapi.log.error(`Queuing the ${audience} letters (run ${run.id}) stopped: ${messageOf(caught)}`);
          await interruptLetterRun(run.id, audience).catch(() => undefined);
        });
      }
      return waitSeconds > 0 ? reportWithin(staff, run.id, waitSeconds) : report(run);
    },

    // How many applicants a run started now would send the letters to, and skip; sends nothing.
    async count(audience: LetterAudience): Promise<LetterRecipientCount> {
      const { cycle_year: cycleYear } = await getService('portal.portal-content').settings();
      const { total, skipped } = await countLetters(audience, cycleYear);
      return { count: total, skipped, cycle_year: cycleYear };
    },

    async progress(staff: StaffActor, audience: LetterAudience, runId: number): Promise<LetterRunReport> {
      const run = await findRun({ id: runId, kind: audience });
      if (!run) throw notFound('This letter run does not exist.');
      return report(await refresh(run, staff));
    },
  };
};

export type BulkLettersService = ReturnType<typeof bulkLetters>;
export default bulkLetters;
