import type { Page } from '@playwright/test';
import path from 'node:path';
import { waitForStill } from './settled';

const DIR = path.resolve(__dirname, '../artifacts/screenshots');

export const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 360, height: 740 } } as const;

// Saves the page as people see it, at desktop and phone widths, for the run's artifacts.
export const screenshotBoth = async (page: Page, name: string) => {
  await waitForStill(page);
  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    // From the top, so the sticky top bar is not drawn across the middle of a full-page shot.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(DIR, `${name}-${label}.png`), fullPage: true });
  }
  await page.setViewportSize(VIEWPORTS.desktop);
};

// True when the page is wider than the window, i.e. a phone user would have to scroll sideways.
export const hasHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);

// Saves the window only, at its size and scroll position: what the person sees at that moment.
export const screenshotWindow = async (page: Page, name: string) => {
  await waitForStill(page);
  await page.screenshot({ path: path.join(DIR, `${name}.png`) });
};
