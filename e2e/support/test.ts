import { test as base } from '@playwright/test';
import { trackRequests } from './settled';

// Every spec's `test`: the requests of each page of the test's browser context are tracked, so
// checks can wait for a settled page (support/settled.ts).
export const test = base.extend<{ trackPageRequests: void }>({
  trackPageRequests: [
    async ({ context }, use) => {
      context.pages().forEach(trackRequests);
      context.on('page', trackRequests);
      await use();
    },
    { auto: true },
  ],
});
