// Soak: BENCH_SOAK_MINUTES (default 10) of the deadline-peak mix at BENCH_SOAK_USERS (default 50)
// concurrent applicants, each looping over whole journeys through the applicant's own calls:
// register, sign in, the steps saved (and a step or two saved again), dashboard and resume reads,
// the four documents uploaded as ~2 MB PDFs, submit, sign out, then again as a new applicant.
// Counts every call by kind (errors, p50/p99), samples the cms's memory every 30 s and compares the
// end with the end of warm-up (BENCH_SOAK_WARMUP_MINUTES, default 1), then checks that the
// confirmation e-mails went out and that the database holds every submit that answered 200.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { UNLIMITED } from './applicant-peak.mjs';
import { cpuSecondsOf } from './lib/cms-usage.mjs';
import { percentile } from './lib/latency.mjs';
import { stepBodies } from './lib/portal-api.mjs';
import { report } from './lib/report.mjs';
import { withDatabase } from './lib/seed.mjs';
import { startSmtpSink } from './lib/smtp-sink.mjs';
import { databaseKind, startCms } from './lib/start-cms.mjs';

const USERS = Number(process.env.BENCH_SOAK_USERS || 50);
const MINUTES = Number(process.env.BENCH_SOAK_MINUTES || 10);
const WARM_UP_MINUTES = Number(process.env.BENCH_SOAK_WARMUP_MINUTES || 1);
// Pause between one applicant's calls, 0 to this many ms: small, so the load stays at the deadline's.
const THINK_MS = Number(process.env.BENCH_SOAK_THINK_MS || 50);
// Under the portal's 2 MB (2097152-byte) limit for each document, as a phone scan often is.
const DOCUMENT_BYTES = Number(process.env.BENCH_SOAK_DOCUMENT_BYTES || 2_000_000);
const SAMPLE_SECONDS = 30;
const REQUEST_TIMEOUT_MS = 60_000;
const ERROR_SAMPLES_PER_KIND = 3;
const PORT = 1800;
const SMTP_PORT = 1801;
const DOCUMENTS = ['id_document', 'recommendation', 'affidavit', 'motivation_letter'];

// ---- documents ----------------------------------------------------------------------------------

// A real PDF of `size` bytes: header, catalogue, one stream of incompressible bytes (as a scan's
// image is), trailer and %%EOF. The stream never holds '<', so it can never look like markup to the
// cms's check for web pages hidden in documents. Each upload gets its own marker, so no two are alike.
const streamBytes = (() => {
  const bytes = randomBytes(DOCUMENT_BYTES);
  for (let i = 0; i < bytes.length; i += 1) if (bytes[i] === 0x3c) bytes[i] = 0x3d;
  return bytes;
})();
const pdfOf = (label) => {
  const head = Buffer.from(
    `%PDF-1.4\n%\xe2\xe3\xcf\xd3\n% ${label} ${randomBytes(12).toString('hex')}\n` +
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >> endobj\n',
    'latin1',
  );
  const tail = Buffer.from('\nendstream endobj\ntrailer << /Root 1 0 R /Size 5 >>\n%%EOF\n', 'latin1');
  const streamHeadOf = (length) => Buffer.from(`4 0 obj << /Length ${String(length).padEnd(8, ' ')} >>\nstream\n`, 'latin1');
  const length = DOCUMENT_BYTES - head.length - streamHeadOf(0).length - tail.length;
  return Buffer.concat([head, streamHeadOf(length), streamBytes.subarray(0, length), tail]);
};

// ---- counting -----------------------------------------------------------------------------------

const KINDS = {
  register: 'register: POST /api/addapplicant',
  signIn: 'sign in: POST /api/login',
  basic: 'save basic: POST /api/updateapplicant',
  social: 'save social: POST /api/savesocialinfo',
  university: 'save university: POST /api/addapplication',
  step: 'save step: POST /api/updateapplication',
  upload: 'upload 2 MB: POST /api/updateapplicationfiles',
  submit: 'submit: POST /api/appsubmit',
  dashboard: 'dashboard: GET /api/fechdata/:id',
  resume: 'resume: GET /api/myapplication',
  signOut: 'sign out: GET /api/logout',
};

const roundedPercentile = (sorted, p) => (sorted.length ? Math.round(percentile(sorted, p)) : null);

const STOP = Symbol('stop');
const ABANDON = Symbol('abandon');

// ---- the cms process, from /proc ----------------------------------------------------------------

const openFilesOf = (pid) => readdirSync(`/proc/${pid}/fd`).length;
const filesIn = (dir) => {
  let count = 0;
  let bytes = 0;
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        count += 1;
        bytes += statSync(full).size;
      }
    }
  };
  try {
    walk(dir);
  } catch {
    // not created yet
  }
  return { count, mb: Math.round(bytes / 1024 / 1024) };
};

export const soak = async () => {
  if (WARM_UP_MINUTES >= MINUTES) console.warn(`Warm-up (${WARM_UP_MINUTES} min) is not shorter than the run (${MINUTES} min): the growth figure means nothing`);
  // The cms's own temp folder, so temp files the multipart parser leaves behind can be counted.
  const cmsTmp = mkdtempSync(path.join(os.tmpdir(), 'bursary-soak-tmp-'));
  const smtp = await startSmtpSink(SMTP_PORT);
  let cms;
  try {
    cms = await startCms({ port: PORT, env: { ...UNLIMITED, ...smtp.env, TMPDIR: cmsTmp } });
    const { url, pid } = cms;
    const runId = Date.now().toString(36);

    // `steady`: the latencies of calls sent after warm-up, without the cold start's first wave.
    const stats = new Map(Object.values(KINDS).map((kind) => [kind, { count: 0, errors: 0, latencies: [], steady: [], samples: [] }]));
    const totals = { requests: 0, errors: 0, journeys: 0, abandoned: 0, unexpected: [] };
    const submits = [];
    let stopped = false;
    const started = performance.now();
    const minutes = () => (performance.now() - started) / 60_000;

    // One timed call; answers { ok, status, body }. Non-2xx and network errors count as errors.
    const request = async (kind, pathname, { method = 'GET', token, json, form } = {}) => {
      if (stopped) throw STOP;
      const entry = stats.get(kind);
      const headers = { ...(token && { authorization: `Bearer ${token}` }), ...(json !== undefined && { 'content-type': 'application/json' }) };
      const sent = performance.now();
      let status = 0;
      let text = '';
      try {
        const response = await fetch(`${url}${pathname}`, {
          method,
          headers,
          body: form ?? (json === undefined ? undefined : JSON.stringify(json)),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        status = response.status;
        text = await response.text();
      } catch (error) {
        text = `${error.name}: ${error.message}${error.cause ? ` (${error.cause.code ?? error.cause.message})` : ''}`;
      }
      const ms = performance.now() - sent;
      const ok = status >= 200 && status < 300;
      entry.count += 1;
      entry.latencies.push(ms);
      if (sent - started >= WARM_UP_MINUTES * 60_000) entry.steady.push(ms);
      totals.requests += 1;
      if (!ok) {
        entry.errors += 1;
        totals.errors += 1;
        if (entry.samples.length < ERROR_SAMPLES_PER_KIND) {
          entry.samples.push({ minute: Number(minutes().toFixed(2)), status, ms: Math.round(ms), body: text.slice(0, 300) });
          console.log(`  error at minute ${minutes().toFixed(2)}: ${kind} answered ${status || 'nothing'}: ${text.slice(0, 200)}`);
        }
      }
      return { ok, status, body: ok && text ? JSON.parse(text) : null };
    };
    // A write the journey cannot go on without.
    const must = async (pending) => {
      const result = await pending;
      if (!result.ok) throw ABANDON;
      return result.body;
    };
    const think = () => sleep(Math.random() * THINK_MS);
    const pick = (list) => list[Math.floor(Math.random() * list.length)];

    const journey = async (user, n) => {
      const email = `soak.${runId}.${user}.${n}@example.org`;
      const password = 'Bursary2025';
      await must(request(KINDS.register, '/api/addapplicant', {
        method: 'POST',
        json: { first_name: 'Soak', last_name: `Applicant${user}x${n}`, email, re_email: email, password, re_password: password, tc: true },
      }));
      await think();
      const session = await must(request(KINDS.signIn, '/api/login', { method: 'POST', json: { email, password } }));
      const { token, user: applicantId } = session;
      const post = (kind, pathname, json) => must(request(kind, pathname, { method: 'POST', token, json }));
      const read = (kind, pathname) => request(kind, pathname, { token });
      await think();
      await read(KINDS.resume, '/api/myapplication');
      await think();

      const saves = {
        basic: () => post(KINDS.basic, '/api/updateapplicant', { email, applicant: stepBodies.basicInfo() }),
        social: () => post(KINDS.social, '/api/savesocialinfo', stepBodies.socialInfo()),
        income: () => post(KINDS.step, '/api/updateapplication', { ...stepBodies.income(), other_income: 1000 + Math.floor(Math.random() * 1000), application_id: applicationId }),
        expenses: () => post(KINDS.step, '/api/updateapplication', { ...stepBodies.expenses(), application_id: applicationId }),
        survey: () => post(KINDS.step, '/api/updateapplication', { ...stepBodies.survey(), application_id: applicationId }),
      };
      let applicationId;
      await saves.basic();
      await think();
      await saves.social();
      await think();
      ({ application_id: applicationId } = await post(KINDS.university, '/api/addapplication', stepBodies.university()));
      await think();
      await saves.income();
      await think();
      await saves.expenses();
      await think();
      // Back a step or two to correct something, as people do.
      const again = pick([['income'], ['basic'], ['expenses', 'income'], ['social', 'income']]);
      for (const step of again) {
        await saves[step]();
        await think();
      }
      await read(KINDS.dashboard, `/api/fechdata/${applicantId}`);
      await think();
      await read(KINDS.resume, '/api/myapplication');
      await think();

      for (const field of DOCUMENTS) {
        const form = new FormData();
        form.append('filename', field);
        form.append('application_id', String(applicationId));
        form.append('file', new Blob([pdfOf(field)], { type: 'application/pdf' }), `${field}.pdf`);
        await must(request(KINDS.upload, '/api/updateapplicationfiles', { method: 'POST', token, form }));
        await think();
      }
      await saves.survey();
      await think();
      if (Math.random() < 0.5) {
        await saves.survey();
        await think();
      }
      await read(KINDS.resume, '/api/myapplication');
      await think();

      await post(KINDS.submit, '/api/appsubmit', { application_id: applicationId, pledge_by_Applicant: 1 });
      submits.push({ applicantId: Number(applicantId), applicationId: Number(applicationId), email });
      await think();
      for (let i = 0, reads = 1 + Math.floor(Math.random() * 2); i < reads; i += 1) {
        await read(KINDS.dashboard, `/api/fechdata/${applicantId}`);
        await think();
      }
      await request(KINDS.signOut, '/api/logout', { token });
    };

    const virtualApplicant = async (user) => {
      await sleep(Math.random() * 2000);
      for (let n = 0; !stopped; n += 1) {
        try {
          await journey(user, n);
          totals.journeys += 1;
        } catch (error) {
          if (error === STOP) return;
          if (error !== ABANDON) {
            totals.unexpected.push(String(error?.stack ?? error).slice(0, 500));
            console.log(`  unexpected: ${error?.message ?? error}`);
          }
          totals.abandoned += 1;
          await sleep(500);
        }
      }
    };

    // ---- memory, CPU and progress -----------------------------------------------------------------
    const cpuAtStart = cpuSecondsOf(pid);
    const clientCpuAtStart = process.cpuUsage();
    const sample = (label) => {
      const { rssMb, peakMb } = cms.memory();
      return { label, minute: Number(minutes().toFixed(2)), rssMb, peakMb, openFiles: openFilesOf(pid), tmpFiles: filesIn(cmsTmp).count, requests: totals.requests, errors: totals.errors };
    };
    const memory = { start: sample('start') };
    const series = [memory.start];
    console.log(`Soak: ${USERS} applicants for ${MINUTES} min (warm-up ${WARM_UP_MINUTES} min), think 0-${THINK_MS} ms, documents ${DOCUMENT_BYTES} bytes, cms RSS ${memory.start.rssMb} MB`);
    const progress = setInterval(() => {
      const point = sample('progress');
      series.push(point);
      const cpu = ((cpuSecondsOf(pid) - cpuAtStart) / (point.minute * 60)) * 100;
      console.log(
        `minute ${point.minute.toFixed(1)}: ${point.requests} requests, ${point.errors} errors, ${totals.journeys} journeys, ` +
          `RSS ${point.rssMb} MB (peak ${point.peakMb}), cms CPU ${cpu.toFixed(0)}%, ${point.openFiles} open files, ${point.tmpFiles} temp files`,
      );
    }, SAMPLE_SECONDS * 1000);
    const warmUp = setTimeout(() => {
      memory.warmUp = sample('warm-up end');
      series.push(memory.warmUp);
      console.log(`warm-up over at minute ${memory.warmUp.minute.toFixed(1)}: RSS ${memory.warmUp.rssMb} MB`);
    }, WARM_UP_MINUTES * 60_000);
    const end = sleep(MINUTES * 60_000).then(() => {
      memory.end = sample('end');
      series.push(memory.end);
      stopped = true;
      console.log(`end at minute ${memory.end.minute.toFixed(1)}: ${memory.end.requests} requests, ${memory.end.errors} errors, ${totals.journeys} journeys, RSS ${memory.end.rssMb} MB`);
    });

    const users = Array.from({ length: USERS }, (_, user) => virtualApplicant(user));
    await end;
    clearInterval(progress);
    clearTimeout(warmUp);
    const seconds = (performance.now() - started) / 1000;
    const cmsCpuSeconds = cpuSecondsOf(pid) - cpuAtStart;
    const clientCpu = process.cpuUsage(clientCpuAtStart);
    console.log(`Stopped at minute ${(seconds / 60).toFixed(2)}; waiting for the calls under way…`);
    await Promise.all(users);
    await sleep(2000);
    memory.idle = sample('idle after the run');
    series.push(memory.idle);

    // ---- e-mails and the database agree with what the applicants were told -----------------------
    for (let waited = 0; smtp.received() < submits.length && waited < 10_000; waited += 250) await sleep(250);
    const databaseCheck = await withDatabase(cms, async (knex) => {
      const rows = await knex('applications as a').leftJoin('applications_applicant_lnk as l', 'l.application_id', 'a.id').select('a.id', 'a.submitted', 'l.applicant_id');
      const byId = new Map(rows.map((row) => [Number(row.id), row]));
      const notSubmitted = submits.filter(({ applicationId, applicantId }) => {
        const row = byId.get(applicationId);
        return !row || !row.submitted || Number(row.applicant_id) !== applicantId;
      });
      const mails = await knex('email_logs').select('delivery_status').count({ n: '*' }).groupBy('delivery_status');
      const [{ n: documents }] = await knex('application_documents').count({ n: '*' });
      return {
        applications: rows.length,
        submitted: rows.filter((row) => row.submitted).length,
        submits_200_not_submitted_in_database: notSubmitted.length,
        first_not_submitted: notSubmitted.slice(0, 5),
        email_log: Object.fromEntries(mails.map((row) => [row.delivery_status, Number(row.n)])),
        documents: Number(documents),
      };
    });
    const stored = filesIn(cms.privateUploads);
    const leftoverTemp = filesIn(cmsTmp);

    const rowOf = (request, count, errors, latencies, steady) => {
      const sorted = Float64Array.from(latencies).sort();
      const sortedSteady = Float64Array.from(steady).sort();
      return {
        request,
        count,
        errors,
        'req/s': Number((count / seconds).toFixed(1)),
        'p50 ms': roundedPercentile(sorted, 50),
        'p99 ms': roundedPercentile(sorted, 99),
        'max ms': sorted.length ? Math.round(sorted[sorted.length - 1]) : null,
        'p50 ms after warm-up': roundedPercentile(sortedSteady, 50),
        'p99 ms after warm-up': roundedPercentile(sortedSteady, 99),
      };
    };
    const rows = [...stats].map(([kind, { count, errors, latencies, steady }]) => rowOf(kind, count, errors, latencies, steady));
    const everything = [...stats.values()];
    rows.push(rowOf('all', totals.requests, totals.errors, everything.flatMap((entry) => entry.latencies), everything.flatMap((entry) => entry.steady)));
    // RSS after warm-up, fitted to a straight line: MB gained per minute, less noisy than two points.
    const afterWarmUp = series.filter((point) => point.label !== 'idle after the run' && point.minute >= WARM_UP_MINUTES);
    const trend = (() => {
      if (afterWarmUp.length < 3) return null;
      const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
      const [mx, my] = [mean(afterWarmUp.map((point) => point.minute)), mean(afterWarmUp.map((point) => point.rssMb))];
      const covariance = afterWarmUp.reduce((sum, point) => sum + (point.minute - mx) * (point.rssMb - my), 0);
      const variance = afterWarmUp.reduce((sum, point) => sum + (point.minute - mx) ** 2, 0);
      return variance > 0 ? Number((covariance / variance).toFixed(2)) : null;
    })();
    const growth = memory.warmUp ? Number((((memory.end.rssMb - memory.warmUp.rssMb) / memory.warmUp.rssMb) * 100).toFixed(1)) : null;
    const errorSamples = Object.fromEntries([...stats].filter(([, entry]) => entry.samples.length).map(([kind, entry]) => [kind, entry.samples]));

    const notes = {
      database: databaseKind(),
      minutes: Number((seconds / 60).toFixed(2)),
      users: USERS,
      warm_up_minutes: WARM_UP_MINUTES,
      think_ms: `0-${THINK_MS}`,
      document_bytes: DOCUMENT_BYTES,
      journeys_completed: totals.journeys,
      journeys_abandoned: totals.abandoned,
      journeys_per_minute: Number((totals.journeys / (seconds / 60)).toFixed(1)),
      errors_total: totals.errors,
      error_samples: errorSamples,
      unexpected: totals.unexpected.slice(0, 5),
      cms_memory_mb: {
        start: memory.start.rssMb,
        after_warm_up: memory.warmUp?.rssMb ?? null,
        end: memory.end.rssMb,
        idle_after: memory.idle.rssMb,
        peak: memory.idle.peakMb,
        growth_after_warm_up_percent: growth,
        highest_after_warm_up: afterWarmUp.length ? Math.max(...afterWarmUp.map((point) => point.rssMb)) : null,
        trend_after_warm_up_mb_per_minute: trend,
        series: series.map(({ label, minute, rssMb, openFiles, tmpFiles }) => ({ label, minute, rssMb, openFiles, tmpFiles })),
      },
      cms_cpu_percent_of_one_core: Math.round((cmsCpuSeconds / seconds) * 100),
      client_cpu_percent_of_one_core: Math.round(((clientCpu.user + clientCpu.system) / 1e6 / seconds) * 100),
      submits_200: submits.length,
      emails_received: smtp.received(),
      database_check: databaseCheck,
      stored_documents: stored,
      temp_files_left: leftoverTemp,
      targets: 'errors 0; cms RSS at the end within 10% of RSS after warm-up',
    };
    report(`soak-${databaseKind()}`, rows, notes);
    console.log(
      `\n${totals.journeys} journeys (${totals.abandoned} abandoned), ${totals.errors} errors of ${totals.requests} requests; ` +
        `RSS start ${memory.start.rssMb} MB, after warm-up ${memory.warmUp?.rssMb ?? '-'} MB, end ${memory.end.rssMb} MB (growth ${growth ?? '-'}%), idle ${memory.idle.rssMb} MB; ` +
        `e-mails ${smtp.received()} for ${submits.length} submits; ${databaseCheck.submits_200_not_submitted_in_database} answered submits missing in the database`,
    );
  } finally {
    await cms?.stop();
    await smtp.stop();
    rmSync(cmsTmp, { recursive: true, force: true });
  }
};

if (import.meta.url === `file://${process.argv[1]}`) await soak();
