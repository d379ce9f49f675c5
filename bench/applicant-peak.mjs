// Deadline peak for applicants: authenticated step saves (POST /api/updateapplication) and
// dashboard reads (GET /api/fechdata/{id}) at 50 and 200 connections, each connection a different
// signed-in applicant, on a database holding BENCH_APPLICATIONS earlier applications. Beside them,
// in the same run and on the same data: Strapi's generic REST update and read of an application
// (its core controller, with a full-access API token) and a bare Node server running the same SQL.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { GENERIC_BASELINE_ENV } from './lib/generic-rest.mjs';
import { applicantWithApplication, call, fullAccessApiToken, inParallel, signInStaff, stepBodies } from './lib/portal-api.mjs';
import { load, ratio, SECONDS } from './lib/load.mjs';
import { report } from './lib/report.mjs';
import { seedApplications, withDatabase } from './lib/seed.mjs';
import { startSmtpSink } from './lib/smtp-sink.mjs';
import { databaseKind, startCms } from './lib/start-cms.mjs';

const CONNECTIONS = (process.env.BENCH_PEAK_CONNECTIONS || '50,200').split(',').map(Number);
const BACKGROUND = Number(process.env.BENCH_APPLICATIONS || 10_000);
const BARE_PORT = 1541;

// The benchmark's own load, not abuse: the limits are per client address and all of it comes from here.
export const UNLIMITED = {
  RATE_LIMIT_LOGIN: '1000000/1m',
  RATE_LIMIT_LOGIN_FAILED: '1000000/1m',
  RATE_LIMIT_REGISTRATION: '1000000/1m',
  RATE_LIMIT_PASSWORD: '1000000/1m',
  RATE_LIMIT_LINK: '1000000/1m',
};

const startBareServer = (cms, cycleYear) =>
  new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(new URL('./lib/bare-server.mjs', import.meta.url)), {
      env: { ...process.env, ...cms.database.env, JWT_SECRET: cms.env.JWT_SECRET, BARE_PORT: String(BARE_PORT), CYCLE_YEAR: String(cycleYear) },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.once('message', () => resolve({ url: `http://127.0.0.1:${BARE_PORT}`, stop: () => child.kill() }));
    child.once('exit', (code) => reject(new Error(`The bare server stopped (exit ${code})`)));
  });

// A different income for each applicant, so every save changes its row.
const incomeOf = (index) => ({ ...stepBodies.income(), other_income: 1000 + index });

export const applicantPeak = async () => {
  const smtp = await startSmtpSink();
  const cms = await startCms({ env: { ...UNLIMITED, ...smtp.env, ...GENERIC_BASELINE_ENV } });
  let bare;
  try {
    await seedApplications(cms, BACKGROUND);
    const runId = Date.now().toString(36);
    const count = Math.max(...CONNECTIONS);
    const started = Date.now();
    const applicants = await inParallel(count, 4, (index) => applicantWithApplication(cms.url, index, runId));
    console.log(`Registered ${count} applicants through the API (each with the first three steps saved) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const documentIds = await withDatabase(cms, async (knex) =>
      new Map((await knex('applications').whereIn('id', applicants.map((a) => a.applicationId)).select('id', 'document_id')).map((row) => [row.id, row.document_id])),
    );
    const apiToken = await fullAccessApiToken(cms.url);
    const { settings } = await call(cms.url, '/api/portal-content');
    bare = await startBareServer(cms, settings.cycle_year);

    const bearer = (token) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });
    const workloads = {
      'save: POST /api/updateapplication': { url: cms.url, request: (a, i) => ({ method: 'POST', path: '/api/updateapplication', headers: bearer(a.token), body: { application_id: a.applicationId, ...incomeOf(i) } }) },
      'save: Strapi generic PUT /api/generic-baseline/applications/:id': { url: cms.url, request: (a, i) => ({ method: 'PUT', path: `/api/generic-baseline/applications/${documentIds.get(a.applicationId)}`, headers: bearer(apiToken), body: { data: incomeOf(i) } }) },
      'save: bare Node + the same SQL': { url: bare.url, request: (a, i) => ({ method: 'POST', path: '/save', headers: bearer(a.token), body: { application_id: a.applicationId, ...incomeOf(i) } }) },
      'read: GET /api/fechdata/:id': { url: cms.url, request: (a) => ({ method: 'GET', path: `/api/fechdata/${a.applicantId}`, headers: bearer(a.token) }) },
      'read: Strapi generic GET /api/generic-baseline/applications/:id': { url: cms.url, request: (a) => ({ method: 'GET', path: `/api/generic-baseline/applications/${documentIds.get(a.applicationId)}`, headers: bearer(apiToken) }) },
      'read: bare Node + the same SQL': { url: bare.url, request: (a) => ({ method: 'GET', path: `/dashboard/${a.applicantId}`, headers: bearer(a.token) }) },
    };

    const rows = [];
    const memory = { start: cms.memory() };
    for (const connections of CONNECTIONS) {
      const figures = {};
      for (const [name, { url, request }] of Object.entries(workloads)) {
        figures[name] = await load({ url, connections, requestFor: (index) => request(applicants[index], index) });
        console.log(`${connections} connections, ${name}: ${figures[name]['req/s']} req/s, p99 ${figures[name]['p99 ms']} ms`);
      }
      for (const [name, figure] of Object.entries(figures)) {
        const kind = name.split(':')[0];
        const generic = figures[Object.keys(figures).find((key) => key.startsWith(`${kind}: Strapi generic`))];
        const ours = figures[Object.keys(figures).find((key) => key.startsWith(`${kind}:`))];
        rows.push({ workload: name, connections, ...figure, 'x Strapi generic': ratio(figure['req/s'], generic['req/s']), 'x ours': ratio(figure['req/s'], ours['req/s']) });
      }
    }
    memory.end = cms.memory();

    // The saves really landed: the last applicant's income as the back office reads it.
    const staff = await signInStaff(cms.url);
    const last = applicants.length - 1;
    const saved = await call(cms.url, `/api/applicationforms/${applicants[last].applicationId}`, { token: staff });
    if (Number(saved.application.other_income) !== incomeOf(last).other_income) throw new Error('The last save is not in the database');

    report(`applicant-peak-${databaseKind()}`, rows, {
      database: databaseKind(),
      background_applications: BACKGROUND,
      seconds_per_run: SECONDS,
      cms_memory_mb: memory,
      targets: 'saves >= 1500/s and reads >= 3000/s with p99 < 100 ms at 50 connections (SQLite); >= 5x Strapi generic',
    });
  } finally {
    bare?.stop();
    await cms.stop();
    await smtp.stop();
  }
};

if (import.meta.url === `file://${process.argv[1]}`) await applicantPeak();
