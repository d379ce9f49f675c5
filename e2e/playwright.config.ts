import { defineConfig } from '@playwright/test';
import { E2E } from './support/e2e-env';

// Debian's Chromium (never a downloaded browser), against the whole portal started by the same
// script as `npm start`, on its own ports and a fresh SQLite database.
export default defineConfig({
  testDir: './tests',
  // Runs moved by E2E_PORT_OFFSET (two on one machine) keep their traces and reports apart too.
  outputDir: `./test-results${E2E.portOffset ? `-${E2E.portOffset}` : ''}`,
  globalTeardown: './support/global-teardown.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: `playwright-report${E2E.portOffset ? `-${E2E.portOffset}` : ''}` }],
    // `npm test` and CI read the counts from here (scripts/lib/phases.mjs).
    ...(process.env.E2E_JSON_REPORT ? [['json', { outputFile: process.env.E2E_JSON_REPORT }] as const] : []),
  ],
  use: {
    baseURL: E2E.applicantUrl,
    // No animation: the apps switch antd's motion off for people who ask for less of it, so every
    // check sees a page at rest (support/settled.ts waits for requests and spinners as well).
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    },
  },
  webServer: {
    command: 'node ../scripts/start.mjs',
    url: E2E.applicantUrl,
    timeout: 600_000,
    reuseExistingServer: false,
    // start.mjs stops the servers it started when it gets SIGTERM (a SIGKILL would orphan them).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    // The cms logs at warn level: a 500's cause shows in the run's output.
    stdout: 'pipe',
    stderr: 'pipe',
    env: E2E.serverEnv,
  },
});
