import { expect, type Page, type Request } from '@playwright/test';

// Requests each page has sent and not yet seen answered, kept by the `test` of support/test.ts.
const inFlight = new WeakMap<Page, Set<Request>>();

export const trackRequests = (page: Page) => {
  if (inFlight.has(page)) return;
  const pending = new Set<Request>();
  inFlight.set(page, pending);
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
};

const pendingRequests = (page: Page) => {
  const pending = inFlight.get(page);
  if (!pending) throw new Error("This page's requests are not tracked: open it from the test's own context (support/test.ts).");
  return pending.size;
};

// CSS animations and transitions that end (a spinner turns for ever), and antd's enter/leave
// motion classes. With reduced motion emulated there should be none; this catches any that remain.
const movingCount = (page: Page) =>
  page.evaluate(() => {
    const ends = (animation: Animation) => animation.effect?.getComputedTiming().endTime !== Infinity;
    const running = document.getAnimations().filter((animation) => animation.playState === 'running' && ends(animation));
    const motion = document.querySelectorAll('[class*="-enter-active"], [class*="-leave-active"], [class*="-appear-active"]');
    return running.length + motion.length;
  });

// Spinners, skeletons and busy regions: the page is still loading something.
const loadingCount = (page: Page) =>
  page.evaluate(() => document.querySelectorAll('.ant-spin-spinning, .ant-skeleton-active, [aria-busy="true"]').length);

const untilQuiet = async (page: Page, what: string, count: () => Promise<number>) => {
  let quietPolls = 0;
  await expect
    .poll(
      async () => {
        quietPolls = (await count()) === 0 ? quietPolls + 1 : 0;
        return quietPolls >= 2;
      },
      { message: `${page.url()} never settled (${what})`, intervals: [50, 100, 100, 200], timeout: 10_000 },
    )
    .toBe(true);
};

/** Nothing on the page is animating (a screenshot mid-download may still show progress). */
export const waitForStill = (page: Page) => untilQuiet(page, 'something kept animating', () => movingCount(page));

/**
 * The page has settled: no request of its own in flight, nothing loading and nothing animating,
 * twice in a row. Checks of what the page looks like (axe's contrast) are only true then.
 */
export const waitForSettled = (page: Page) =>
  untilQuiet(page, 'requests in flight, something loading or animating', async () => {
    const pending = pendingRequests(page);
    return pending + (await loadingCount(page)) + (await movingCount(page));
  });
