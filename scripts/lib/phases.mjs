// Runs named phases one after another (a group of them side by side), each even when an earlier one
// failed, and prints a line per phase (passed or failed, its time, and its test counts when it reports them). `npm test` and CI
// (scripts/ci.mjs) both run their phases through this.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const reportsDir = path.join(os.tmpdir(), `bursary-phase-reports-${process.pid}`);

/** A file a phase's test runner writes its JSON results to (the counts come from it). */
export const reportFile = (name) => path.join(reportsDir, `${name}.json`);

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

// The first lines of a failure's message that say something (the error, expected, received), without
// colour codes: what the summary prints under a failed test, so the end of a CI log names what
// failed and why.
const gistOf = (message = '') =>
  stripVTControlCharacters(message)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('●'))
    .slice(0, 3)
    .join(' · ');

/** Counts from jest's `--json --outputFile` report; a file that could not run counts as failed. */
export const jestCounts = (file) => {
  const report = readJson(file);
  if (!report) return null;
  const suitesWithoutTests = report.testResults.filter((suite) => suite.status === 'failed' && suite.assertionResults.length === 0);
  const failures = report.testResults.flatMap((suite) => {
    const file = path.relative(process.cwd(), suite.name);
    if (suite.status === 'failed' && suite.assertionResults.length === 0) return [{ title: file, reason: gistOf(suite.message) }];
    return suite.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => ({ title: `${file} › ${test.fullName}`, reason: gistOf(test.failureMessages?.[0]) }));
  });
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + suitesWithoutTests.length,
    skipped: report.numPendingTests + report.numTodoTests,
    files: report.numTotalTestSuites,
    failures,
  };
};

/** Counts from Playwright's JSON reporter. */
export const playwrightCounts = (file) => {
  const report = readJson(file);
  if (!report) return null;
  const { expected, unexpected, flaky, skipped } = report.stats;
  const specsOf = (suite) => [...(suite.specs ?? []), ...(suite.suites ?? []).flatMap(specsOf)];
  const failures = (report.suites ?? []).flatMap(specsOf).flatMap((spec) =>
    spec.tests
      .filter((test) => test.status === 'unexpected' || test.status === 'flaky')
      .map((test) => {
        const failed = test.results.find((result) => result.status !== 'passed' && result.status !== 'skipped');
        return { title: `${spec.file}:${spec.line} › ${spec.title}`, reason: gistOf(failed?.error?.message ?? failed?.status) };
      }),
  );
  const outside = (report.errors ?? []).map((error) => ({ title: 'outside tests', reason: gistOf(error.message) }));
  return { passed: expected, failed: unexpected + flaky, skipped, errors: report.errors?.length ?? 0, failures: [...failures, ...outside] };
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

const runCommand = (phase, root, output) =>
  new Promise((resolve) => {
    const child = spawn(phase.command, phase.args, { cwd: phase.cwd ?? root, stdio: output ? ['ignore', output, output] : 'inherit', env: { ...process.env, ...phase.env } });
    child.on('error', () => resolve(false));
    child.on('close', (code) => resolve(code === 0));
  });

/** Runs one phase; with `logFile`, its output goes there (to be printed once it is done). */
const runPhase = async (phase, root, logFile) => {
  const started = process.hrtime.bigint();
  let isPassed;
  if (phase.run) {
    isPassed = phase.run();
  } else {
    const output = logFile ? openSync(logFile, 'w') : null;
    isPassed = await runCommand(phase, root, output);
    if (output !== null) closeSync(output);
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const counts = phase.counts?.() ?? null;
  // A runner that exits 0 but reports a failed test (or the other way round) is a failure.
  if (counts && counts.failed > 0) isPassed = false;
  return { name: phase.name, isPassed, seconds, counts };
};

/**
 * Runs the lanes of a group side by side (each phase with its own ports and database, e.g. the API
 * suite on SQLite and on PostgreSQL), a lane's phases one after another, each phase's output kept
 * apart and printed whole when the group is done. A lane is a phase, or an array of phases.
 */
const runGroup = async (group, root) => {
  const lanes = group.map((lane) => (Array.isArray(lane) ? lane : [lane]));
  console.log(`\n━━ side by side: ${lanes.map((lane) => lane.map((phase) => phase.name).join(' → ')).join(' ‖ ')} ━━`);
  const phases = lanes.flat();
  const logFiles = new Map(phases.map((phase, index) => [phase, path.join(reportsDir, `group-${Date.now()}-${index}.log`)]));
  const runLane = async (lane) => {
    const results = [];
    for (const phase of lane) results.push(await runPhase(phase, root, logFiles.get(phase)));
    return results;
  };
  const results = (await Promise.all(lanes.map(runLane))).flat();
  for (const phase of phases) {
    console.log(`\n━━ ${phase.name} ━━`);
    if (existsSync(logFiles.get(phase))) process.stdout.write(readFileSync(logFiles.get(phase)));
  }
  return results;
};

/**
 * Each phase: { name, command, args, cwd?, env?, counts?: () => counts | null }, or
 * { name, run: () => boolean } for a check done in this process; an array runs its lanes side by
 * side (runGroup). Resolves to the names of the failed ones.
 */
export const runPhases = async (phases, { root }) => {
  rmSync(reportsDir, { recursive: true, force: true });
  mkdirSync(reportsDir, { recursive: true });
  const started = process.hrtime.bigint();
  const results = [];
  for (const phase of phases) {
    if (Array.isArray(phase)) {
      results.push(...(await runGroup(phase, root)));
    } else {
      console.log(`\n━━ ${phase.name} ━━`);
      results.push(await runPhase(phase, root));
    }
  }

  const width = Math.max(...results.map((result) => result.name.length));
  console.log('\n━━ summary ━━');
  for (const { name, isPassed, seconds, counts } of results) {
    console.log(`${isPassed ? 'PASS' : 'FAIL'}  ${name.padEnd(width)}  ${formatSeconds(seconds).padStart(11)}  ${describeCounts(counts)}`);
    for (const failure of counts?.failures ?? []) console.log(`      ✘ ${failure.title}${failure.reason ? `\n        ${failure.reason.slice(0, 300)}` : ''}`);
  }
  const failed = results.filter((result) => !result.isPassed).map((result) => result.name);
  // Wall time: phases run side by side count once.
  const total = Number(process.hrtime.bigint() - started) / 1e9;
  console.log(`${results.length - failed.length} of ${results.length} phases passed in ${formatSeconds(total)}${failed.length ? `; failed: ${failed.join(', ')}` : ''}`);
  rmSync(reportsDir, { recursive: true, force: true });
  return failed;
};
