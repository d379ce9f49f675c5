import fs from 'node:fs';
import { expect, request as playwrightRequest, type Download, type Page } from '@playwright/test';
import { test } from '../support/test';
import { expectAccessible, expectNoSidewaysScroll } from '../support/accessibility';
import { decide, referenceOf, sendRegistrationAndFees, staffDownloadSize, staffPost, submittedApplication, type SignedIn } from '../support/applicants';
import { E2E } from '../support/e2e-env';
import { screenshotBoth } from '../support/screenshot';
import { signInStaff } from '../support/staff';

// Every applicant of this run shares the token in their last name, so a search for it shows them alone
// among the other specs' applicants (all of them 2025 applications to the University of Cape Town).
const TOKEN = `Grid${Date.now().toString(36)}`;
const FILLERS = 4;

type Arranged = { applicant: SignedIn; applicationId: number };
let adams: Arranged;
let bhamjee: Arranged;
let cader: Arranged;
let essop: Arranged;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const request = await playwrightRequest.newContext();
  const arrange = (first_name: string, last_name: string) =>
    submittedApplication(request, { first_name, last_name: `${TOKEN}${last_name}` });
  adams = await arrange('Amina', 'Adams');
  bhamjee = await arrange('Bilal', 'Bhamjee');
  cader = await arrange('Cassiem', 'Cader');
  await arrange('Dawood', 'Davids');
  essop = await arrange('Ebrahim', 'Essop');
  for (let index = 1; index <= FILLERS; index += 1) await arrange('Fatima', `Filler${index}`);

  await decide(request, adams.applicationId, 1);
  await decide(request, bhamjee.applicationId, 1);
  await decide(request, cader.applicationId, 0);
  // Bhamjee sends two of the three requested documents through a documents-request link; not the Consent Form.
  await sendRegistrationAndFees(request, bhamjee.applicant);
  await staffPost(request, '/api/addpaymet', {
    payment_id: '',
    application_id: adams.applicationId,
    bank: 'Standard Bank',
    account_no: '070123456',
    branch_code: '051001',
    in_respect_of: 'Education',
    amount_approved: 15000,
  });
  await staffPost(request, '/api/updateapplication', {
    application_id: essop.applicationId,
    application_type: 'First time applicant (matriculant)',
    university: 'University of the Western Cape',
    course: 'Accounting',
    unilevel: 'Diploma',
    year_of_study: 1,
    student_number: 'ESSEBR001',
    duration_of_study: 3,
    completion_year: 2027,
    amount_for_tuition: 52000,
    amount_for_books: 4000,
    amount_for_accommodation: 30000,
    amount_for_transport: 6000,
  });
  await request.dispose();
});

// The filters are native selects; a sortable column's header carries the same name.
const select = (page: Page, label: string) => page.getByRole('combobox', { name: label, exact: true });
const gridRows = (page: Page) => page.getByRole('row').filter({ hasText: TOKEN });
// A count card reads "6 Pending": the number, then its label.
const card = (page: Page, label: string) => page.getByRole('button', { name: new RegExp(`^[\\d\\s]+ ${label}$`) });
const expectCount = (page: Page, label: string, count: number) => expect(card(page, label)).toHaveText(new RegExp(`^${count}\\s${label}$`));
// A name is personal data: the search is kept for the tab, never put in the address.
const search = async (page: Page, text: string) => {
  await page.getByLabel('Search by first or last name').fill(text);
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`named “${text}”`) })).toBeVisible();
  expect(page.url()).not.toContain(text);
};
const expectOnly = async (page: Page, lastNames: string[]) => {
  await expect(gridRows(page)).toHaveCount(lastNames.length);
  for (const lastName of lastNames) await expect(gridRows(page).filter({ hasText: `${TOKEN}${lastName}` })).toHaveCount(1);
};

const savedBytes = async (download: Download) => fs.readFileSync((await download.path())!);
const expectZip = async (download: Download) => expect((await savedBytes(download)).subarray(0, 2).toString('latin1')).toBe('PK');

test('[ADMIN][GRID]: the search, the filters and the counts narrow the grid, and the address (the tab, for the name) keeps them across a reload', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInStaff(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Applications of 2025' })).toBeVisible();

  await search(page, TOKEN);
  await expect(page.getByRole('heading', { level: 2, name: `Applications of 2025 named “${TOKEN}”` })).toBeVisible();
  await expect(gridRows(page)).toHaveCount(8);
  await expect(page.getByText(`1–8 of ${5 + FILLERS} applications`)).toBeVisible();
  for (const [label, count] of [
    ['All', 5 + FILLERS],
    ['Pending', 2 + FILLERS],
    ['Declined', 1],
    ['Approved', 2],
    ['Requested docs submitted', 0],
    ['Documents completed', 0],
    ['Paid', 1],
  ] as const) {
    await expectCount(page, label, count);
  }

  const adamsRow = gridRows(page).filter({ hasText: `${TOKEN}Adams` });
  for (const cell of ['Amina', 'University of Cape Town', 'Accounting', 'Diploma', 'Female', 'Malay', 'Islam', 'South Africa']) {
    await expect(adamsRow.getByRole('cell', { name: cell, exact: true })).toBeVisible();
  }
  for (const cell of ['R 45 000.00', 'R 4 000.00', 'R 30 000.00', 'R 12 700.50', 'DVSFAT001', '0821234567', 'Accepted', 'NO RESULT']) {
    await expect(adamsRow.getByRole('cell', { name: cell, exact: true })).toBeVisible();
  }
  await expect(adamsRow.getByRole('cell', { name: /^R 15 000\.00 on \d{4}-\d{2}-\d{2}$/ })).toBeVisible();
  await expect(adamsRow.getByRole('cell', { name: 'YES', exact: true })).toHaveCount(1);
  // The number staff quote, and beside documents submitted (NO) which of the three requested documents are in.
  await expect(adamsRow.getByRole('cell', { name: referenceOf(adams.applicationId), exact: true })).toBeVisible();
  await expect(adamsRow.getByRole('cell', { name: '0 of 3 received: Proof of Registration, Fees Statement and Consent Form missing', exact: true })).toBeVisible();
  const bhamjeeRow = gridRows(page).filter({ hasText: `${TOKEN}Bhamjee` });
  await expect(bhamjeeRow.getByRole('cell', { name: '2 of 3 received: Consent Form missing', exact: true })).toBeVisible();
  await expect(bhamjeeRow).toHaveAccessibleName(`Bilal ${TOKEN}Bhamjee, application ${referenceOf(bhamjee.applicationId)}`);
  await bhamjeeRow.getByRole('cell', { name: '2 of 3 received: Consent Form missing' }).scrollIntoViewIfNeeded();
  await screenshotBoth(page, 'admin-home-grid-documents');
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await screenshotBoth(page, 'admin-home-grid');

  await card(page, 'Approved').click();
  await expect(page).toHaveURL(/[?&]decision=Accepted/);
  await expect(card(page, 'Approved')).toHaveAttribute('aria-pressed', 'true');
  await expectOnly(page, ['Adams', 'Bhamjee']);

  await select(page, 'Decision').selectOption('Declined');
  await expectOnly(page, ['Cader']);
  await select(page, 'Decision').selectOption('all');
  await select(page, 'Paid').selectOption('YES');
  await expectOnly(page, ['Adams']);
  await select(page, 'Paid').selectOption('NO');
  await select(page, 'University').selectOption('University of the Western Cape');
  await expectOnly(page, ['Essop']);
  await expect(page.getByText('1–1 of 1 applications')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Search by first or last name')).toHaveValue(TOKEN);
  await expect(select(page, 'University')).toHaveValue('University of the Western Cape');
  await expect(select(page, 'Paid')).toHaveValue('NO');
  await expectOnly(page, ['Essop']);

  await select(page, 'Documents completed').selectOption('YES');
  await expect(page.getByText(/No applications match this search and these filters/)).toBeVisible();
  await select(page, 'Documents completed').selectOption('all');

  await select(page, 'Application year').selectOption('2019');
  await expect(page).toHaveURL(/[?&]year=2019/);
  await expect(page.getByText(/No applications match this search and these filters/)).toBeVisible();
  await expectCount(page, 'All', 0);
  await expectNoSidewaysScroll(page);

  await page.getByRole('button', { name: 'Clear search and filters' }).click();
  await expect(page.getByLabel('Search by first or last name')).toHaveValue('');
  await expect(page).toHaveURL(/\/admindashboard\?year=2019$/);
  await select(page, 'Application year').selectOption('all');
  await search(page, `${TOKEN}cad`);
  await expectOnly(page, ['Cader']);
  await expectCount(page, 'Declined', 1);
});

test('[ADMIN][GRID]: paging, the page size and sorting happen on the server and stay in the address', async ({ page }) => {
  test.setTimeout(90_000);
  await signInStaff(page);
  await search(page, TOKEN);
  await expect(gridRows(page)).toHaveCount(8);

  const lastNameHeader = page.getByRole('columnheader', { name: /^Last Name/ });
  await lastNameHeader.click();
  await expect(page).toHaveURL(/[?&]sort=last_name&dir=asc/);
  await expect(gridRows(page).first()).toContainText(`${TOKEN}Adams`);
  await lastNameHeader.click();
  await expect(page).toHaveURL(/[?&]sort=last_name&dir=desc/);
  await expect(gridRows(page).first()).toContainText(`${TOKEN}Filler${FILLERS}`);
  await expect(lastNameHeader).toHaveAttribute('aria-sort', 'descending');

  await page.getByTitle('Next Page').click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByText(`9–9 of ${5 + FILLERS} applications`)).toBeVisible();
  await expectOnly(page, ['Adams']);

  await page.reload();
  await expect(page.getByText(`9–9 of ${5 + FILLERS} applications`)).toBeVisible();
  await expectOnly(page, ['Adams']);
  await expect(page.getByRole('columnheader', { name: /^Last Name/ })).toHaveAttribute('aria-sort', 'descending');

  await select(page, 'Rows per page').selectOption('20');
  await expect(page).toHaveURL(/[?&]size=20/);
  await expect(page).not.toHaveURL(/[?&]page=/);
  await expect(gridRows(page)).toHaveCount(5 + FILLERS);
  await expect(gridRows(page).last()).toContainText(`${TOKEN}Adams`);
});

test('[ADMIN][GRID]: the names stay in view while scrolling, and the columns staff hide and order are remembered', async ({ page }) => {
  test.setTimeout(90_000);
  await signInStaff(page);
  await search(page, TOKEN);
  await expect(gridRows(page)).toHaveCount(8);
  const header = (name: string) => page.getByRole('columnheader', { name: new RegExp(`^${name}`) });
  const headerTitles = () => page.locator('.grid-table thead th').allInnerTexts();
  const expectBefore = async (first: string, second: string) => {
    const titles = (await headerTitles()).map((title) => title.trim());
    expect(titles.indexOf(first)).toBeGreaterThanOrEqual(0);
    expect(titles.indexOf(first)).toBeLessThan(titles.indexOf(second));
  };

  // Scrolled to its far right, the table still shows whose row it is (the table brought into view first: the filters above it take a screen's height on a short window).
  const scroller = page.locator('.grid-table .ant-table-content, .grid-table .ant-table-body').first();
  await scroller.scrollIntoViewIfNeeded();
  await scroller.evaluate((element) => {
    element.scrollLeft = element.scrollWidth;
  });
  await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  await expect(header('Result')).toBeInViewport();
  const tableBox = (await scroller.boundingBox())!;
  for (const name of ['Application No.', 'First Name', 'Last Name']) {
    const box = (await header(name).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(tableBox.x - 1);
    expect(box.x + box.width).toBeLessThanOrEqual(tableBox.x + tableBox.width);
    await expect(header(name)).toBeInViewport();
  }
  await expect(gridRows(page).filter({ hasText: `${TOKEN}Adams` }).getByRole('cell', { name: 'Amina', exact: true })).toBeInViewport();
  await screenshotBoth(page, 'admin-home-grid-scrolled');

  await page.getByRole('button', { name: 'Columns', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Show and order the columns' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'First Name' })).toHaveCount(0);
  await expectBefore('Email', 'University');
  await page.getByRole('checkbox', { name: 'Religion', exact: true }).uncheck();
  await expect(header('Religion')).toHaveCount(0);
  // By keyboard: the move button keeps the focus as its column moves.
  await page.getByRole('button', { name: 'Move Email down' }).focus();
  await page.keyboard.press('Enter');
  await expectBefore('University', 'Email');
  await expect(page.getByRole('button', { name: 'Move Email down' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Move Email up' })).toBeEnabled();
  await screenshotBoth(page, 'admin-home-grid-columns');
  await page.keyboard.press('Escape');

  await page.reload();
  await expect(gridRows(page)).toHaveCount(8);
  await expect(header('First Name')).toBeVisible();
  await expect(header('Religion')).toHaveCount(0);
  await expectBefore('University', 'Email');
  await expectBefore('Race', 'Country of Birth');

  await page.getByRole('button', { name: 'Columns', exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'Religion', exact: true })).not.toBeChecked();
  await page.getByRole('button', { name: 'Reset columns' }).click();
  await expect(page.getByRole('checkbox', { name: 'Religion', exact: true })).toBeChecked();
  await expect(header('Religion')).toHaveCount(1);
  await expectBefore('Email', 'University');
  expect(await page.evaluate(() => localStorage.getItem('grid-columns'))).toBeNull();
});

test('[ADMIN][GRID]: a row opens the applicant in a new tab, by mouse and by keyboard', async ({ page, context }) => {
  test.setTimeout(90_000);
  await signInStaff(page);
  await search(page, `${TOKEN}Bhamjee`);
  await expect(gridRows(page)).toHaveCount(1);

  const opened = context.waitForEvent('page');
  await gridRows(page).getByRole('cell', { name: 'Bilal', exact: true }).click();
  const detail = await opened;
  await expect(detail).toHaveURL(`${E2E.adminUrl}/applicationmanager?application_id=${bhamjee.applicationId}`);
  const stored = await detail.evaluate(() => JSON.parse(localStorage.getItem('application') ?? 'null'));
  expect(stored).toMatchObject({ application_id: bhamjee.applicationId, 'Last Name': `${TOKEN}Bhamjee` });
  await detail.close();

  await search(page, `${TOKEN}Cader`);
  await expect(gridRows(page)).toHaveCount(1);
  await page.getByLabel('Search by first or last name').focus();
  // Tab from the search past the filters and the page size to the first row.
  let focusedRow = false;
  for (let step = 0; step < 40 && !focusedRow; step += 1) {
    await page.keyboard.press('Tab');
    focusedRow = await gridRows(page).evaluate((row) => row === document.activeElement);
  }
  expect(focusedRow).toBe(true);
  const openedByKeyboard = context.waitForEvent('page');
  await page.keyboard.press('Enter');
  const second = await openedByKeyboard;
  await expect(second).toHaveURL(`${E2E.adminUrl}/applicationmanager?application_id=${cader.applicationId}`);
  await second.close();
});

test('[ADMIN][EXPORTS]: spreadsheets and zips arrive under their names, a zip with its progress', async ({ page }) => {
  test.setTimeout(150_000);
  await signInStaff(page);

  const download = async (button: string) => {
    const arriving = page.waitForEvent('download');
    await page.getByRole('button', { name: button }).click();
    const file = await arriving;
    await expect(page.getByText(`Saved as ${file.suggestedFilename()}.`)).toBeVisible();
    return file;
  };

  const checklist = await download('Download checklist2022.xlsx');
  expect(checklist.suggestedFilename()).toBe('checklist2022.xlsx');
  await expectZip(checklist);

  // results.xlsx of the grid's year and the period chosen, named after both.
  await select(page, 'Results period').selectOption('finalyear_transcript');
  const results = await download('Download results.xlsx');
  expect(results.suggestedFilename()).toBe('results 2025 final-year.xlsx');
  await expectZip(results);

  await page.getByLabel('Payments from').fill('2026-12-01');
  await page.getByLabel('Payments to').fill('2026-11-01');
  await expect(page.getByRole('alert').filter({ hasText: 'Choose a from date on or before the to date.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download payment sheet' })).toBeDisabled();
  await page.getByLabel('Payments from').fill('2025-01-01');
  const today = new Date().toISOString().slice(0, 10);
  await page.getByLabel('Payments to').fill(today);
  await expect(page.getByText('Choose a from date on or before the to date.')).toHaveCount(0);
  const payments = await download('Download payment sheet');
  expect(payments.suggestedFilename()).toBe(`payments 2025-01-01 to ${today}.xlsx`);
  await expectZip(payments);

  // A slow line, so the zip's progress is on screen long enough to be seen: about 15 s for the
  // zip, however many files the specs before this one added (Chromium throttles a response at the
  // speed it started with).
  const zipBytes = await staffDownloadSize(page.request, '/api/getapplicationfiles?application_year=2025');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: Math.max(4 * 1024, zipBytes / 15), uploadThroughput: -1 });
  const zipArriving = page.waitForEvent('download', { timeout: 120_000 });
  await page.getByRole('button', { name: 'Download application files' }).click();
  await expect(page.getByRole('button', { name: 'Downloading...' })).toBeVisible();
  const progress = page.getByRole('progressbar', { name: 'Download application files progress' });
  await expect(progress).toBeVisible();
  await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow')), { timeout: 30_000 }).toBeGreaterThan(0);
  await screenshotBoth(page, 'admin-home-zip-progress');
  const zip = await zipArriving;
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  expect(zip.suggestedFilename()).toBe('applicationfiles2025.zip');
  await expectZip(zip);
  await expect(page.getByText('Saved as applicationfiles2025.zip.')).toBeVisible();

  const checklists = await download('Download checklist.zip');
  expect(checklists.suggestedFilename()).toBe('checklist.zip');
  await expectZip(checklists);
  const forms = await download('Download applicationforms.zip');
  expect(forms.suggestedFilename()).toBe('applicationforms.zip');
  await expectZip(forms);
  await expectNoSidewaysScroll(page);
});

type InboxMail = { subject: string; to: { address: string }[] };
const waitForLetter = async (to: string, subject: RegExp) => {
  await expect
    .poll(
      async () => {
        const mails: InboxMail[] = await (await fetch(`${E2E.inboxUrl}/email`)).json();
        return mails.some((mail) => subject.test(mail.subject) && mail.to.some((recipient) => recipient.address.toLowerCase() === to.toLowerCase()));
      },
      { message: `a letter to ${to}`, timeout: 30_000 },
    )
    .toBe(true);
};

const lettersCounts = (text: string | null) => {
  const match = /Sent: (\d+)\. Skipped \(sent before\): (\d+)\. Failed: (\d+)\./.exec(text ?? '');
  expect(match, `the counts in "${text}"`).not.toBeNull();
  return { sent: Number(match![1]), skipped: Number(match![2]), failed: Number(match![3]) };
};

// The confirmation's title names how many get the letters: "Send the decline letter to 9 declined applicants of 2025?".
const lettersConfirmation = async (page: Page, letters: string, audience: 'accepted' | 'declined') => {
  const dialog = page.getByRole('dialog', { name: new RegExp(`^Send ${letters} to \\d+ ${audience} applicants? of \\d{4}\\?$`) });
  await expect(dialog).toBeVisible();
  const title = (await dialog.locator('.ant-modal-title').textContent()) ?? '';
  const [, count, year] = / to (\d+) .* of (\d{4})\?$/.exec(title)!;
  return { dialog, count: Number(count), year: Number(year) };
};

const lettersInInbox = async (subject: RegExp) =>
  ((await (await fetch(`${E2E.inboxUrl}/email`)).json()) as InboxMail[]).filter((mail) => subject.test(mail.subject)).length;

test('[ADMIN][LETTERS]: bulk letters go out only after a confirmation naming how many get them, with how many were sent and skipped', async ({ page }) => {
  test.setTimeout(180_000);
  await signInStaff(page);
  const send = page.getByRole('button', { name: 'Send to all accepted' });

  await send.click();
  let confirmation = await lettersConfirmation(page, 'the acceptance letters', 'accepted');
  expect(confirmation.count).toBeGreaterThanOrEqual(2);
  await confirmation.dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirmation.dialog).toBeHidden();
  await expect(page.getByText('Acceptance letters are sent out to all accepted applicants')).toHaveCount(0);

  const inboxBefore = await lettersInInbox(/^Congratulations/);
  await send.click();
  confirmation = await lettersConfirmation(page, 'the acceptance letters', 'accepted');
  await expectAccessible(page);
  await screenshotBoth(page, 'admin-home-bulk-letters-confirm');
  await confirmation.dialog.getByRole('button', { name: 'Send letters' }).click();
  const accepted = page.getByRole('status').filter({ hasText: 'Acceptance letters are sent out to all accepted applicants' });
  await expect(accepted).toBeVisible({ timeout: 90_000 });
  const firstRun = lettersCounts(await accepted.textContent());
  // As many as the confirmation said, and maildev received that many.
  expect(firstRun).toMatchObject({ sent: confirmation.count, failed: 0 });
  await expect.poll(() => lettersInInbox(/^Congratulations/), { timeout: 30_000 }).toBe(inboxBefore + confirmation.count);
  await waitForLetter(adams.applicant.email, /^Congratulations/);
  await waitForLetter(bhamjee.applicant.email, /^Congratulations/);
  await expectAccessible(page);
  await screenshotBoth(page, 'admin-home-bulk-letters');

  // Again: everyone had theirs, so nobody is waiting for them and there is nothing to send.
  await send.click();
  const nobody = page.getByRole('dialog', { name: `No accepted applicants of ${confirmation.year} are waiting for the acceptance letters` });
  await expect(nobody).toContainText(
    `All ${firstRun.sent + firstRun.skipped} accepted applicants of ${confirmation.year} were sent the acceptance letters before, so there is nothing to send.`,
  );
  await expect(nobody.getByRole('button', { name: 'Send letters' })).toHaveCount(0);
  await screenshotBoth(page, 'admin-home-bulk-letters-nobody');
  await nobody.getByRole('button', { name: 'Close' }).first().click();
  await expect(nobody).toBeHidden();

  await page.getByRole('button', { name: 'Send to all declined' }).click();
  const declineConfirmation = await lettersConfirmation(page, 'the decline letter', 'declined');
  await declineConfirmation.dialog.getByRole('button', { name: 'Send letters' }).click();
  const declined = page.getByRole('status').filter({ hasText: 'Declined letters are sent out to all declined applicants' });
  await expect(declined).toBeVisible({ timeout: 90_000 });
  const declinedRun = lettersCounts(await declined.textContent());
  expect(declinedRun.sent + declinedRun.failed).toBe(declineConfirmation.count);
  expect(declinedRun.sent).toBeGreaterThanOrEqual(1);
  await waitForLetter(cader.applicant.email, /^Outcome of your/);
  await expectNoSidewaysScroll(page);
});

test('[ADMIN][ACCEPTED]: the accepted sub-view lists the chosen year’s accepted applicants with their payments', async ({ page }) => {
  test.setTimeout(90_000);
  await signInStaff(page);
  await search(page, TOKEN);
  await page.getByRole('link', { name: 'Accepted applicants' }).click();
  await expect(page).toHaveURL(/[?&]view=accept/);
  await expect(page.getByRole('heading', { level: 1, name: 'Accepted applicants' })).toBeVisible();
  await expectOnly(page, ['Adams', 'Bhamjee']);
  await expect(page.getByText('1–2 of 2 accepted applicants')).toBeVisible();
  await expect(select(page, 'Decision')).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Payments' })).toBeVisible();
  const adamsRow = gridRows(page).filter({ hasText: `${TOKEN}Adams` });
  await expect(adamsRow.getByRole('cell', { name: /^R 15 000\.00 on / })).toBeVisible();
  const bhamjeeRow = gridRows(page).filter({ hasText: `${TOKEN}Bhamjee` });
  await expect(bhamjeeRow.getByRole('cell', { name: 'None', exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await screenshotBoth(page, 'admin-accepted-applicants');

  await select(page, 'Paid').selectOption('NO');
  await expectOnly(page, ['Bhamjee']);
  await page.reload();
  await expectOnly(page, ['Bhamjee']);

  await page.getByRole('button', { name: 'Back to Admin Page' }).click();
  await expect(page).not.toHaveURL(/view=/);
  await expect(select(page, 'Paid')).toHaveValue('NO');
});
