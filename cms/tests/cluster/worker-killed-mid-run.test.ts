import crypto from 'node:crypto';
import fs from 'node:fs';
import { startCluster, type Cluster } from '../support/cluster';
import { mailsTo, receivedMails, startMailbox, type Holding } from '../support/mailbox';
import { hasNginx, MISSING_NGINX } from '../support/nginx';
import { TEST_STAFF } from '../support/test-env';
import { applicantJourney, inParallel } from './journeys';
import { recordedCalls, type RecordedCalls } from './recorded-calls';

// Issue 19, item 3: the job worker (`npm run worker`) killed (SIGKILL) in the middle of a bulk
// letter run, then started again: every declined applicant has exactly one decline letter, none
// twice, none missing. The crash point is fixed: the worker's relay (an SMTP server of this test's
// own) holds each message's answer a while; once about a third of the letters are accepted it holds
// every answer, and the worker is killed when each accepted letter is marked sent, waiting on the
// answers to those it holds (the worker sends several at a time: JOB_CONCURRENCY). The relay
// discards the held ones, never accepted. While no worker runs, the web instances still take work
// and acknowledge it; it waits in the outbox.

const INSTANCES = 2;
const LETTERS = Number(process.env.CLUSTER_LETTERS || 30);
const PARALLEL = 10;
// How long the relay holds each answer: long enough to kill the worker in the middle of one.
const ACCEPT_DELAY_MS = 200;
const CONFIRMATION_SUBJECT = /application for \d+ has been received/;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const until = async <T>(what: string, timeoutMs: number, check: () => Promise<T | null | undefined> | T | null | undefined): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await check();
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await sleep(100);
  }
};

(hasNginx() ? describe : describe.skip)(hasNginx() ? '[DEPLOY][CLUSTER]: the job worker killed in the middle of a bulk letter run' : `[DEPLOY][CLUSTER]: skipped: ${MISSING_NGINX}`, () => {
  let cluster: Cluster;
  let relay: Awaited<ReturnType<typeof startMailbox>>;
  // Set once the run is under way: kills the worker as the relay holds a message.
  let onHolding: ((holding: Holding) => void) | null = null;

  beforeAll(async () => {
    const started = Date.now();
    relay = await startMailbox({ acceptDelayMs: ACCEPT_DELAY_MS, onHolding: (holding) => onHolding?.(holding) });
    // The production shape: web instances that take no jobs and one worker of its own, on the slow relay.
    cluster = await startCluster({ instances: INSTANCES, instanceEnv: { WORKERS: 'false' }, worker: { SMTP_PORT: String(relay.port) } });
    console.log(`Cluster: ${INSTANCES} web instances (WORKERS=false) and a worker, nginx and DNS up in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }, 300_000);

  afterAll(async () => {
    await cluster?.stop();
    await relay?.close();
    if (relay) fs.rmSync(relay.dir, { recursive: true, force: true });
  }, 60_000);

  const sentInRun = (runId: number) =>
    cluster.withDatabase(async (db) => Number((await db('email_logs').where({ letter_run_id: runId, delivery_status: 'sent' }).count({ count: '*' }).first())!.count));
  const queuedMails = () => cluster.withDatabase(async (db) => Number((await db('email_logs').where({ delivery_status: 'queued' }).count({ count: '*' }).first())!.count));
  const runProgress = async (staff: RecordedCalls, token: string, runId: number) => {
    const { call, answer } = await staff.send('letter run', 'GET', `/api/sendalldeclined?run_id=${runId}`, token);
    return { status: call.status, report: answer as { done: boolean; sent: number; total: number; failed_count: number; state: string } };
  };

  it(`sends ${LETTERS} decline letters exactly once each though the worker is killed (SIGKILL) holding some, and restarted; web instances take work while it is down`, async () => {
    const applicants = recordedCalls(cluster.applicantUrl);
    const staff = recordedCalls(cluster.adminUrl);
    const runTag = crypto.randomBytes(3).toString('hex');
    const { cycle_year: cycleYear } = ((await (await fetch(`${cluster.applicantUrl}/api/portal-content`)).json()) as { settings: { cycle_year: number } }).settings;
    const letterSubject = `Outcome of your ${cycleYear} Zakah Bursary application`;
    const lettersTo = (email: string) => mailsTo(email, relay.dir).filter((mail) => mail.subject === letterSubject);

    // Applicants of its own, through nginx; their confirmations go (through the worker) first.
    const journeys = await inParallel(LETTERS, PARALLEL, (index) => applicantJourney(applicants, index, runTag));
    expect(journeys.filter((done) => !done.submitted).map((done) => `${done.email}: ${done.stopped}`)).toEqual([]);
    await until('the confirmations sent', 60_000, async () => (await queuedMails()) === 0);

    const { token } = await staff.expectSuccess('staff sign in', 'POST', '/api/login', null, { json: TEST_STAFF });
    const ids = journeys.map((done) => done.applicationId!);
    const decided = await staff.expectSuccess('staff decline', 'POST', '/api/addstatuses', token, { json: { application_ids: ids, status_id: 0, note: 'Not this year.' } });
    expect(decided.decided).toEqual(ids);

    // The kill: once a third of the letters are accepted the relay holds every answer; once the
    // worker has marked each accepted letter sent, it is killed waiting on those held.
    const acceptedBefore = receivedMails(relay.dir).length;
    let holdingAll = false;
    onHolding = ({ accepted }) => {
      if (holdingAll || accepted - acceptedBefore < Math.round(LETTERS / 3)) return;
      holdingAll = true;
      relay.holdAll();
    };
    const started = Date.now();
    const first = await staff.expectSuccess('letters', 'GET', '/api/sendalldeclined?wait=0', token);
    const runId = first.run_id as number;
    await until('a third of the letters accepted', 120_000, () => holdingAll);
    const letterCountAtKill = receivedMails(relay.dir).length - acceptedBefore;
    await until('the accepted letters marked sent', 30_000, async () => (await sentInRun(runId)) === letterCountAtKill);
    const killedAt = Date.now();
    await cluster.killWorker();
    // The relay sees the worker's connections close and discards what it held on them.
    await until('the held letters discarded', 10_000, () => relay.holding().length === 0);
    const heldFor = relay.discarded();
    expect(heldFor.length).toBeGreaterThanOrEqual(1);
    for (const recipient of heldFor) expect(lettersTo(recipient)).toEqual([]);

    // No worker: the web instances answer; what they acknowledge waits, queued, and nothing is sent.
    const dead = await applicantJourney(applicants, LETTERS, runTag);
    expect(dead.stopped).toBeNull();
    const confirmationRow = () =>
      cluster.withDatabase((db) => db('email_logs').where({ to: dead.email, template_key: 'application_submitted' }).select('delivery_status'));
    expect(await confirmationRow()).toEqual([{ delivery_status: 'queued' }]);
    const whileDead = await runProgress(staff, token, runId);
    expect(whileDead).toMatchObject({ status: 202, report: { done: false, sent: letterCountAtKill, total: LETTERS } });
    await sleep(2000);
    expect(receivedMails(relay.dir).length - acceptedBefore).toBe(letterCountAtKill);
    expect(relay.discarded()).toEqual(heldFor);
    expect(await confirmationRow()).toEqual([{ delivery_status: 'queued' }]);

    // A new worker on the same relay, which answers again, carries on, the held letters first among those left.
    relay.releaseAll();
    const restarting = Date.now();
    await cluster.startWorker();
    const ready = Date.now();
    await until(`the held letters to ${heldFor.join(', ')}`, 60_000, () => heldFor.every((recipient) => lettersTo(recipient).length > 0));
    const pickedUp = Date.now();
    const { report } = await until('the run finished', 120_000, async () => {
      const progress = await runProgress(staff, token, runId);
      return progress.status === 200 ? progress : null;
    });
    const seconds = (Date.now() - started) / 1000;
    await until(`the confirmation to ${dead.email}`, 30_000, () => mailsTo(dead.email, relay.dir).some((mail) => CONFIRMATION_SUBJECT.test(mail.subject)));

    console.log(
      [
        `Bulk letter run of ${LETTERS} decline letters, the worker killed (SIGKILL) after ${letterCountAtKill} were accepted, ${((killedAt - started) / 1000).toFixed(1)} s in, holding ${heldFor.length} (to ${heldFor.join(', ')})`,
        `new worker ready ${((ready - restarting) / 1000).toFixed(1)} s after it was started; the held letters accepted ${((pickedUp - ready) / 1000).toFixed(1)} s after that; the run finished ${seconds.toFixed(1)} s after it began`,
        `the relay: ${receivedMails(relay.dir).length - acceptedBefore} messages accepted since the run began (the letters and the confirmation of the application submitted meanwhile), ${relay.discarded().length} discarded (the held ones)`,
      ].join('\n'),
    );

    // Exactly one letter, with its PDF, to each declined applicant; none to anyone else.
    const wrongLetters = journeys.map((done) => ({ email: done.email, letters: lettersTo(done.email).length })).filter(({ letters }) => letters !== 1);
    expect(wrongLetters).toEqual([]);
    const letters = receivedMails(relay.dir).filter((mail) => mail.subject === letterSubject);
    expect(letters).toHaveLength(LETTERS);
    for (const mail of letters) {
      expect(mail.attachments.map((attachment) => ({ contentType: attachment.contentType, magic: Buffer.from(attachment.content, 'base64').subarray(0, 5).toString() }))).toEqual([
        { contentType: 'application/pdf', magic: '%PDF-' },
      ]);
    }
    expect(report).toMatchObject({ done: true, state: 'finished', total: LETTERS, sent: LETTERS, failed_count: 0 });
    const rows = await cluster.withDatabase((db) => db('email_logs').where({ letter_run_id: runId }).select('to', 'delivery_status'));
    expect(rows.map((row) => row.to).sort()).toEqual(journeys.map((done) => done.email).sort());
    expect(rows.filter((row) => row.delivery_status !== 'sent')).toEqual([]);
    // The confirmation acknowledged while no worker ran: sent once, now the worker is back.
    expect(mailsTo(dead.email, relay.dir).filter((mail) => CONFIRMATION_SUBJECT.test(mail.subject))).toHaveLength(1);
    expect(await confirmationRow()).toEqual([{ delivery_status: 'sent' }]);
  });
});
