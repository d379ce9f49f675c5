import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { hasHorizontalScroll, VIEWPORTS } from './screenshot';
import { waitForSettled } from './settled';

/**
 * axe-core's WCAG 2.1 A and AA checks of the settled page (a panel half faded in fails contrast
 * for a moment): no serious or critical violation.
 */
export const expectAccessible = async (page: Page) => {
  await waitForSettled(page);
  const axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const { violations } = await axe.analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(({ id, help, nodes }) => `${id}: ${help} (${nodes.map((node) => node.target.join(' ')).join(', ')})`);
  expect(serious, `axe found serious problems on ${page.url()}`).toEqual([]);
};

/**
 * At 360 px wide the page fits: nobody has to scroll sideways. Charts and tab bars measure
 * themselves again after the window narrows, so the page has a moment to lay itself out.
 */
export const expectNoSidewaysScroll = async (page: Page) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await expect.poll(() => hasHorizontalScroll(page), { message: `${page.url()} scrolls sideways at 360 px`, timeout: 3000 }).toBe(false);
  await page.setViewportSize(VIEWPORTS.desktop);
};
