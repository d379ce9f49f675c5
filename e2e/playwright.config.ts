import { defineConfig } from '@playwright/test';
import { E2E, E2E_WORKERS, portalOf } from './support/e2e-env';

// The portal of one worker, started by the same script as `npm start`, on its own ports and a
// fresh SQLite database (support/e2e-env.ts).
export const portalServer = (index: number) => ({
  command: 'node ../scripts/start.mjs',
  url: portalOf(index).applicantUrl,
  timeout: 600_000,
  reuseExistingServer: false,
  // start.mjs stops the servers it started when it gets SIGTERM (a SIGKILL would orphan them).
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
  // The cms logs at warn level: a 500's cause shows in the run's output.
  stdout: 'pipe' as const,
  stderr: 'pipe' as const,
  env: portalOf(index).serverEnv,
});

// Debian's Chromium (never a downloaded browser), against a whole portal per worker. A spec file
// runs whole in one worker; each worker takes the next file when it finishes one, so the workers
// share the machine's cores (alone, one worker kept a 2-core machine about 0.8 busy).
export default defineConfig({
  testDir: './tests',
  // Runs moved by E2E_PORT_OFFSET (two on one machine) keep their traces and reports apart too.
  outputDir: `./test-results${E2E.portOffset ? `-${E2E.portOffset}` : ''}`,
  globalTeardown: './support/global-teardown.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: `playwright-report${E2E.portOffset ? `-${E2E.portOffset}` : ''}` }],
    // `npm test` and CI read the counts from here (scripts/lib/phases.mjs).
    ...(process.env.E2E_JSON_REPORT ? [['json', { outputFile: process.env.E2E_JSON_REPORT }] as const] : []),
  ],
  use: {
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
  webServer: Array.from({ length: E2E_WORKERS }, (_, index) => portalServer(index)),
});
