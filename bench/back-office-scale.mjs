// The back office at the size of five cycles: BENCH_SCALE_APPLICATIONS (50,000) seeded applications
// over 2021 to the cycle year (about 10,000 in the cycle year itself), then, as a staff member,
// (a) the admin grid's first page with its summary counts at 10 connections, (b) the legacy full
// list of the cycle year (every row in one answer, as the old admin app loaded it) and (c) the
// statistics report, each of (b) and (c) as single requests one after another.
import { call, signInStaff } from './lib/portal-api.mjs';
import { sequential } from './lib/latency.mjs';
import { load, ratio, SECONDS } from './lib/load.mjs';
import { report } from './lib/report.mjs';
import { seedApplications } from './lib/seed.mjs';
import { databaseKind, startCms } from './lib/start-cms.mjs';

const APPLICATIONS = Number(process.env.BENCH_SCALE_APPLICATIONS || 50_000);
const CONNECTIONS = Number(process.env.BENCH_GRID_CONNECTIONS || 10);
const REPEATS = Number(process.env.BENCH_SEQUENTIAL || 5);
const FIRST_YEAR = 2021;
const PORT = 1701;

// What admin-web's grid sends on opening (toSearchRequest of the default query): any of these
// fields asks for one page with its total and the summary counts, 8 rows a page.
const firstPageOf = (year) => ({
  application_year: year,
  page: 1,
  page_size: 8,
  university: 'all',
  decision: 'all',
  paid: 'all',
  docs_submitted: 'all',
  docs_completed: 'all',
});

const met = (value, target) => (value <= target ? 'yes' : 'NO');

export const backOfficeScale = async () => {
  const cms = await startCms({ port: PORT });
  try {
    const { settings } = await call(cms.url, '/api/portal-content');
    const cycleYear = settings.cycle_year;
    const years = Array.from({ length: cycleYear - FIRST_YEAR + 1 }, (_, index) => FIRST_YEAR + index);
    await seedApplications(cms, APPLICATIONS, { years });
    const token = await signInStaff(cms.url);
    const memory = { start: cms.memory() };
    const rows = [];

    // What the grid counts for the cycle year and for every year: the figures the answers below
    // must agree with.
    const page = await call(cms.url, '/api/searchapplication', { method: 'POST', token, body: firstPageOf(cycleYear) });
    const everyYear = await call(cms.url, '/api/searchapplication', { method: 'POST', token, body: { ...firstPageOf('all'), page_size: 1 } });
    if (page.rows.length !== 8 || page.total !== page.counts.all) throw new Error('The grid did not answer a page of 8 with its counts');
    console.log(`Cycle year ${cycleYear}: ${page.total} submitted applications (of ${everyYear.total} in ${years[0]}..${cycleYear})`);

    // (a) The grid's first page, as every staff member opening the back office asks for it. On
    // PostgreSQL it is measured against a baseline on the same data: a second cms that sends every
    // statement unnamed, as before cms/src/db/statement-names.ts, the two alternating, twice.
    const gridLoad = (url, staffToken) =>
      load({
        url,
        connections: CONNECTIONS,
        requestFor: () => ({ method: 'POST', path: '/api/searchapplication', headers: { authorization: `Bearer ${staffToken}`, 'content-type': 'application/json' }, body: firstPageOf(cycleYear) }),
      });
    const gridCall = `grid first page + counts (${CONNECTIONS} connections)`;
    // One measured load of our cms: its row (with its ratio to a baseline's load, when there is one) and its log line.
    const gridRow = (label, grid, baseline) => {
      rows.push({ call: label, ...grid, ...(baseline && { 'x baseline req/s': ratio(grid['req/s'], baseline['req/s']) }), target: 'p95 < 100 ms', met: met(grid['p95 ms'], 100) });
      const against = baseline ? ` (statements unnamed: ${baseline['req/s']} req/s, p95 ${baseline['p95 ms']} ms)` : '';
      console.log(`Grid first page${label.slice(gridCall.length)}: ${grid['req/s']} req/s, p95 ${grid['p95 ms']} ms${against}`);
    };
    if (databaseKind() === 'postgres') {
      const unnamed = await startCms({ port: PORT + 1, database: cms.database, env: { DATABASE_NAMED_STATEMENTS: 'false' } });
      try {
        const unnamedToken = await signInStaff(unnamed.url);
        for (const round of [1, 2]) {
          const before = await gridLoad(unnamed.url, unnamedToken);
          rows.push({ call: `${gridCall}, statements unnamed (baseline), round ${round}`, ...before });
          gridRow(`${gridCall}, round ${round}`, await gridLoad(cms.url, token), before);
        }
      } finally {
        await unnamed.stop();
      }
    } else {
      gridRow(gridCall, await gridLoad(cms.url, token));
    }
    memory.afterGrid = cms.memory();

    // (b) The legacy full list: { application_year } alone answers every row of the year. Timed to its
    // last byte; the answer is read (JSON.parse, about 0.15 s here) after the clock stops, since that
    // is the client's time, not the cms's.
    const list = await sequential(REPEATS, async () => {
      const response = await fetch(`${cms.url}/api/searchapplication`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ application_year: cycleYear }),
      });
      const body = Buffer.from(await response.arrayBuffer());
      if (!response.ok) throw new Error(`The full list answered ${response.status}: ${body.toString('utf8', 0, 200)}`);
      return body;
    });
    const listBytes = list.last.length;
    const listed = JSON.parse(list.last.toString('utf8'));
    if (listed.length !== page.total) throw new Error(`The full list has ${listed.length} rows, the grid counts ${page.total}`);
    delete list.last;
    rows.push({ call: `legacy full list of ${cycleYear} (${page.total} rows, ${(listBytes / 2 ** 20).toFixed(1)} MB)`, ...list, target: '< 1000 ms', met: met(list['median ms'], 1000) });
    memory.afterList = cms.memory();

    // (c) The statistics report: no body counts every year (the spec's call); admin-web asks for
    // the chosen year.
    for (const [label, body, expected] of [
      ['statistics, every year (no body)', undefined, everyYear.total],
      [`statistics, ${cycleYear}`, { application_year: cycleYear }, page.total],
    ]) {
      const timed = await sequential(REPEATS, () => call(cms.url, '/api/aplicantionreport', { method: 'POST', token, body }));
      if (timed.last.totals.total !== expected) throw new Error(`${label} counts ${timed.last.totals.total}, the grid ${expected}`);
      delete timed.last;
      rows.push({ call: label, ...timed, target: '< 500 ms', met: met(timed['median ms'], 500) });
    }
    memory.end = cms.memory();

    report(`back-office-scale-${databaseKind()}`, rows, {
      database: databaseKind(),
      applications: APPLICATIONS,
      years,
      submitted_in_cycle_year: page.total,
      submitted_every_year: everyYear.total,
      grid_seconds: SECONDS,
      sequential_requests: REPEATS,
      cms_memory_mb: memory,
      targets: 'grid first page p95 < 100 ms at 10 connections; legacy full list of ~10,000 < 1 s; statistics < 500 ms (medians)',
    });
  } finally {
    await cms.stop();
  }
};

if (import.meta.url === `file://${process.argv[1]}`) await backOfficeScale();
