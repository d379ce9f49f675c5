// Runs named phases one after another, each even when an earlier one failed, and prints a line per
// phase (passed or failed, its time, and its test counts when it reports them). `npm test` and CI
// (scripts/ci.mjs) both run their phases through this.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const reportsDir = path.join(os.tmpdir(), `bursary-phase-reports-${process.pid}`);

/** A file a phase's test runner writes its JSON results to (the counts come from it). */
export const reportFile = (name) => path.join(reportsDir, `${name}.json`);

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

/** Counts from jest's `--json --outputFile` report; a file that could not run counts as failed. */
export const jestCounts = (file) => {
  const report = readJson(file);
  if (!report) return null;
  const suitesWithoutTests = report.testResults.filter((suite) => suite.status === 'failed' && suite.assertionResults.length === 0).length;
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + suitesWithoutTests,
    skipped: report.numPendingTests + report.numTodoTests,
    files: report.numTotalTestSuites,
  };
};

/** Counts from Playwright's JSON reporter. */
export const playwrightCounts = (file) => {
  const report = readJson(file);
  if (!report) return null;
  const { expected, unexpected, flaky, skipped } = report.stats;
  return { passed: expected, failed: unexpected + flaky, skipped, errors: report.errors?.length ?? 0 };
};

const describeCounts = (counts) => {
  if (!counts) return '';
  const parts = [`${counts.passed} passed`, `${counts.failed} failed`, `${counts.skipped} skipped`];
  if (counts.files !== undefined) parts.push(`${counts.files} files`);
  if (counts.errors) parts.push(`${counts.errors} errors outside tests`);
  return parts.join(', ');
};

const formatSeconds = (seconds) => {
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${whole % 60} s`;
};

/**
 * Each phase: { name, command, args, cwd?, env?, counts?: () => counts | null }, or
 * { name, run: () => boolean } for a check done in this process. Returns the names of the failed ones.
 */
export const runPhases = (phases, { root }) => {
  rmSync(reportsDir, { recursive: true, force: true });
  mkdirSync(reportsDir, { recursive: true });
  const results = [];
  for (const phase of phases) {
    console.log(`\n━━ ${phase.name} ━━`);
    const started = process.hrtime.bigint();
    let isPassed;
    if (phase.run) {
      isPassed = phase.run();
    } else {
      const result = spawnSync(phase.command, phase.args, { cwd: phase.cwd ?? root, stdio: 'inherit', env: { ...process.env, ...phase.env } });
      isPassed = result.status === 0;
    }
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const counts = phase.counts?.() ?? null;
    // A runner that exits 0 but reports a failed test (or the other way round) is a failure.
    if (counts && counts.failed > 0) isPassed = false;
    results.push({ name: phase.name, isPassed, seconds, counts });
  }

  const width = Math.max(...results.map((result) => result.name.length));
  console.log('\n━━ summary ━━');
  for (const { name, isPassed, seconds, counts } of results) {
    console.log(`${isPassed ? 'PASS' : 'FAIL'}  ${name.padEnd(width)}  ${formatSeconds(seconds).padStart(11)}  ${describeCounts(counts)}`);
  }
  const failed = results.filter((result) => !result.isPassed).map((result) => result.name);
  const total = results.reduce((sum, result) => sum + result.seconds, 0);
  console.log(`${results.length - failed.length} of ${results.length} phases passed in ${formatSeconds(total)}${failed.length ? `; failed: ${failed.join(', ')}` : ''}`);
  rmSync(reportsDir, { recursive: true, force: true });
  return failed;
};
