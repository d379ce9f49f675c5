import type { Core } from '@strapi/strapi';
import { ACCEPT_DECLINE, type AcceptDecline } from '@bursary/domain/constants';
import { isEmail } from '@bursary/domain/recipients';
import { conflict, notFound } from '../../../utils/api-error';
import { getService } from '../../../utils/get-service';
import type { StaffActor, StaffIdentity } from '../../../utils/require-staff';
import type { LetterKind } from '../../letters/services/letters';
import type { MailAttachment } from '../../messaging/services/mailer';
import { inPool } from '../utils/in-pool';
import type { Audience, Recipient } from './recipients';
import type { Failure, LetterRecipientCount, LetterRunReport } from '@bursary/domain/back-office-api';
import { NO_VALID_EMAIL } from './staff-emails';
import { interruptLetterRun, saveLetterRunProgress } from '../../../db/outreach';

const RUNS = 'api::outreach.letter-run';
const TEMPLATES = 'api::messaging.email-template';

// A page of applicants is read, their letters made and sent, and the run's progress saved, before
// the next page is read: memory stays flat however many applicants there are. Sending is bound by
// the SMTP relay, so as many go at once as its pool has connections (nodemailer's default, 5).
const PAGE_SIZE = 20;
const CONCURRENCY = 5;
// A run whose progress has not moved for this long is taken to have died with its process.
const STALE_MS = 5 * 60_000;
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
  failed_count: number | null;
  failures: Failure[] | null;
  heartbeat_at: string | Date;
};


const messageOf = (caught: unknown) => (caught instanceof Error && caught.message) || String(caught);

const sleep = (ms: number) => {
  let timer: NodeJS.Timeout | undefined;
  const promise = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  return { promise, cancel: () => clearTimeout(timer) };
};

// The acceptance letters (congratulations, pledge and the consent form to sign) or the decline letter, as PDFs attached to
// the cms template's e-mail, to every applicant of the cycle with that decision who has not yet
// been sent them successfully (the e-mail log says who has). One run per audience at a time, across
// every cms instance (the unique sending_kind): asking again while it runs joins it.
const bulkLetters = ({ strapi }: { strapi: Core.Strapi }) => {
  const running = new Map<number, Promise<void>>();

  const findRun = (where: Record<string, unknown>): Promise<RunRow | null> => strapi.db.query(RUNS).findOne({ where });

  const report = (run: RunRow): LetterRunReport => ({
    success: LETTER_SETS[run.kind].success,
    run_id: run.id,
    state: run.state,
    done: run.state !== 'sending',
    total: run.total ?? 0,
    sent: run.sent ?? 0,
    failed: run.failures ?? [],
    failed_count: run.failed_count ?? 0,
    skipped: run.skipped ?? 0,
  });

  // Saves the progress while the run still holds its audience; false once another took it over.
  const saveProgress = (run: RunRow, progress: Record<string, unknown>) => saveLetterRunProgress(run.id, run.kind, progress);

  const lettersFor = async (set: LetterSet, recipient: Recipient): Promise<MailAttachment[]> => {
    const attachments: MailAttachment[] = [];
    for (const kind of set.letters) {
      const { filename, pdf } = await getService('letters.letters').build(kind, recipient.applicantId, 'staff');
      attachments.push({ filename, content: pdf, contentType: 'application/pdf' });
    }
    return attachments;
  };

  const sendLetters = async (set: LetterSet, recipient: Recipient, staff: StaffIdentity): Promise<Failure | null> => {
    if (!isEmail(recipient.email)) return { email: recipient.email, error: NO_VALID_EMAIL };
    let attachments: MailAttachment[];
    try {
      attachments = await lettersFor(set, recipient);
    } catch (caught) {
      return { email: recipient.email, error: messageOf(caught) };
    }
    const result = await getService('messaging.mailer').send(set.templateKey, {
      to: recipient.email,
      values: { first_name: recipient.firstName, last_name: recipient.lastName },
      applicationId: recipient.applicationId,
      sentByUserId: staff.userId,
      attachments,
    });
    return result.ok ? null : { email: recipient.email, error: result.error ?? 'The e-mail could not be sent.' };
  };

  // A run sends to `total` applicants (not yet sent the letters) and skips those sent them before.
  const countLetters = async (audience: LetterAudience, cycleYear: number) => {
    const recipients = getService('outreach.recipients');
    return {
      total: await recipients.count(audienceOf(audience, cycleYear, false)),
      skipped: await recipients.count(audienceOf(audience, cycleYear, true)),
    };
  };

  const work = async (staff: StaffActor, run: RunRow) => {
    const set = LETTER_SETS[run.kind];
    const { total, skipped } = await countLetters(run.kind, run.cycle_year);
    if (!(await saveProgress(run, { skipped, total }))) return;

    let sent = 0;
    const failures: Failure[] = [];
    let failedCount = 0;
    for await (const page of getService('outreach.recipients').pages(audienceOf(run.kind, run.cycle_year, false), PAGE_SIZE)) {
      const outcomes = await inPool(page, CONCURRENCY, (recipient) => sendLetters(set, recipient, staff));
      for (const failure of outcomes) {
        if (!failure) {
          sent += 1;
          continue;
        }
        failedCount += 1;
        if (failures.length < LISTED_FAILURES) failures.push(failure);
      }
      const progress = { sent, failed_count: failedCount, failures: JSON.stringify(failures) };
      if (!(await saveProgress(run, progress))) return;
    }
    await saveProgress(run, { state: 'finished', sending_kind: null, finished_at: new Date() });
    await getService('audit.audit-log').record(staff, {
      action: `letters.${run.kind}.finished`,
      targetType: 'letter-run',
      targetId: run.id,
      after: { sent, failed: failedCount, skipped, total },
    });
  };

  // The running run for the audience, or a new one; a run left behind by a dead process is
  // marked interrupted (what it sent is in the e-mail log, so a new run carries on from there).
  const claim = async (audience: LetterAudience, cycleYear: number): Promise<{ run: RunRow; isNew: boolean }> => {
    const active = await findRun({ sending_kind: audience });
    if (active && Date.now() - new Date(active.heartbeat_at).getTime() < STALE_MS) return { run: active, isNew: false };
    if (active) await interruptLetterRun(active.id, audience);
    try {
      const run: RunRow = await strapi.db.query(RUNS).create({
        data: { kind: audience, cycle_year: cycleYear, state: 'sending', sending_kind: audience, sent: 0, failed_count: 0, failures: [], heartbeat_at: new Date() },
      });
      return { run, isNew: true };
    } catch (error) {
      // Another request started one at the same moment (the unique sending_kind): join it.
      const winner = await findRun({ sending_kind: audience });
      if (winner) return { run: winner, isNew: false };
      throw error;
    }
  };

  return {
    // Starts sending (or joins the run already sending) and waits up to `waitSeconds` for it to
    // finish; the answer says whether it has. A run another instance is sending is answered at once.
    async sendAll(staff: StaffActor, audience: LetterAudience, waitSeconds: number): Promise<LetterRunReport> {
      const set = LETTER_SETS[audience];
      const template = await strapi.db.query(TEMPLATES).findOne({ where: { key: set.templateKey }, select: ['id'] });
      if (!template) throw conflict(`The e-mail template "${set.templateKey}" does not exist. Add it under E-mail templates in the cms.`);
      const { cycle_year: cycleYear } = await getService('portal.portal-content').settings();
      if ((await getService('outreach.recipients').count({ cycleYear, decision: set.decision })) === 0) {
        throw notFound(`There are no ${audience} applicants for ${cycleYear}.`);
      }

      const { run, isNew } = await claim(audience, cycleYear);
      if (isNew) {
        await getService('audit.audit-log').record(staff, {
          action: `letters.${audience}.send_all`,
          targetType: 'letter-run',
          targetId: run.id,
          details: { cycle_year: cycleYear, template_key: set.templateKey, letters: set.letters },
        });
        const job = work(staff, run)
          .catch(async (caught) => {
            strapi.log.error(`Sending the ${audience} letters (run ${run.id}) stopped: ${messageOf(caught)}`);
            await saveProgress(run, { state: 'interrupted', sending_kind: null, finished_at: new Date() }).catch(() => undefined);
          })
          .finally(() => running.delete(run.id));
        running.set(run.id, job);
      }

      const job = running.get(run.id);
      if (job && waitSeconds > 0) {
        const timeout = sleep(waitSeconds * 1000);
        await Promise.race([job, timeout.promise]);
        timeout.cancel();
      }
      return report((await findRun({ id: run.id }))!);
    },

    // How many applicants a run started now would send the letters to, and skip; sends nothing.
    async count(audience: LetterAudience): Promise<LetterRecipientCount> {
      const { cycle_year: cycleYear } = await getService('portal.portal-content').settings();
      const { total, skipped } = await countLetters(audience, cycleYear);
      return { count: total, skipped, cycle_year: cycleYear };
    },

    async progress(audience: LetterAudience, runId: number): Promise<LetterRunReport> {
      const run = await findRun({ id: runId, kind: audience });
      if (!run) throw notFound('This letter run does not exist.');
      return report(run);
    },
  };
};

export type BulkLettersService = ReturnType<typeof bulkLetters>;
export default bulkLetters;
