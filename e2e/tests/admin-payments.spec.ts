import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from '../support/test';
import { expectAccessible, expectNoSidewaysScroll } from '../support/accessibility';
import { decide, submittedApplication } from '../support/applicants';
import { E2E } from '../support/e2e-env';
import { screenshotBoth, screenshotWindow, VIEWPORTS } from '../support/screenshot';
import { signInStaff } from '../support/staff';
import { cmsAdminHeaders } from '../support/cms-admin';

const PRESETS = '/content-manager/collection-types/api::reference.banking-preset';

// An institution's bank details, added the way an editor does in the Strapi admin panel; answers how to remove it.
type Preset = { name: string; bank: string; account_no: string; branch_no: string };
const addBankingPreset = async (request: APIRequestContext, preset: Preset) => {
  const headers = await cmsAdminHeaders(request);
  const created = await request.post(`${E2E.cmsUrl}${PRESETS}`, { headers, data: preset });
  expect(created.ok(), await created.text()).toBe(true);
  const { documentId } = (await created.json()).data as { documentId: string };
  return async () => {
    await request.delete(`${E2E.cmsUrl}${PRESETS}/${documentId}`, { headers });
  };
};

// Today in the bursary office, which is what a new payment is dated by default.
const OFFICE_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Johannesburg', year: 'numeric', month: '2-digit', day: '2-digit' });
const officeToday = () => OFFICE_DAY.format(new Date());

// Within the payment form: the top bar has an "Account" menu too, and the preset dialog is a form of its own.
const paymentForm = (page: Page) => page.getByRole('form', { name: /payment record$/ });
const field = (page: Page, label: string) => paymentForm(page).getByLabel(label, { exact: true });

// The preset picker searches as staff type; what is offered is the open list's options.
const presetPicker = (page: Page) => page.getByRole('combobox', { name: 'Banking details preset' });
const offeredPresets = (page: Page) => page.locator('.ant-select-dropdown:visible .ant-select-item-option');
const searchPresets = async (page: Page, search: string) => {
  await presetPicker(page).click();
  await presetPicker(page).fill(search);
};
const paymentView = (applicationId: number) => `${E2E.adminUrl}/applicationmanager?application_id=${applicationId}&view=payment`;

test('[ADMIN][PAYMENT]: staff add, edit and delete a payment of an accepted application', async ({ page, request }) => {
  test.setTimeout(150_000);
  const tag = String(Date.now());
  const { applicationId } = await submittedApplication(request, { first_name: 'Payment', last_name: `Paytest${tag}` });
  await decide(request, applicationId, 1);
  const preset = { name: `Sol Plaatje University ${tag}`, bank: 'ABSA', account_no: '4077123456', branch_no: '632005' };
  const removePreset = await addBankingPreset(request, preset);
  try {
    await signInStaff(page);
    await page.goto(paymentView(applicationId));
    await expect(page.getByRole('heading', { level: 1, name: `Payment Paytest${tag}` })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Payment records' })).toBeVisible();
    await expect(page.getByText('No payments recorded yet.', { exact: false })).toBeVisible();

    // The form starts from the application and the spec's defaults.
    await page.getByRole('button', { name: 'Add Payment Record' }).click();
    await expect(page.getByRole('heading', { name: 'Add payment record' })).toBeFocused();
    await expect(field(page, 'Reference (student number, else ID number)')).toHaveValue('DVSFAT001');
    await expect(field(page, 'In favour of')).toHaveValue('University of Cape Town');
    await expect(field(page, 'Account')).toHaveValue('Trust');
    await expect(field(page, 'EFT/Cheque')).toHaveValue('EFT');
    await expect(field(page, 'First approver')).toHaveValue('AGS');
    await expect(field(page, 'Second approver')).toHaveValue('MSB');
    await expect(field(page, 'Payment date')).toHaveValue(officeToday());
    await expect(field(page, 'Bank')).toHaveValue('');

    // Required fields first: nothing is saved until they are filled.
    await field(page, 'Second approver').fill('');
    await page.getByRole('button', { name: 'Save payment' }).click();
    const required = ['Bank is required', 'Amount approved is required', 'Enter account number', 'Enter branch code'];
    for (const message of [...required, 'Enter in respect of', 'Enter second approver']) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(field(page, 'Bank')).toBeFocused();
    await expectAccessible(page);
    await screenshotBoth(page, 'admin-payment-form-errors');

    // The banking preset, found by part of its name, fills bank, account number and branch code.
    await searchPresets(page, `plaatje ${tag}`);
    await offeredPresets(page).filter({ hasText: preset.name }).click();
    await expect(field(page, 'Bank')).toHaveValue('ABSA');
    await expect(field(page, 'Account number')).toHaveValue('4077123456');
    await expect(field(page, 'Branch code')).toHaveValue('632005');
    await expect(page.getByText('Bank is required', { exact: true })).toHaveCount(0);
    await field(page, 'In respect of').selectOption('Education');
    await field(page, 'Amount approved (R)').fill('12500.50');
    await field(page, 'Second approver').fill('MSB');
    await expectNoSidewaysScroll(page);
    await screenshotBoth(page, 'admin-payment-form');
    await page.getByRole('button', { name: 'Save payment' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Payment record added/updated successfully' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Payment records' })).toBeFocused();
    const first = `Payment 1: Education, R 12 500.50, ${officeToday()}`;
    await expect(page.getByRole('button', { name: first })).toBeVisible();
    await page.getByRole('button', { name: first }).click();
    await expect(page.getByText('ABSA', { exact: true })).toBeVisible();
    await expect(page.getByText('AGS and MSB', { exact: true })).toBeVisible();
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
    await screenshotBoth(page, 'admin-payment-list');

    // Editing starts from the stored payment; a reload shows what the cms kept.
    await page.getByRole('button', { name: 'Edit payment 1' }).click();
    await expect(page.getByRole('heading', { name: 'Edit payment record' })).toBeVisible();
    await expect(field(page, 'Amount approved (R)')).toHaveValue('12500.5');
    await expect(field(page, 'Bank')).toHaveValue('ABSA');
    await field(page, 'In respect of').selectOption('Accommodation');
    await field(page, 'Amount approved (R)').fill('13000');
    await field(page, 'EFT/Cheque').selectOption('Cheque');
    await field(page, 'Payment date').fill('2026-11-20');
    await page.getByRole('button', { name: 'Save payment' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Payment record added/updated successfully' })).toBeVisible();
    await page.reload();
    const edited = 'Payment 1: Accommodation, R 13 000.00, 2026-11-20';
    await expect(page.getByRole('button', { name: edited })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Payment 2/ })).toHaveCount(0);
    await page.getByRole('button', { name: edited }).click();
    await expect(page.getByText('Cheque', { exact: true })).toBeVisible();

    // Deleting asks first; Cancel keeps the payment.
    await page.getByRole('button', { name: 'Delete payment 1' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete payment 1?' });
    await expect(dialog).toContainText('The payment of R 13 000.00 in respect of Accommodation, paid on 2026-11-20, will be removed');
    await expectAccessible(page);
    await screenshotBoth(page, 'admin-payment-delete-confirm');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: edited })).toBeVisible();

    await page.getByRole('button', { name: 'Delete payment 1' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Payment record deleted' })).toBeVisible();
    await expect(page.getByRole('button', { name: edited })).toHaveCount(0);
    await expect(page.getByText('No payments recorded yet.', { exact: false })).toBeVisible();
    await page.reload();
    await expect(page.getByText('No payments recorded yet.', { exact: false })).toBeVisible();
  } finally {
    await removePreset();
  }
});

test('[ADMIN][PAYMENT]: a save the cms refuses says why; an application not accepted has no payments', async ({ page, request }) => {
  const { applicationId } = await submittedApplication(request, { first_name: 'Declined', last_name: `Paytest${Date.now()}` });
  await decide(request, applicationId, 1);
  await signInStaff(page);
  await page.goto(paymentView(applicationId));
  await page.getByRole('button', { name: 'Add Payment Record' }).click();
  await field(page, 'Bank').fill('FNB');
  await field(page, 'Account number').fill('62001234567');
  await field(page, 'Branch code').fill('250655');
  await field(page, 'In respect of').selectOption('Textbooks');
  await field(page, 'Amount approved (R)').fill('1500');

  // Another staff member declines the application while this form is open.
  await decide(request, applicationId, 0);
  await page.getByRole('button', { name: 'Save payment' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Payments can be recorded only for an accepted application.' })).toBeVisible();
  await expect(field(page, 'Bank')).toHaveValue('FNB');

  await page.reload();
  await expect(page.getByText('Payments can be recorded once the application is accepted.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Payment Record' })).toHaveCount(0);
});

test("[ADMIN][PAYMENT]: staff save a payment's banking details as a preset and find it by institution for the next payment", async ({ page, request }) => {
  test.setTimeout(150_000);
  const tag = String(Date.now());
  const { applicationId } = await submittedApplication(request, { first_name: 'Preset', last_name: `Paytest${tag}` });
  await decide(request, applicationId, 1);
  const institution = `Nelson Mandela University ${tag}`;
  const other = { name: `Rhodes University ${tag}`, bank: 'ABSA', account_no: '4077000001', branch_no: '632005' };
  const removeOther = await addBankingPreset(request, other);
  try {
    await signInStaff(page);
    await page.goto(paymentView(applicationId));
    await page.getByRole('button', { name: 'Add Payment Record' }).click();
    await field(page, 'In favour of').fill(institution);
    const saveAsPreset = page.getByRole('button', { name: 'Save these banking details as a preset' });

    // Nothing to save yet: each missing detail is said at its field, and no dialog opens.
    await saveAsPreset.click();
    for (const [label, message] of [
      ['Bank', 'Bank is required'],
      ['Account number', 'Enter account number'],
      ['Branch code', 'Enter branch code'],
    ]) {
      await expect(field(page, label)).toHaveAccessibleDescription(message);
    }
    await expect(field(page, 'Bank')).toBeFocused();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // A preset's numbers are digits only.
    await field(page, 'Bank').fill('Nedbank');
    await field(page, 'Account number').fill('1234 567 890');
    await field(page, 'Branch code').fill('198765');
    await saveAsPreset.click();
    await expect(field(page, 'Account number')).toHaveAccessibleDescription('Enter account number as digits only');
    await expect(field(page, 'Account number')).toBeFocused();
    await expect(field(page, 'Bank')).not.toHaveAccessibleDescription('Bank is required');
    await field(page, 'Account number').fill('1234567890');

    // The dialog offers the institution the payment is in favour of as the preset's name.
    await saveAsPreset.click();
    const dialog = page.getByRole('dialog', { name: 'Save banking details as a preset' });
    await expect(dialog).toContainText('Nedbank');
    await expect(dialog).toContainText('1234567890');
    await expect(dialog).toContainText('198765');
    const presetName = dialog.getByLabel('Preset name', { exact: true });
    await expect(presetName).toHaveValue(institution);

    // A name another preset has, in whatever case, is refused at the name.
    await presetName.fill(other.name.toUpperCase());
    await dialog.getByRole('button', { name: 'Save preset' }).click();
    await expect(presetName).toHaveAccessibleDescription(
      new RegExp(`A banking preset named "${other.name.toUpperCase()}" already exists: choose another name`),
    );
    await expect(presetName).toBeFocused();
    await expectAccessible(page);
    await screenshotBoth(page, 'admin-payment-preset-name-taken');

    await presetName.fill(institution);
    await dialog.getByRole('button', { name: 'Save preset' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: `Banking preset saved: ${institution}.` })).toBeVisible();
    await expect(presetPicker(page)).toBeVisible();
    await expect(paymentForm(page).locator('.banking-preset-select')).toContainText(institution);
    await expectNoSidewaysScroll(page);
    await screenshotBoth(page, 'admin-payment-preset-saved');

    // Editors see it in the Strapi admin's list.
    const headers = await cmsAdminHeaders(request);
    const listed = await request.get(`${E2E.cmsUrl}${PRESETS}?_q=${encodeURIComponent(institution)}`, { headers });
    expect((await listed.json()).results).toMatchObject([{ name: institution, bank: 'Nedbank', account_no: '1234567890', branch_no: '198765' }]);

    // The payment itself is saved as before.
    await field(page, 'In respect of').selectOption('Education');
    await field(page, 'Amount approved (R)').fill('9000');
    await page.getByRole('button', { name: 'Save payment' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Payment record added/updated successfully' })).toBeVisible();

    // A new payment: typing part of the institution's name finds the saved preset, and only it.
    await page.getByRole('button', { name: 'Add Payment Record' }).click();
    await expect(field(page, 'Bank')).toHaveValue('');
    // Searched at each width (an open list keeps the width it opened at), on the window staff see.
    for (const [label, size] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(size);
      await searchPresets(page, `mandela ${tag}`);
      await expect(offeredPresets(page)).toHaveText([institution]);
      await screenshotWindow(page, `admin-payment-preset-search-${label}`);
      await page.keyboard.press('Escape');
    }
    await page.setViewportSize(VIEWPORTS.desktop);
    await searchPresets(page, `mandela ${tag}`);
    await offeredPresets(page).filter({ hasText: institution }).click();
    await expect(field(page, 'Bank')).toHaveValue('Nedbank');
    await expect(field(page, 'Account number')).toHaveValue('1234567890');
    await expect(field(page, 'Branch code')).toHaveValue('198765');
    await expectAccessible(page);
  } finally {
    await removeOther();
    const headers = await cmsAdminHeaders(request);
    const saved = await request.get(`${E2E.cmsUrl}${PRESETS}?_q=${encodeURIComponent(institution)}`, { headers });
    for (const { documentId } of (await saved.json()).results as { documentId: string }[]) {
      await request.delete(`${E2E.cmsUrl}${PRESETS}/${documentId}`, { headers });
    }
  }
});
