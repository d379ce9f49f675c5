import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { choose, fillBasic, pressButton, stepHeading, typeInto } from '../support/wizard';
import { expectAccessible } from '../support/accessibility';
import { waitForMail } from '../support/inbox';
import { hasHorizontalScroll, screenshotBoth, VIEWPORTS } from '../support/screenshot';

const PASSWORD = 'Bursary2025';
const uniqueEmail = () => `apply.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.org`;
const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`),
});

const stepAlert = (page: Page) => page.locator('.step-alert');

// What sticks out on the right, named, so a failure says what to fix.
const widerThanWindow = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`)
      .slice(0, 5),
  );

// Screenshots of every step at both widths; each must pass axe and fit 360 px without sideways scrolling.
const shoot = async (page: Page, name: string) => {
  await expectAccessible(page);
  await screenshotBoth(page, name);
  await page.setViewportSize(VIEWPORTS.phone);
  // Polled: right after the resize from 1280 px the layout may not have settled yet.
  await expect
    .poll(async () => ((await hasHorizontalScroll(page)) ? ['page', ...(await widerThanWindow(page))] : []), {
      message: `${name} scrolls sideways at 360 px`,
      timeout: 3_000,
    })
    .toEqual([]);
};


const escaped = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

// The message above the form, and the focus on the first field to fix, scrolled into view with its own message
// under it (which may be more exact than the step's "Complete the required fields"). With no field to mark (the
// documents), the focus is on the message.
const expectGate = async (page: Page, message: string, at?: { field: string; says?: string }) => {
  await expect(stepAlert(page)).toContainText(message);
  if (!at) {
    await expect(stepAlert(page)).toBeFocused();
    return;
  }
  const field = page.getByLabel(at.field, { exact: true });
  await expect(field).toBeFocused();
  await expect(field).toBeInViewport();
  await expect(field).toHaveAccessibleDescription(escaped(at.says ?? message));
};

const registerByApi = async (page: Page, email: string) => {
  const response = await page.request.post('/api/addapplicant', {
    data: { first_name: 'Zainab', last_name: 'Isaacs', email, password: PASSWORD, re_password: PASSWORD, tc: true },
  });
  expect(response.ok()).toBe(true);
};

const signIn = async (page: Page, email: string) => {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'LOG IN' }).click();
  await expect(page).toHaveURL(/\/bursauryform/);
};

const fillSocial = async (page: Page) => {
  await choose(page, 'Employment status', 'Unemployed');
  await choose(page, 'Gender', 'Female');
  await choose(page, 'Race', 'Malay');
  await choose(page, 'Religion', 'Islam');
  await typeInto(page, 'Number of siblings', '3');
  await choose(page, 'Marital status', 'Never-married');
  await choose(page, 'Reference type (relationship)', 'Religious Leader');
  await typeInto(page, 'Reference name', 'Imam Abdullah Davids');
  await typeInto(page, 'Reference email', 'imam@example.org');
  await typeInto(page, 'Reference cell phone', '0841234567');
};

const fillUniversity = async (page: Page) => {
  await choose(page, 'Application type', 'First time applicant (matriculant)');
  await choose(page, 'University or college', 'University of Cape Town');
  await choose(page, 'Course', 'Accounting');
  await choose(page, 'Study level', "Bachelor's Degree (3 years)");
  await choose(page, 'Year of study', 'First Year');
  await choose(page, 'Duration of study', '3 Years');
  await choose(page, 'Completion year', { index: 3 });
  await typeInto(page, 'Required amount for tuition', '45000');
  await typeInto(page, 'Required amount for books', '3000');
  await typeInto(page, 'Required amount for accommodation', '20000');
  await typeInto(page, 'Required amount for travelling', '5000');
};

const INCOME = [
  ["Father's monthly salary", '8000'],
  ["Mother's monthly salary", '0'],
  ["Spouse's monthly salary", '0'],
  ['Own monthly salary', '0'],
  ['Investments', '0'],
  ['Other income', '500'],
] as const;

const EXPENSES = [
  ['Rent or bond', '3000'],
  ['Rates', '400'],
  ['Water and electricity', '900'],
  ['Transport or petrol', '600'],
  ['Telephone and internet', '300'],
  ['Medical aid', '0'],
  ['Insurance', '0'],
  ['Groceries', '2500'],
  ['Other expenses', '0'],
] as const;

const fillAmounts = async (page: Page, lines: readonly (readonly [string, string])[]) => {
  for (const [label, value] of lines) await typeInto(page, label, value);
  await page.keyboard.press('Tab');
};

// The picker, not the progress bar named after it.
const filePicker = (page: Page, label: string) =>
  page.locator('input[type="file"]').and(page.getByLabel(`Choose file for ${label}`));

const uploadDocument = async (page: Page, label: string, fileName: string) => {
  await filePicker(page, label).setInputFiles(pdf(fileName));
  await page.getByRole('button', { name: `Upload ${label}` }).click();
  await expect(page.getByText(`${fileName} uploaded successfully.`)).toBeVisible();
};

const fillSurvey = async (page: Page) => {
  await typeInto(page, 'Tell us about the course you wish to study', 'Accounting, to become a chartered accountant.');
  await typeInto(page, 'Tell us about your best academic achievements', 'Top of my class in mathematics.');
  await typeInto(page, 'Tell us about your community involvement', 'I teach at the madrasah on weekends.');
  await typeInto(page, 'Why should you receive the bursary?', 'My family cannot afford university fees.');
  await choose(page, 'Were your parents assisted by the Fund?', 'No');
  await choose(page, "Have you previously completed the Fund's vocational training programme?", 'No');
  await choose(page, 'Would you take part in the mentoring programme?', 'Yes');
  await choose(page, 'Would you volunteer?', 'Yes');
  await choose(page, 'Would you attend seminars and workshops?', 'Yes');
  await choose(page, 'Would you become a tutor?', 'Yes');
  await choose(page, 'How did you learn of the programme?', 'Website');
  await choose(page, 'Was the application form easy to access?', 'Yes');
  await choose(page, 'Was the opening date suitable?', 'Yes');
  await choose(page, 'Was the closing date suitable?', 'No');
  await typeInto(page, 'Why was the closing date not suitable?', 'It falls in the middle of exams.');
  await choose(page, 'Were the instructions clear?', 'Yes');
};

// A photo over 2 MB, made in the browser, chosen in a document's picker as a person would.
const chooseLargePhoto = (page: Page, inputId: string) =>
  page.evaluate(async (id) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1600;
    canvas.height = 1200;
    const context = canvas.getContext('2d')!;
    const image = context.createImageData(canvas.width, canvas.height);
    for (let index = 0; index < image.data.length; index += 1) {
      image.data[index] = index % 4 === 3 ? 255 : Math.floor(Math.random() * 256);
    }
    context.putImageData(image, 0, 0);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((png) => resolve(png!), 'image/png'));
    const input = document.getElementById(id) as HTMLInputElement;
    const transfer = new DataTransfer();
    transfer.items.add(new File([blob], 'id-photo.png', { type: 'image/png' }));
    input.files = transfer.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
    return blob.size;
  }, inputId);

test('[APPLICANT][APPLY]: a new applicant from registration to a submitted application, confirmation e-mail received', async ({ page }) => {
  test.setTimeout(240_000);
  const email = uniqueEmail();
  await page.setViewportSize(VIEWPORTS.phone);

  await page.goto('/register');
  await page
    .getByLabel('I have read and understood the WHO QUALIFIES article above and I believe that I meet the criteria')
    .check();
  await pressButton(page, 'Next');
  await typeInto(page, 'First name', 'Zainab');
  await typeInto(page, 'Last name', 'Isaacs');
  await typeInto(page, 'Email', email);
  await typeInto(page, 'Password', PASSWORD);
  await typeInto(page, 'Confirm password', PASSWORD);
  await page.getByLabel(/I have read and accept the/).check();
  await pressButton(page, 'REGISTER');
  await expect(page).toHaveURL(/\/signin$/);
  await signIn(page, email);

  // BASIC INFORMATION: REGISTRATION is done; the sign-in e-mail is shown read-only.
  await expect(stepHeading(page, 'Basic information')).toBeVisible();
  await expect(page.getByText('Step 2 of 5: BASIC INFORMATION')).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Cell phone')).toHaveAttribute('maxlength', '10');
  await expect(page.getByLabel('Area code')).toHaveAttribute('maxlength', '4');
  await expect(page.getByLabel('Year', { exact: true }).locator('option').first()).toHaveText('year');
  await expect(page.getByLabel('Year', { exact: true }).locator('option').nth(1)).toHaveText(String(new Date().getFullYear()));
  await expect(page.getByLabel('Year', { exact: true }).locator('option').last()).toHaveText('1930');
  await fillBasic(page, email);
  await shoot(page, 'application-wizard-basic');
  await pressButton(page, 'SAVE and CONTINUE');

  // SOCIAL INFORMATION: race for South Africans; spouse fields only when Married.
  await expect(stepHeading(page, 'Social information')).toBeVisible();
  await expect(stepHeading(page, 'Social information')).toBeFocused();
  await expect(page.getByLabel('Race')).toBeVisible();
  await expect(page.getByLabel('Spouse name')).toHaveCount(0);
  await choose(page, 'Marital status', 'Married');
  await expect(page.getByLabel('Spouse name')).toBeVisible();
  await fillSocial(page);
  await expect(page.getByLabel('Spouse name')).toHaveCount(0);
  await shoot(page, 'application-wizard-social');
  await pressButton(page, 'SAVE and CONTINUE');

  // APPLICATION > UNIVERSITY: Other and OTHER reveal their specify fields; the college's own four courses.
  await expect(stepHeading(page, 'University')).toBeVisible();
  await expect(page.getByText('Step 4 of 5: APPLICATION, UNIVERSITY (1 of 5)')).toBeVisible();
  await choose(page, 'University or college', 'Other');
  await expect(page.getByLabel('Specify university or college')).toBeVisible();
  await choose(page, 'University or college', 'International Peace College South Africa (IPSA)');
  await expect(page.getByLabel('Course', { exact: true }).locator('option')).toHaveText([
    'Select',
    'Higher Certificate in Islamic Studies',
    'Bachelor of Arts in Islamic Studies',
    'Bachelor of Arts Honours in Islamic Studies',
    'Master of Arts in Applied Islamic Thought',
  ]);
  await choose(page, 'University or college', 'University of Cape Town');
  await choose(page, 'Course', 'OTHER');
  await expect(page.getByLabel('Specify course')).toBeVisible();
  await fillUniversity(page);
  await shoot(page, 'application-wizard-university');
  await pressButton(page, 'SAVE and CONTINUE');

  // INCOME: numbers only, the total recomputed on blur.
  await expect(stepHeading(page, 'Income')).toBeVisible();
  await expect(page.getByText('Type 0 if not applicable.')).toBeVisible();
  await typeInto(page, "Father's monthly salary", 'R8a0b00');
  await expect(page.getByLabel("Father's monthly salary")).toHaveValue('8000');
  await fillAmounts(page, INCOME);
  await expect(page.getByLabel('Total income')).toHaveValue('R\u00a08\u00a0500.00');
  await shoot(page, 'application-wizard-income');
  await pressButton(page, 'SAVE and CONTINUE');

  await expect(stepHeading(page, 'Expenses')).toBeVisible();
  await fillAmounts(page, EXPENSES);
  await expect(page.getByLabel('Total expenses')).toHaveValue('R\u00a07\u00a0700.00');
  await shoot(page, 'application-wizard-expenses');
  await pressButton(page, 'SAVE and CONTINUE');

  // Upload Documents: a photo over 2 MB is shrunk in the browser, then four uploads with their lines.
  await expect(stepHeading(page, 'Upload Documents')).toBeVisible();
  expect(await chooseLargePhoto(page, 'document-id_document')).toBeGreaterThan(2 * 1024 * 1024);
  await expect(page.getByText('id-photo.png is larger than 2 MB. Compress the file and upload again')).toBeVisible();
  await page.getByRole('button', { name: 'Shrink to fit: ID Document' }).click();
  await expect(page.getByText(/^id-photo\.jpg \(/)).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Upload ID Document' }).click();
  await expect(page.getByText('id-photo.jpg uploaded successfully.')).toBeVisible({ timeout: 30_000 });
  await uploadDocument(page, 'Testimonial Letter', 'testimonial.pdf');
  await uploadDocument(page, 'Proof of Income', 'income.pdf');
  await uploadDocument(page, 'Motivational Letter', 'motivation.pdf');
  await page.getByRole('button', { name: 'Motivational Letter: motivation.pdf' }).click();
  await expect(page.getByTitle('Preview of motivation.pdf')).toBeAttached();
  await page.getByRole('button', { name: 'ID Document: id-photo.jpg' }).click();
  await expect(page.getByRole('img', { name: 'Preview of id-photo.jpg' })).toBeAttached();
  await shoot(page, 'application-wizard-documents');
  await pressButton(page, 'SAVE and CONTINUE');

  await expect(stepHeading(page, 'Survey')).toBeVisible();
  await expect(page.getByLabel('Tell us about the course you wish to study')).toHaveAttribute('rows', '4');
  await fillSurvey(page);
  await shoot(page, 'application-wizard-survey');
  await pressButton(page, 'SAVE and CONTINUE');

  // REVIEW & SUBMIT: the summaries, one edited through its edit icon, the declaration and the pledge.
  await expect(stepHeading(page, 'Review & Submit')).toBeVisible();
  await page.getByRole('button', { name: 'Basic Information', exact: true }).click();
  await expect(page.getByText('0821234567')).toBeVisible();
  await expect(page.getByText('I will devote my time to my studies')).toBeVisible();
  await shoot(page, 'application-wizard-review');
  await pressButton(page, 'Edit Social Information');
  await expect(stepHeading(page, 'Social information')).toBeVisible();
  await expect(page.getByLabel('Reference name')).toHaveValue('Imam Abdullah Davids');
  await typeInto(page, 'Number of siblings', '4');
  await pressButton(page, 'SAVE and CONTINUE');
  // Back on the review, the section just edited is open and has the focus.
  await expect(stepHeading(page, 'Review & Submit')).toBeVisible();
  const socialSection = page.getByRole('button', { name: 'Social Information', exact: true });
  await expect(socialSection).toBeFocused();
  await expect(socialSection).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('.summary-item').filter({ hasText: 'Number of Siblings' })).toContainText('4');
  await expect(page.getByRole('button', { name: 'Income', exact: true })).toHaveAttribute('aria-expanded', 'false');

  await page.getByLabel('I hereby confirm that I will comply with the rules and regulations pertaining to the bursary programme.').check();
  await pressButton(page, 'Submit');
  await expect(page).toHaveURL(/\/applicantdashboard$/);

  const mail = await waitForMail(email);
  expect(mail.subject).toMatch(/application for \d{4} has been received/);
});

test('[APPLICANT][VALIDATION]: every step shows the step gate and the spec messages', async ({ page }) => {
  test.setTimeout(180_000);
  const email = uniqueEmail();
  await registerByApi(page, email);
  await signIn(page, email);
  const save = () => pressButton(page, 'SAVE and CONTINUE');

  // BACK on the first step too, as on every screen: to the applicant's own page.
  await expect(stepHeading(page, 'Basic information')).toBeVisible();
  await pressButton(page, 'BACK');
  await expect(page).toHaveURL(/\/profile$/);
  await page.goBack();
  await expect(stepHeading(page, 'Basic information')).toBeVisible();

  await save();
  await expectGate(page, 'Complete the required fields', { field: 'Alternative email', says: 'Enter alternative email' });
  await typeInto(page, 'Alternative email', email.toUpperCase());
  await save();
  await expectGate(page, 'Alternate Email must be different to your previous Email', { field: 'Alternative email' });
  await typeInto(page, 'Alternative email', `alt.${email}`);
  await typeInto(page, 'Cell phone', '08212');
  await save();
  await expectGate(page, 'invalid phone number', { field: 'Cell phone' });
  await fillBasic(page, email);
  // A message one answer makes true goes when another answer makes it false, without leaving the field.
  await typeInto(page, 'Alternative phone', '0821234567');
  await save();
  await expectGate(page, 'Alternate Phone must be different to your previous Phone', { field: 'Alternative phone' });
  await typeInto(page, 'Cell phone', '0841112222');
  await expect(page.getByLabel('Alternative phone', { exact: true })).toHaveAttribute('aria-invalid', 'false');
  await expect(page.getByText('Alternate Phone must be different to your previous Phone')).toHaveCount(0); // the banner too
  await typeInto(page, 'Area code', '80');
  await save();
  await expectGate(page, 'Invalid area code', { field: 'Area code' });
  await shoot(page, 'application-validation-basic');
  await typeInto(page, 'Area code', '8001');
  const idNumber = page.getByLabel('ID, passport or refugee permit number', { exact: true });
  const otherBirthday = "The ID number's date of birth (1999-02-14) does not match your date of birth";
  await typeInto(page, 'ID, passport or refugee permit number', '9902145800080');
  await save();
  await expectGate(page, otherBirthday, { field: 'ID, passport or refugee permit number' });
  await expect(idNumber).toHaveAccessibleDescription(otherBirthday);
  await typeInto(page, 'ID, passport or refugee permit number', '030517 0800 083');
  await save();

  await expect(stepHeading(page, 'Social information')).toBeVisible();
  await save();
  await expectGate(page, 'Complete the required fields', { field: 'Employment status', says: 'Select employment status' });
  await fillSocial(page);
  await choose(page, 'Marital status', 'Married');
  // The select shows Married: its "Select marital status" has gone, though the focus never left it.
  await expect(page.getByLabel('Marital status', { exact: true })).toHaveAttribute('aria-invalid', 'false');
  await expect(page.getByText('Select marital status')).toHaveCount(0);
  await save();
  await expectGate(page, 'Enter spouse name', { field: 'Spouse name' });
  await typeInto(page, 'Spouse name', 'Yusuf Isaacs');
  await typeInto(page, 'Spouse contact number', '123');
  await save();
  await expectGate(page, 'Spouse phone number is invalid', { field: 'Spouse contact number' });
  await shoot(page, 'application-validation-social');
  await typeInto(page, 'Spouse contact number', '0851234567');
  await choose(page, 'Spouse employment status', 'Employed');
  await save();

  await expect(stepHeading(page, 'University')).toBeVisible();
  await save();
  await expectGate(page, 'Complete the required fields', { field: 'Application type', says: 'Select application type' });
  await fillUniversity(page);
  // On a phone the select cuts a long choice off: it is written out in full beneath.
  const longType = 'First time applicant (currently at Tertiary Institution)';
  await choose(page, 'Application type', longType);
  await expect(page.locator('.select-choice')).toHaveText(longType);
  await expect(page.locator('.select-choice')).toBeVisible();
  await choose(page, 'Application type', 'First time applicant (matriculant)');
  await choose(page, 'Completion year', '');
  await save();
  await expectGate(page, 'Enter compeletion year', { field: 'Completion year' });
  await shoot(page, 'application-validation-university');
  await choose(page, 'Completion year', { index: 1 });
  await save();

  await expect(stepHeading(page, 'Income')).toBeVisible();
  await save();
  await expectGate(page, 'Complete the required fields', { field: "Father's monthly salary", says: 'Enter amount for father monthly salary' });
  await fillAmounts(page, INCOME.slice(1));
  await save();
  await expectGate(page, 'Enter amount for father monthly salary', { field: "Father's monthly salary" });
  await shoot(page, 'application-validation-income');
  await fillAmounts(page, INCOME);
  await save();

  await expect(stepHeading(page, 'Expenses')).toBeVisible();
  await save();
  await expectGate(page, 'Complete the required fields', { field: 'Rent or bond', says: 'Enter amount for rent' });
  await fillAmounts(page, EXPENSES.slice(1));
  await save();
  await expectGate(page, 'Enter amount for rent', { field: 'Rent or bond' });
  await fillAmounts(page, EXPENSES);
  await save();

  await expect(stepHeading(page, 'Upload Documents')).toBeVisible();
  await save();
  await expectGate(page, 'Upload file for ID Document');
  await page.getByRole('button', { name: 'Upload ID Document' }).click();
  await expect(page.getByText('Select file', { exact: true })).toBeVisible();
  await filePicker(page, 'ID Document').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a document') });
  await expect(page.getByText('file format unsupported. Upload PDF or IMAGE file')).toBeVisible();
  await shoot(page, 'application-validation-documents');
  await uploadDocument(page, 'ID Document', 'id.pdf');
  await uploadDocument(page, 'Testimonial Letter', 'testimonial.pdf');
  await save();
  await expectGate(page, 'Upload file for Proof of Income');
  await uploadDocument(page, 'Proof of Income', 'income.pdf');
  // Once that document is in, its message is no longer true and goes.
  await expect(stepAlert(page)).toHaveCount(0);
  await uploadDocument(page, 'Motivational Letter', 'motivation.pdf');
  await page.getByRole('button', { name: 'Change Document: Motivational Letter' }).click();
  await save();
  await expectGate(page, 'Upload file for Motivational Letter');
  await uploadDocument(page, 'Motivational Letter', 'motivation-2.pdf');
  await save();

  await expect(stepHeading(page, 'Survey')).toBeVisible();
  await save();
  await expectGate(page, 'Complete the required fields', {
    field: 'Tell us about the course you wish to study',
    says: 'Tell us about the course you wish to study',
  });
  await fillSurvey(page);
  await page.getByLabel('Why was the closing date not suitable?').fill('');
  await choose(page, 'How did you learn of the programme?', 'Other');
  await save();
  await expectGate(page, 'Specify how you learned of the programme', { field: 'Specify how you learned of it' });
  await typeInto(page, 'Specify how you learned of it', 'A poster at the masjid');
  await save();
  await expectGate(page, 'Explain why the closing date was not suitable', { field: 'Why was the closing date not suitable?' });
  await choose(page, 'Were your parents assisted by the Fund?', 'Yes');
  await expect(page.getByLabel("Parent's name")).toBeVisible();
  await choose(page, 'Were your parents assisted by the Fund?', 'No');
  await shoot(page, 'application-validation-survey');
  await typeInto(page, 'Why was the closing date not suitable?', 'Exams.');
  await save();

  await expect(stepHeading(page, 'Review & Submit')).toBeVisible();
  // The pledge is the only answer: its own message, at the box, not "Complete the required fields" at the top.
  await pressButton(page, 'Submit');
  await expect(stepAlert(page)).toHaveText('Check the pledge to submit');
  const pledge = page.locator('#field-pledge_by_Applicant');
  await expect(pledge).toBeFocused();
  await expect(pledge).toBeInViewport();
  await expect(pledge).toHaveAccessibleDescription('Check the pledge to submit');
  await pledge.check();
  await expect(page.locator('#field-pledge-error')).toHaveCount(0);
});

test('[APPLICANT][TABS]: the tabbed form saves each tab', async ({ page }) => {
  test.setTimeout(180_000);
  const email = uniqueEmail();
  await registerByApi(page, email);
  await signIn(page, email);
  await page.goto('/signup');
  const tab = (name: string) => page.getByRole('tab', { name, exact: true });
  const save = () => pressButton(page, 'Save and continue');

  await expect(page.getByRole('tablist')).toBeVisible();
  await expect(tab('BASIC INFORMATION')).toHaveAttribute('aria-selected', 'true');
  await expect(tab('UNIVERSITY')).toHaveAttribute('aria-disabled', 'true');
  await fillBasic(page, email);
  await shoot(page, 'application-tabs-basic');
  await save();

  await expect(tab('SOCIAL INFORMATION')).toHaveAttribute('aria-selected', 'true');
  // The tab list by keyboard (the WAI-ARIA tabs pattern): one tab stop, and the arrows choose among the tabs
  // that can open, wrapping round (UNIVERSITY cannot yet).
  await tab('SOCIAL INFORMATION').focus();
  await page.keyboard.press('ArrowLeft');
  await expect(tab('BASIC INFORMATION')).toHaveAttribute('aria-selected', 'true');
  await expect(tab('BASIC INFORMATION')).toBeFocused();
  await expect(page.getByLabel('Cell phone')).toHaveValue('0821234567');
  await page.keyboard.press('ArrowLeft');
  await expect(tab('SOCIAL INFORMATION')).toHaveAttribute('aria-selected', 'true');
  await expect(tab('SOCIAL INFORMATION')).toBeFocused();
  await expect(page.getByRole('tab', { selected: false, disabled: false })).toHaveCount(1);
  await fillSocial(page);
  await save();

  await expect(tab('UNIVERSITY')).toHaveAttribute('aria-selected', 'true');
  await fillUniversity(page);
  await save();

  await expect(tab('Upload Documents')).toHaveAttribute('aria-selected', 'true');
  await uploadDocument(page, 'ID Document', 'id.pdf');
  await uploadDocument(page, 'Testimonial Letter', 'testimonial.pdf');
  await uploadDocument(page, 'Proof of Income', 'income.pdf');
  await uploadDocument(page, 'Motivational Letter', 'motivation.pdf');
  await shoot(page, 'application-tabs-documents');
  await save();

  await expect(tab('INCOME')).toHaveAttribute('aria-selected', 'true');
  await fillAmounts(page, INCOME);
  await save();
  await expect(tab('EXPENSES')).toHaveAttribute('aria-selected', 'true');
  await fillAmounts(page, EXPENSES);
  await save();
  await expect(tab('SURVEY')).toHaveAttribute('aria-selected', 'true');
  await fillSurvey(page);
  await save();

  await expect(tab('SUBMIT')).toHaveAttribute('aria-selected', 'true');
  await expect(stepHeading(page, 'Review & Submit')).toBeVisible();
  await shoot(page, 'application-tabs-submit');

  // Every tab kept what was saved.
  await page.setViewportSize(VIEWPORTS.desktop);
  await tab('INCOME').click();
  // A saved amount reads as people write it.
  await expect(page.getByLabel("Father's monthly salary")).toHaveValue('8 000');
  await expect(page.getByLabel('Total income')).toHaveValue('R\u00a08\u00a0500.00');
  await page.goto('/signup?step=basic');
  await expect(tab('BASIC INFORMATION')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('City')).toHaveValue('Cape Town');
  await expect(page.getByLabel('Month')).toHaveValue('5');
});

test('[APPLICANT][RESUME]: a refresh keeps typed values and a returning sign-in resumes at the next step', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail();
  await registerByApi(page, email);
  await signIn(page, email);
  await fillBasic(page, email);
  await pressButton(page, 'SAVE and CONTINUE');
  await expect(stepHeading(page, 'Social information')).toBeVisible();

  await choose(page, 'Employment status', 'Self-employed');
  await typeInto(page, 'Reference name', 'Sheikh Ahmed');
  await page.reload();
  await expect(stepHeading(page, 'Social information')).toBeVisible();
  await expect(page.getByLabel('Employment status')).toHaveValue('Self-employed');
  await expect(page.getByLabel('Reference name')).toHaveValue('Sheikh Ahmed');

  // A failed save shows the server's reason in the red banner and keeps every value.
  await fillSocial(page);
  await page.route('**/api/savesocialinfo', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'The service is busy. Try again.' }) }),
  );
  await pressButton(page, 'SAVE and CONTINUE');
  await expectGate(page, 'The service is busy. Try again.');
  await expect(page.getByLabel('Reference name')).toHaveValue('Imam Abdullah Davids');
  await page.unroute('**/api/savesocialinfo');

  // Going back shows the saved step with its values.
  await pressButton(page, 'BACK');
  await expect(stepHeading(page, 'Basic information')).toBeVisible();
  await expect(page.getByLabel('City')).toHaveValue('Cape Town');

  // Another browser signing in resumes after the furthest saved step.
  const other = await browser.newContext({ viewport: VIEWPORTS.phone });
  const otherPage = await other.newPage();
  await signIn(otherPage, email);
  await expect(stepHeading(otherPage, 'Social information')).toBeVisible();
  await expect(otherPage.getByLabel('Reference name')).toHaveValue('');
  await other.close();
});
