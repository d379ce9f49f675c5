// Lighthouse's mobile performance audit (its default: a mid-range phone on simulated slow 4G with a
// 4x slower CPU) of the applicant landing, sign-in, register and dashboard pages (the dashboard
// signed in, as an applicant with an application), served as `npm start` serves them, with the cms
// behind them. Three runs per page; the run with the median score is the one reported (with the
// median LCP of the runs beside it), with what costs it most, and its whole result is kept in
// results/lighthouse-<page>.report.json. Targets: score 95+ and LCP <= 2.0 s on each page. A control
// page with no script is audited in the same run: the floor the machine and the browser set.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { buildMissing } from '../scripts/build.mjs';
import { freePorts, startPortal } from './lib/start-portal.mjs';
import { report } from './lib/report.mjs';
import { journeyApplicant } from './transfer-size.mjs';

const RESULTS = new URL('./results/', import.meta.url);
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3);
// label: [route, signed in]
const ALL_PAGES = { landing: ['/', false], 'sign-in': ['/signin', false], register: ['/register', false], dashboard: ['/applicantdashboard', true] };
// BENCH_LIGHTHOUSE_PAGES=dashboard,landing audits only those (the control is always audited).
const PAGES = Object.fromEntries(
  Object.entries(ALL_PAGES).filter(([label]) => !process.env.BENCH_LIGHTHOUSE_PAGES || process.env.BENCH_LIGHTHOUSE_PAGES.split(',').includes(label)),
);

// The control, audited in the same run: a page with a heading, a paragraph and no script, served by a
// bare Node server. What Lighthouse gives it (TBT above all) is what this machine, this Chromium and
// this Lighthouse cost any page; the portal's pages are read against it.
const CONTROL_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Control</title></head><body><h1>Zakah Bursary</h1><p>A page with no script: the floor of this machine's scores.</p></body></html>`;

const startControlServer = async () => {
  const [port] = await freePorts(1640, 1);
  const server = http.createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(CONTROL_HTML);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(resolve)) };
};
// The only flags this machine allows Chromium (root in a container, no GPU, no background fetching), so
// chrome-launcher's own defaults are left out. Chromium still looks up a few Google host names (update,
// accounts, optimization hints) by itself; the page and Lighthouse request nothing beyond this machine.

// The audits that would save the most on the metrics the score weighs (LCP, FCP, TBT, CLS), as
// "id: LCP -1200 ms, FCP -300 ms".
const biggestCosts = (lhr, count = 5) =>
  Object.values(lhr.audits)
    .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.metricSavings)
    .map((audit) => ({ audit, total: Object.values(audit.metricSavings).reduce((sum, ms) => sum + (ms || 0), 0) }))
    .filter(({ total }) => total > 0)
    .sort((a, b) => b.total - a.total)
    .slice(0, count)
    .map(({ audit }) => {
      const savings = Object.entries(audit.metricSavings).filter(([, ms]) => ms > 0);
      return `${audit.id}: ${savings.map(([metric, ms]) => `${metric} -${metric === 'CLS' ? ms.toFixed(3) : `${Math.round(ms)} ms`}`).join(', ')}`;
    });

// Where the largest contentful paint's time goes (Lighthouse's LCP phases) and which element it is.
const lcpBreakdown = (lhr) => {
  const [element, phases] = lhr.audits['largest-contentful-paint-element'].details?.items ?? [];
  if (!phases) return 'no LCP element';
  const timings = phases.items.filter((phase) => phase.timing >= 1).map((phase) => `${phase.phase} ${Math.round(phase.timing)} ms`);
  return `LCP element ${element.items[0].node.selector}: ${timings.join(', ')}`;
};

const score = (lhr) => Math.round(lhr.categories.performance.score * 100);

const summary = (lhr) => {
  const value = (id) => lhr.audits[id].numericValue;
  return {
    score: score(lhr),
    'FCP s': +(value('first-contentful-paint') / 1000).toFixed(2),
    'LCP s': +(value('largest-contentful-paint') / 1000).toFixed(2),
    'TBT ms': Math.round(value('total-blocking-time')),
    CLS: +value('cumulative-layout-shift').toFixed(3),
    'Speed Index s': +(value('speed-index') / 1000).toFixed(2),
    'transfer KB': +(value('total-byte-weight') / 1024).toFixed(1),
  };
};

// Requests the page made beyond this machine (a run with any fails: it must work offline).
const offMachine = (lhr) =>
  (lhr.audits['network-requests'].details?.items ?? []).map((item) => item.url).filter((url) => !/^(https?:\/\/(127\.0\.0\.1|localhost)[:/]|data:|blob:)/.test(url));

// Errors of Chromium's trace rather than of the page (NO_NAVSTART: the trace lost its navigation
// start, about one run in three on this shared machine). Such a run is done again, and said so.
const TRANSIENT_TRACE_ERRORS = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_TRACING_STARTED', 'NO_RESOURCE_REQUEST', 'PROTOCOL_TIMEOUT']);
const ATTEMPTS = 3;
let repeatedRuns = 0;

// Lighthouse's defaults are the mobile audit; only the performance category is wanted.
// A signed-in page keeps the browser's storage (the session is put there first) and empties only
// the cache, as Lighthouse would.
const auditWithRetries = async (url, port, session) => {
  for (let attempt = 1; ; attempt += 1) {
    if (session) await putSession(url, port, session);
    const flags = { port, onlyCategories: ['performance'], logLevel: 'error', ...(session && { disableStorageReset: true }) };
    // Lighthouse reports most errors in the result and throws a few (its errors carry the same codes).
    const { lhr, error } = await lighthouse(url, flags).then(
      (result) => ({ lhr: result.lhr, error: result.lhr.runtimeError }),
      (thrown) => ({ lhr: null, error: { code: thrown.code ?? thrown.name, message: thrown.message } }),
    );
    if (!error) return lhr;
    if (!TRANSIENT_TRACE_ERRORS.has(error.code) || attempt === ATTEMPTS) {
      throw new Error(`Lighthouse on ${url}: ${error.code} ${error.message}${attempt > 1 ? ` (attempt ${attempt} of ${ATTEMPTS})` : ''}`);
    }
    repeatedRuns += 1;
    console.log(`Lighthouse on ${url}: ${error.code} (a trace error, not the page's); running it again (attempt ${attempt + 1} of ${ATTEMPTS}).`);
  }
};

// The session the applicant site keeps in localStorage ('log'), written on the site's origin, and an empty cache.
const putSession = async (url, port, session) => {
  // The Chromium chrome-launcher started (Debian's), reached over its debugging port.
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(new URL('/favicon.svg', url).href);
    await page.evaluate((value) => localStorage.setItem('log', value), JSON.stringify(session));
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.close(); // disconnects; the launched browser stays for Lighthouse
  }
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export const lighthouseScores = async () => {
  buildMissing();
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'bursary-lighthouse-'));
  const portal = await startPortal({ databaseFile: path.join(workDir, 'lighthouse.db'), privateUploads: path.join(workDir, 'private-uploads'), firstPort: 1620 });
  let chrome;
  let control;
  try {
    await portal.ready();
    const [debuggingPort] = await freePorts(1630, 1);
    chrome = await chromeLauncher.launch({
      port: debuggingPort,
      chromePath: CHROMIUM_PATH,
      chromeFlags: CHROMIUM_FLAGS,
      ignoreDefaultFlags: true,
      logLevel: 'silent',
    });
    const rows = {};
    const costs = {};
    let benchmarkIndex;
    const applicant = await journeyApplicant(portal.urls.cms, Date.now());
    control = await startControlServer();
    const audited = [
      ...Object.entries(PAGES).map(([label, [route, signedIn]]) => [`${label} (${route})`, label, `${portal.urls.applicant}${route}`, signedIn && applicant.session]),
      ['control: no script (bare Node server)', 'control', control.url, false],
    ];
    for (const [row, label, url, session] of audited) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) {
        const lhr = await auditWithRetries(url, chrome.port, session);
        if (lhr.finalDisplayedUrl.replace(/\/$/, '') !== url.replace(/\/$/, '')) {
          throw new Error(`${url} ended on ${lhr.finalDisplayedUrl}`);
        }
        const external = offMachine(lhr);
        if (external.length) throw new Error(`${url} requested beyond this machine: ${external.join(', ')}`);
        runs.push(lhr);
        benchmarkIndex = lhr.environment.benchmarkIndex;
      }
      runs.sort((a, b) => score(a) - score(b));
      const medianRun = runs[Math.floor(runs.length / 2)];
      const lcps = runs.map((lhr) => lhr.audits['largest-contentful-paint'].numericValue / 1000);
      rows[row] = {
        ...summary(medianRun),
        'median LCP s': +median(lcps).toFixed(2),
        'scores of the runs': runs.map(score).join(' '),
        'LCP of the runs': lcps.map((s) => s.toFixed(2)).join(' '),
        // What this machine's Chromium saw, unthrottled: delays the simulation does not model (a timer,
        // React's 300 ms throttle of revealed Suspense fallbacks) show here.
        'observed LCP ms (median)': Math.round(median(runs.map((lhr) => lhr.audits.metrics.details.items[0].observedLargestContentfulPaint))),
      };
      costs[label] = [lcpBreakdown(medianRun), ...biggestCosts(medianRun)];
      // That run's whole result, every audit's details (git-ignored like the other results).
      mkdirSync(RESULTS, { recursive: true });
      writeFileSync(new URL(`lighthouse-${label}.report.json`, RESULTS), JSON.stringify(medianRun));
    }
    report('lighthouse', rows, {
      target: 'performance score 95+ and LCP <= 2.0 s (mobile) on each page',
      runs: RUNS,
      'runs repeated after a trace error (NO_NAVSTART and the like)': repeatedRuns,
      settings: 'Lighthouse defaults: mobile, simulated slow 4G, 4x CPU slowdown; the run with the median score is shown',
      served: 'built applicant-web as npm start serves it',
      // Lighthouse's measure of this machine's CPU (it warns under 1000): the 4x slowdown is applied to
      // what this shared 2-core machine took, so TBT and the score move with the machine's load.
      benchmarkIndex,
      'biggest costs (median run)': costs,
    });
    for (const [label, list] of Object.entries(costs)) console.log(`${label}: ${list.join('; ')}`);
  } finally {
    await chrome?.kill();
    await control?.close();
    await portal.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
};

if (import.meta.url === `file://${process.argv[1]}`) await lighthouseScores();
