import { defineConfig } from '@playwright/test';
import base, { portalServer } from './playwright.config';
import { E2E } from './support/e2e-env';

// `npm run guide-screens`: the how-to-apply guide's first screenshots, taken from the real screens
// of a portal started as the e2e suite starts it (its own ports and a fresh database, so the
// pictures hold made-up data only), in Debian's Chromium at phone width.
export default defineConfig({
  ...base,
  testDir: './guide-screens',
  outputDir: `./test-results-guide-screens${E2E.portOffset ? `-${E2E.portOffset}` : ''}`,
  globalTeardown: './support/global-teardown.ts',
  timeout: 180_000,
  // One journey: one worker and the first worker's portal.
  workers: 1,
  webServer: portalServer(0),
  reporter: [['list']],
});
