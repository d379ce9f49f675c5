import { test as base } from '@playwright/test';
import { E2E } from './e2e-env';
import { trackRequests } from './settled';

// Every spec's `test`: pages open on the worker's own portal (support/e2e-env.ts), and the
// requests of each page of the test's browser context are tracked, so checks can wait for a
// settled page (support/settled.ts).
export const test = base.extend<{ trackPageRequests: void }>({
  // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => use(E2E.applicantUrl),
  trackPageRequests: [
    async ({ context }, use) => {
      context.pages().forEach(trackRequests);
      context.on('page', trackRequests);
      await use();
    },
    { auto: true },
  ],
});
