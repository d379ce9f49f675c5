import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { MyApplication } from '@bursary/domain/api-types';
import { startCluster, type Cluster, type Instance } from '../support/cluster';
import { sha256 } from '../support/files';
import { mailsTo } from '../support/mailbox';
import { DOCKER_DIR, hasNginx, MISSING_NGINX } from '../support/nginx';
import { figuresByKind } from './figures';
import { applicantJourney, CALLS_PER_JOURNEY, inParallel, staffReads, type Acknowledged } from './journeys';
import { isSuccess, recordedCalls, type Call } from './recorded-calls';

// Issue 19, items 6 and 7: N cms instances behind Debian's nginx with docker/nginx.conf, as
// `docker compose up --scale cms=3` runs them (support/cluster.ts: real cms processes on one
// PostgreSQL database and one Redis, a DNS server standing in for Docker's), in the production
// shape: the instances take no jobs (WORKERS=false) and a worker of its own (`npm run worker`) sends
// every e-mail.
//  - nginx finds instances as they come and go: it asks DNS again once an answer is `valid=` old.
//  - a deadline peak through nginx with one instance killed (SIGKILL) in the middle: applicants see
//    no failure but the requests in flight on the killed one, every acknowledged save is there (the
//    documents in the run's Swift bucket, read back byte for byte), and every submitted application
//    has exactly one confirmation e-mail.

const INSTANCES = 3;
const APPLICANTS = Number(process.env.CLUSTER_APPLICANTS || 60);
const PARALLEL = Number(process.env.CLUSTER_PARALLEL || 15);
// Share of the mix's calls answered when one instance is killed.
const KILL_AT = 0.45;
// How long nginx keeps DNS's answer: docker/nginx.conf's resolver says.
const VALID_MS = Number(/resolver [^;]* valid=(\d+)s/.exec(fs.readFileSync(path.join(DOCKER_DIR, 'nginx.conf'), 'utf8'))![1]) * 1000;
// Beyond valid=: a request to start the new lookup and DNS's answer.
const SLACK_MS = 1500;
const CONFIRMATION_SUBJECT = /application for \d+ has been received/;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

(hasNginx() ? describe : describe.skip)(hasNginx() ? '[DEPLOY][CLUSTER]: cms instances behind nginx' : `[DEPLOY][CLUSTER]: skipped: ${MISSING_NGINX}`, () => {
  let cluster: Cluster;
  let A: Instance;
  let B: Instance;
  let C: Instance;

  beforeAll(async () => {
    const started = Date.now();
    // The one place for what every process needs (S3 storage's S3_*: env); the worker sends the confirmations.
    cluster = await startCluster({ instances: INSTANCES, instanceEnv: { WORKERS: 'false' }, worker: {} });
    [A, B, C] = cluster.instances;
    console.log(`Cluster: ${INSTANCES} cms instances (WORKERS=false) on ${cluster.instances.map((instance) => instance.address).join(', ')} port ${cluster.port}, a worker, nginx and DNS up in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }, 300_000);

  afterAll(async () => {
    await cluster?.stop();
  }, 60_000);

  /** Which instance served each of these calls, from nginx's access log. */
  const servedBy = (calls: Call[]) => {
    const log = new Map(cluster.nginx.accessLog().map((line) => [line.callId, line]));
    return calls.map((call) => ({ call, upstream: log.get(call.id)?.upstream ?? [] }));
  };

  it(`uses an instance that comes and stops using one that goes within valid= (${VALID_MS / 1000} s) of DNS saying so`, async () => {
    const client = recordedCalls(cluster.applicantUrl);
    const probe = () => client.send('probe', 'GET', '/api/portal-content', null);
    const probes = async (count: number) => {
      const sent: Call[] = [];
      for (let index = 0; index < count; index += 1) sent.push((await probe()).call);
      return sent;
    };
    const addressesOf = (calls: Call[]) => [...new Set(servedBy(calls).flatMap(({ upstream }) => upstream))].map((address) => address.split(':')[0]).sort();

    // A and B running; C started but not yet named (a container not yet attached).
    cluster.runningInstances([A, B]);
    await sleep(VALID_MS + SLACK_MS);
    const before = await probes(40);
    expect(before.every((call) => call.status === 200)).toBe(true);
    expect(addressesOf(before)).toEqual([A.address, B.address].sort());

    // C comes, A goes (A still answers, so only DNS can make nginx stop sending it requests).
    cluster.runningInstances([B, C]);
    const changed = Date.now();
    const during: Call[] = [];
    while (Date.now() < changed + VALID_MS + SLACK_MS) {
      during.push((await probe()).call);
      await sleep(50);
    }
    const served = servedBy(during);
    const firstOnC = served.find(({ upstream }) => upstream.some((address) => address.startsWith(`${C.address}:`)));
    const lastOnA = [...served].reverse().find(({ upstream }) => upstream.some((address) => address.startsWith(`${A.address}:`)));
    const after = await probes(40);
    console.log(
      `DNS changed from A, B to B, C: first request on C after ${firstOnC ? firstOnC.call.sent - changed : 'never'} ms, last on A after ${lastOnA ? lastOnA.call.sent - changed : 'none'} ms (valid=${VALID_MS} ms)`,
    );
    expect(during.every((call) => call.status === 200)).toBe(true);
    expect(firstOnC?.call.sent).toBeLessThanOrEqual(changed + VALID_MS + SLACK_MS);
    expect(lastOnA?.call.sent ?? changed).toBeLessThanOrEqual(changed + VALID_MS + SLACK_MS);
    expect(after.every((call) => call.status === 200)).toBe(true);
    expect(addressesOf(after)).toEqual([B.address, C.address].sort());
  });

  it(`takes a deadline peak of ${APPLICANTS} applicants and staff reads with one instance killed in the middle: nothing acknowledged is lost, each submission one e-mail`, async () => {
    cluster.runningInstances([A, B, C]);
    await sleep(VALID_MS + SLACK_MS);
    const { settings } = (await (await fetch(`${cluster.applicantUrl}/api/portal-content`)).json()) as { settings: { cycle_year: number } };

    const applicants = recordedCalls(cluster.applicantUrl);
    const staff = recordedCalls(cluster.adminUrl);
    const victim = B;
    const runTag = crypto.randomBytes(3).toString('hex');
    const acknowledged: Acknowledged[] = [];
    let killSent = 0;
    let killedAt = 0;
    let finished = false;
    const started = Date.now();

    // The kill: once this share of the applicants' calls is answered, as the peak is at its height.
    const killer = (async () => {
      while (!finished && applicants.calls.filter((call) => call.answered).length < KILL_AT * APPLICANTS * CALLS_PER_JOURNEY) await sleep(20);
      if (finished) return;
      killSent = Date.now();
      await cluster.killInstance(victim);
      // Until its process is gone, a request can still reach it.
      killedAt = Date.now();
      // Docker drops a stopped container's address from its DNS; nginx keeps its answer up to valid=.
      cluster.runningInstances([A, C]);
    })();
    const reading = staffReads(staff, settings.cycle_year, () => acknowledged.flatMap((done) => (done.submitted && done.applicationId ? [done.applicationId] : [])), () => finished);
    await inParallel(APPLICANTS, PARALLEL, async (index) => {
      const done = await applicantJourney(applicants, index, runTag);
      acknowledged.push(done);
      return done;
    });
    finished = true;
    await Promise.all([killer, reading]);
    const seconds = (Date.now() - started) / 1000;

    // Every call that failed was in flight on the killed instance (sent before its process was gone,
    // and nginx had passed it to the killed one), or was a try again of such a call.
    const everyCall = [...applicants.calls, ...staff.calls];
    const byId = new Map(everyCall.map((call) => [call.id, call]));
    const failed = servedBy(everyCall.filter((call) => !isSuccess(call.status)));
    const inFlightOnKilled = ({ call, upstream }: { call: Call; upstream: string[] }) =>
      call.sent <= killedAt && upstream.some((address) => address.startsWith(`${victim.address}:`));
    const unexplained = failed.filter((failure) => {
      if (inFlightOnKilled(failure)) return false;
      // A try again of a call in flight on the killed one: its answer may be that the first did it.
      let first = failure.call;
      while (first.retryOf && byId.get(first.retryOf)) first = byId.get(first.retryOf)!;
      return !(first !== failure.call && servedBy([first]).some(inFlightOnKilled));
    });

    // Every acknowledged save is there, read back through nginx as the applicant's dashboard reads it.
    const reader = recordedCalls(cluster.applicantUrl);
    const missing: string[] = [];
    const submittedEmails: string[] = [];
    for (const done of acknowledged) {
      if (!done.registered) continue;
      // An acknowledged registration whose sign-in failed: the account signs in now.
      const signIn = async () => (await reader.send('read back', 'POST', '/api/login', null, { json: { email: done.email, password: done.password } })).answer as { token?: string };
      const token = done.token ?? (await signIn()).token;
      if (!token) {
        missing.push(`${done.email}: registered, but cannot sign in`);
        continue;
      }
      const { call, answer } = await reader.send('read back', 'GET', '/api/myapplication', token);
      const mine = answer as MyApplication;
      if (call.status !== 200) {
        missing.push(`${done.email}: GET /api/myapplication answered ${call.status}`);
        continue;
      }
      if (done.applicationId && mine.application_id !== done.applicationId) missing.push(`${done.email}: application ${done.applicationId} not found`);
      for (const { step, record, field, value } of done.saves) {
        const found = mine[record]?.[field];
        if (typeof value === 'number' ? Number(found) !== value : found !== value) missing.push(`${done.email}: the ${step} step's ${field} is ${JSON.stringify(found)}, not ${JSON.stringify(value)}`);
      }
      if (done.submitted && mine.status_id !== 2) missing.push(`${done.email}: submitted, but status ${mine.status_id}`);
      if (mine.status_id === 2) submittedEmails.push(done.email);
      if (done.documents.length) {
        const documents = await reader.send('read back', 'GET', `/api/applicationdocuments?application_id=${done.applicationId}`, token);
        const present = ((documents.answer as { documents?: { field: string; files: unknown[] }[] }).documents ?? []).filter((document) => document.files.length).map((document) => document.field);
        for (const { field } of done.documents) if (!present.includes(field)) missing.push(`${done.email}: ${field} not stored`);
        // The bytes, from the bucket through nginx and a cms: the file the applicant sent.
        const [first] = done.documents;
        const file = await fetch(`${cluster.applicantUrl}/api/getapplicantfile?application_id=${done.applicationId}&filename=${first.field}`, { headers: { Authorization: `Bearer ${token}` } });
        const bytes = Buffer.from(await file.arrayBuffer());
        if (file.status !== 200 || sha256(bytes) !== first.sha256) missing.push(`${done.email}: ${first.field} reads back as ${file.status}, ${bytes.length} bytes`);
      }
    }

    // Exactly one confirmation per submitted application: none lost, none sent twice.
    const confirmations = (email: string) => mailsTo(email).filter((mail) => CONFIRMATION_SUBJECT.test(mail.subject)).length;
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline && submittedEmails.some((email) => confirmations(email) === 0)) await sleep(250);
    await sleep(1000);
    const wrongMail = acknowledged
      .map((done) => ({ email: done.email, submitted: submittedEmails.includes(done.email), confirmations: confirmations(done.email) }))
      .filter(({ submitted, confirmations: count }) => count !== (submitted ? 1 : 0));

    const perInstance = Object.fromEntries(
      [A, B, C].map((instance) => [instance.address, cluster.nginx.accessLog().filter((line) => line.upstream.some((address) => address.startsWith(`${instance.address}:`))).length]),
    );
    console.log(
      [
        `Deadline peak through nginx: ${APPLICANTS} applicants, ${PARALLEL} at a time, and a staff member reading; ${INSTANCES} cms instances, ${victim.address} killed (SIGKILL) ${((killSent - started) / 1000).toFixed(1)} s in (gone ${killedAt - killSent} ms later), in ${seconds.toFixed(1)} s`,
        `requests through nginx: ${everyCall.length} (${(everyCall.length / seconds).toFixed(1)}/s); failed: ${failed.length} (in flight on the killed instance or a try again of one: ${failed.length - unexplained.length}); journeys completed: ${acknowledged.filter((done) => done.submitted).length} of ${APPLICANTS}`,
        `requests each instance was sent (nginx's log, tries included): ${JSON.stringify(perInstance)}`,
        `confirmation e-mails: ${submittedEmails.length} submitted applications, ${wrongMail.length} with other than exactly one`,
      ].join('\n'),
    );
    console.table(figuresByKind(everyCall));
    if (failed.length) console.log(`failed calls:\n${failed.map(({ call, upstream }) => `  ${call.method} ${call.path} ${call.status} sent ${call.sent - killSent} ms after the kill, to ${upstream.join(', ')}${call.retryOf ? ` (try again of ${call.retryOf})` : ''}`).join('\n')}`);

    expect(killedAt).toBeGreaterThan(0);
    expect(unexplained.map(({ call, upstream }) => `${call.method} ${call.path} ${call.status} via ${upstream.join(', ')}`)).toEqual([]);
    expect(missing).toEqual([]);
    expect(wrongMail).toEqual([]);
    // Only an applicant whose call was in flight on the killed instance may be left stuck.
    expect(acknowledged.filter((done) => done.stopped).length).toBeLessThanOrEqual(failed.length);
    expect(submittedEmails.length).toBeGreaterThanOrEqual(APPLICANTS - failed.length);
  });
});
