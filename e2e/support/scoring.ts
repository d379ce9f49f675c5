import { expect, type Page } from '@playwright/test';

/**
 * One criterion of the rubric form by keyboard: the focus is on its lowest score; Space picks it, the arrow keys
 * move along the scale, Tab goes to the reason, which is typed, and Tab leaves it.
 */
export const scoreByKeyboard = async (page: Page, name: string, score: number, reason: string) => {
  const group = page.getByRole('group', { name });
  const lowest = group.getByRole('radio', { name: '1', exact: true });
  await expect(lowest).toBeFocused();
  await page.keyboard.press('Space');
  for (let step = 1; step < score; step += 1) await page.keyboard.press('ArrowRight');
  await expect(group.getByRole('radio', { name: String(score), exact: true })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(`Reason for the ${name} score`)).toBeFocused();
  await page.keyboard.type(reason);
  await page.keyboard.press('Tab');
};
