import { expect, type Page } from '@playwright/test';

// Moving through the application's steps by keyboard, as a person tabbing through the form does.

export const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });

/** Focuses the field and types, replacing what was there. */
export const typeInto = async (page: Page, label: string, value: string) => {
  const field = page.getByLabel(label, { exact: true });
  await field.focus();
  await field.press('ControlOrMeta+a');
  await page.keyboard.type(value);
};

export const choose = (page: Page, label: string, option: string | { index: number }) =>
  page.getByLabel(label, { exact: true }).selectOption(option);

export const pressButton = async (page: Page, name: string) => {
  const button = page.getByRole('button', { name, exact: true });
  // A prerendered page's buttons wake when its app arrives, on the first touch or key.
  await expect(button).toBeEnabled();
  await button.focus();
  await page.keyboard.press('Enter');
};

/** Every answer of Basic information, valid, for the applicant signed in as `email`. */
export const fillBasic = async (page: Page, email: string) => {
  await typeInto(page, 'Alternative email', `alt.${email}`);
  await typeInto(page, 'Cell phone', '0821234567');
  await typeInto(page, 'Alternative phone', '0831234567');
  await choose(page, 'Year', '2003');
  await choose(page, 'Month', 'May');
  await choose(page, 'Day', '17');
  await choose(page, 'Nationality', 'South Africa');
  await choose(page, 'ID type', 'South African ID');
  await typeInto(page, 'ID, passport or refugee permit number', '0305170800083');
  await choose(page, 'First language', 'English');
  await choose(page, 'Second language', 'Afrikaans');
  await typeInto(page, 'Physical address', '12 Long Street');
  await typeInto(page, 'Area (suburb)', 'Bo-Kaap');
  await typeInto(page, 'City', 'Cape Town');
  await choose(page, 'Province', 'Western Cape');
  await typeInto(page, 'Area code', '8001');
};
