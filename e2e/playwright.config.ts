import { defineConfig } from '@playwright/test';
import { E2E } from './support/e2e-env';

// Debian's Chromium (never a downloaded browser), against the whole portal started by the same
// script as `npm start`, on its own ports and a fresh SQLite database.
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  globalTeardown: './support/global-teardown.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: E2E.applicantUrl,
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
