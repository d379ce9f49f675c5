import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from '../support/test';
import { expectAccessible, expectNoSidewaysScroll } from '../support/accessibility';
import { decide, submittedApplication } from '../support/applicants';
import { E2E } from '../support/e2e-env';
import { mailsWithSubject, waitForMail } from '../support/inbox';
import { waitForLinkPath } from '../support/mail-links';
import { screenshotBoth } from '../support/screenshot';
import { signInStaff } from '../support/staff';

// Letters only, and new each run, so the applicant search finds this spec's applicants and nobody else.
const uniqueName = (prefix: string) =>
  prefix + Array.from({ length: 7 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
const uniqueEmail = (label: string) => `e2e.${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.org`;

const cycleYear = async (request: APIRequestContext): Promise<number> =>
  (await (await request.get(`${E2E.cmsUrl}/api/portal-content`)).json()).settings.cycle_year;

const openView = async (page: Page, view: 'request' | 'results' | 'email' | 'late', heading: string) => {
  await page.goto(`${E2E.adminUrl}/admindashboard?view=${view}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back to Admin Page' })).toBeVisible();
};

// Every call to the e-mail endpoint, so a test can prove that a refused form sent nothing.
const countCalls = (page: Page, path: string) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) calls.push(request.url());
  });
  return calls;
};

// The spec's question is the dialog's name; `reach` is its line naming the subject and how many get it.
const confirmSend = async (page: Page, question: string, reach?: string | RegExp) => {
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: question });
  await expect(dialog).toBeVisible();
  if (reach !== undefined) await expect(dialog).toContainText(reach);
  await dialog.getByRole('button', { name: 'Yes, send' }).click();
  await expect(dialog).toBeHidden();
};

// Confirms a send whose call is held back until the test has seen the Send button say "sending..."
// (disabled), however slow the machine: a fixed 700 ms could pass while the dialog was still
// closing. The call itself is real.
const confirmSeenSending = async (page: Page, path: string, question: string, reach: string | RegExp) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**${path}`, async (route) => {
    await released;
    await route.continue();
  });
  await confirmSend(page, question, reach);
  await expect(page.getByRole('button', { name: 'sending...' })).toBeDisabled();
  release();
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// The confirmation's count line, "Send '{subject}' to {n} {who}?", read for its n.
const reachCount = async (page: Page, question: string, subject: string, who: string) => {
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: question });
  const line = dialog.getByText(new RegExp(`^Send '${escapeRegExp(subject)}' to (\\d+) ${who}\\?$`));
  await expect(line).toBeVisible();
  return { dialog, count: Number(/ to (\d+) /.exec((await line.textContent()) ?? '')![1]) };
};

// Exactly `count` mails with the subject reach maildev, and no more.
const expectMailsWithSubject = async (subject: string, count: number) => {
  await expect.poll(async () => (await mailsWithSubject(subject)).length, { timeout: 15_000 }).toBe(count);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  return expect((await mailsWithSubject(subject)).length).toBe(count);
};

const alertWith = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const statusWith = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

const addDocument = async (page: Page, name: string) => {
  await page.getByLabel('Document', { exact: true }).selectOption({ label: name });
  await page.getByRole('button', { name: 'Add document' }).click();
};

test('[ADMIN][EMAILS]: a documents request to one applicant found by first name, whose link opens the upload page', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const firstName = uniqueName('Thandi');
  const { applicant } = await submittedApplication(request, { first_name: firstName, last_name: 'Mokoena' });
  const year = await cycleYear(request);
  const calls = countCalls(page, '/api/senddocumentsrequest');

  await signInStaff(page);
  await openView(page, 'request', 'Documents request');
  await page.getByLabel('One applicant, found by first name').check();
  await expect(page.getByLabel('To', { exact: true })).toHaveCount(0);

  const search = page.getByRole('search', { name: 'Find applicants' });
  await search.getByLabel('First name').fill(firstName);
  await search.getByLabel('First name').press('Enter');
  const matches = page.getByRole('list', { name: 'Matching applicants' }).getByRole('listitem');
  await expect(matches).toHaveCount(1);
  await expect(matches.first()).toContainText(`${firstName} Mokoena`);
  await expect(matches.first()).toContainText(applicant.email);
  await expect(matches.first()).toContainText(String(year));
  await page.getByRole('button', { name: `Choose ${firstName} Mokoena, ${year}` }).click();
  await expect(statusWith(page, `Request for ${firstName} Mokoena (${year} application)`)).toBeVisible();

  const to = page.getByLabel('To', { exact: true });
  await expect(to).toHaveValue(applicant.email);
  await expect(page.getByLabel('Subject', { exact: true })).toHaveValue(`Request for outstanding documents ${year}`);

  // The picker refuses a document twice, and a chosen one can be taken off again.
  await addDocument(page, 'Proof of Registration');
  await addDocument(page, 'Proof of Registration');
  await expect(alertWith(page, 'Proof of Registration is already selected')).toBeVisible();
  await addDocument(page, 'Fees Statement');
  await addDocument(page, 'ID Document');
  const chosen = page.getByRole('list', { name: 'Chosen documents' }).getByRole('listitem');
  await expect(chosen).toHaveCount(3);
  await page.getByRole('button', { name: 'Remove ID Document' }).click();
  await expect(chosen).toHaveText([/Proof of Registration/, /Fees Statement/]);

  // Bad addresses are named on the page and nothing is sent.
  await to.fill(`${applicant.email}; not-an-address`);
  await page.getByLabel('CC', { exact: true }).fill('office@example.org ;second-bad');
  await page.getByLabel('Body', { exact: true }).fill('Please upload the documents below before the end of the month.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(alertWith(page, 'entered not-an-address not valid email')).toBeVisible();
  await expect(alertWith(page, 'CC second-bad not valid email')).toBeVisible();
  await expect(to).toBeFocused();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(calls).toHaveLength(0);
  await screenshotBoth(page, 'admin-emails-documents-request-invalid');

  // Cancelling the confirmation sends nothing either.
  await to.fill(applicant.email);
  await page.getByLabel('CC', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await page.getByRole('dialog', { name: 'Do you want to send an email for Documents request?' }).getByRole('button', { name: 'Cancel' }).click();
  expect(calls).toHaveLength(0);

  await confirmSeenSending(
    page,
    '/api/senddocumentsrequest',
    'Do you want to send an email for Documents request?',
    `Send 'Request for outstanding documents ${year}' to 1 applicant of ${year}, at ${applicant.email}?`,
  );
  await expect(statusWith(page, 'Documents request sent')).toContainText('1 e-mail sent.');
  expect(calls).toHaveLength(1);
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
  await screenshotBoth(page, 'admin-emails-documents-request-sent');

  const mail = await waitForMail(applicant.email, 15_000, `Request for outstanding documents ${year}`);
  expect(mail.text).toContain('Please upload the documents below before the end of the month.');
  const link = await waitForLinkPath(applicant.email, 'docsupload');
  const upload = await page.context().newPage();
  await upload.goto(`${E2E.applicantUrl}${link}`);
  await expect(upload.getByRole('heading', { name: 'Upload requested documents' })).toBeVisible();
  await expect(upload.getByLabel('Proof of Registration', { exact: true })).toBeVisible();
  await expect(upload.getByLabel('Fees Statement', { exact: true })).toBeVisible();
  await expect(upload.getByLabel('ID Document', { exact: true })).toHaveCount(0);
});

test('[ADMIN][EMAILS]: a documents request names its recipients before it goes: none chosen at first, nobody found, or all accepted on purpose', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { applicant, applicationId } = await submittedApplication(request, { last_name: uniqueName('Accepted') });
  await decide(request, applicationId, 1);
  const other = await submittedApplication(request, { last_name: uniqueName('Accepted') });
  await decide(request, other.applicationId, 1);
  const nobody = uniqueEmail('nobody');
  const year = await cycleYear(request);
  const question = 'Do you want to send an email for Documents request?';
  const calls = countCalls(page, '/api/senddocumentsrequest');

  // It opens with nobody chosen, so there is nothing to send yet.
  await signInStaff(page);
  await openView(page, 'request', 'Documents request');
  const allAccepted = page.getByLabel(`All accepted applicants of ${year}`);
  for (const choice of [page.getByLabel('One applicant, found by first name'), page.getByLabel('Applicants by e-mail address'), allAccepted]) {
    await expect(choice).not.toBeChecked();
  }
  await expect(page.getByText('Nobody is chosen yet: choose who gets the request.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send', exact: true })).toHaveCount(0);
  await expectAccessible(page);
  await screenshotBoth(page, 'admin-emails-documents-request-opened');

  await page.getByLabel('Applicants by e-mail address').check();
  const to = page.getByLabel('To', { exact: true });
  await addDocument(page, 'Consent Form');
  await page.getByLabel('Body', { exact: true }).fill('Please send us your signed consent form.');

  // Nobody has an application at this address: the confirmation says so and offers no Send.
  await to.fill(nobody);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: question });
  await expect(dialog).toContainText(`Nobody would receive 'Request for outstanding documents ${year}', so there is nothing to send.`);
  await expect(dialog).toContainText(`No application found for these emails: ${nobody}`);
  await expect(dialog.getByRole('button', { name: 'Yes, send' })).toHaveCount(0);
  await expectAccessible(page);
  await screenshotBoth(page, 'admin-emails-documents-request-nobody');
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
  expect(calls).toHaveLength(0);
  await expect(to).toHaveValue(nobody);
  await expect(page.getByLabel('Body', { exact: true })).toHaveValue('Please send us your signed consent form.');
  await expect(page.getByRole('list', { name: 'Chosen documents' }).getByRole('listitem')).toHaveText([/Consent Form/]);

  await to.fill(` ${applicant.email} ;  ${nobody} `);
  await confirmSend(page, question, `Send 'Request for outstanding documents ${year}' to 1 applicant of ${year}, found by their e-mail addresses?`);
  const answer = statusWith(page, 'Documents request sent');
  await expect(answer).toContainText('1 e-mail sent.');
  await expect(answer).toContainText(`No application found for these emails: ${nobody}`);
  const firstLink = await waitForLinkPath(applicant.email, 'docsupload');

  // To all accepted applicants, ticked on purpose: no To field, and a document is still required.
  await page.reload();
  await expect(allAccepted).not.toBeChecked();
  await allAccepted.check();
  await expect(page.getByLabel('To', { exact: true })).toHaveCount(0);
  await page.getByLabel('Body', { exact: true }).fill('Please send us your acceptance letter.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(alertWith(page, 'Select document')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await addDocument(page, 'Acceptance Letter');
  await expect(alertWith(page, 'Select document')).toHaveCount(0);
  const subject = `Acceptance letter wanted ${uniqueName('batch')}`;
  await page.getByLabel('Subject', { exact: true }).fill(subject);

  // The confirmation names the subject, how many and the year; exactly that many e-mails go out.
  const reach = await reachCount(page, question, subject, `accepted applicants? of ${year}`);
  expect(reach.count).toBeGreaterThanOrEqual(2);
  await expectAccessible(page);
  await screenshotBoth(page, 'admin-emails-documents-request-confirm');
  await reach.dialog.getByRole('button', { name: 'Yes, send' }).click();
  await expect(statusWith(page, 'Documents request sent')).toContainText(`${reach.count} e-mails sent.`);
  await expectMailsWithSubject(subject, reach.count);
  const reached = (await mailsWithSubject(subject)).flatMap((mail) => mail.to.map((recipient) => recipient.address.toLowerCase()));
  expect(reached).toEqual(expect.arrayContaining([applicant.email.toLowerCase(), other.applicant.email.toLowerCase()]));
  const bulkLink = await waitForLinkPath(applicant.email, 'docsupload', [firstLink]);

  const upload = await page.context().newPage();
  await upload.goto(`${E2E.applicantUrl}${bulkLink}`);
  await expect(upload.getByLabel('Acceptance Letter', { exact: true })).toBeVisible();
});

test('[ADMIN][EMAILS]: a results request to picked applications, and to accepted applicants only', async ({ page, request }) => {
  test.setTimeout(120_000);
  const firstName = uniqueName('Naledi');
  const { applicant, applicationId } = await submittedApplication(request, { first_name: firstName, last_name: 'Khumalo' });
  await decide(request, applicationId, 1);
  const year = await cycleYear(request);
  const calls = countCalls(page, '/api/sendresultrequest');

  await signInStaff(page);
  await openView(page, 'results', 'Results request');
  await page.getByLabel('Body', { exact: true }).fill('Please send us your results for this semester.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(alertWith(page, 'Select results period')).toBeVisible();
  await expect(alertWith(page, 'Select at least one applicant')).toBeVisible();
  expect(calls).toHaveLength(0);

  // The two groups cannot both be ticked; with neither, applications are picked through the search.
  const acceptedOnly = page.getByLabel('Accepted applicants only');
  const acceptedAndPaid = page.getByLabel('Accepted and paid applicants');
  await acceptedOnly.check();
  await expect(page.getByRole('search', { name: 'Find applicants' })).toHaveCount(0);
  await acceptedAndPaid.check();
  await expect(acceptedOnly).not.toBeChecked();
  await expect(acceptedAndPaid).toBeChecked();
  await acceptedAndPaid.uncheck();

  const search = page.getByRole('search', { name: 'Find applicants' });
  await search.getByLabel('First name').fill(firstName);
  await search.getByRole('button', { name: 'Search' }).click();
  const match = page.getByRole('list', { name: 'Matching applicants' }).getByRole('listitem');
  await expect(match).toHaveCount(1);
  await expect(match).toContainText(String(year));
  await page.getByRole('button', { name: `Add ${firstName} Khumalo, ${year}` }).click();
  const picked = page.getByRole('list', { name: 'Chosen applications' }).getByRole('listitem');
  await expect(picked).toHaveCount(1);
  await expect(picked).toContainText(applicant.email);

  await page.getByLabel('Final-year results').check();
  await page.getByLabel('CC', { exact: true }).fill('x@');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(alertWith(page, 'CC x@ not valid email')).toBeVisible();
  expect(calls).toHaveLength(0);
  await page.getByLabel('CC', { exact: true }).fill('');

  await confirmSeenSending(page, '/api/sendresultrequest', 'Do you want to send an email for Results request?', `Send 'Request for your results ${year}' to 1 chosen application of ${year}?`);
  await expect(statusWith(page, 'Results request sent')).toContainText('1 e-mail sent.');
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
  await screenshotBoth(page, 'admin-emails-results-request-sent');

  const link = await waitForLinkPath(applicant.email, 'uploadresults');
  const upload = await page.context().newPage();
  await upload.goto(`${E2E.applicantUrl}${link}`);
  await expect(upload.getByRole('heading', { name: 'Upload your Final-year Results' })).toBeVisible();

  // To the cycle's accepted applicants, which include this one.
  await acceptedOnly.check();
  await page.getByLabel('Mid-year results').check();
  const subject = `Mid-year results ${uniqueName('batch')}`;
  await page.getByLabel('Subject', { exact: true }).fill(subject);
  const reach = await reachCount(page, 'Do you want to send an email for Results request?', subject, `accepted applicants? of ${year}`);
  await reach.dialog.getByRole('button', { name: 'Yes, send' }).click();
  await expect(statusWith(page, 'Results request sent')).toContainText(`${reach.count} ${reach.count === 1 ? 'e-mail' : 'e-mails'} sent.`);
  await expectMailsWithSubject(subject, reach.count);
  await waitForLinkPath(applicant.email, 'uploadresults', [link]);
  expect(calls).toHaveLength(2);
});

test('[ADMIN][EMAILS]: a general e-mail to several addresses', async ({ page }) => {
  const first = uniqueEmail('general-one');
  const second = uniqueEmail('general-two');
  const calls = countCalls(page, '/api/sendgeneralemails');

  await signInStaff(page);
  await openView(page, 'email', 'General e-mails');
  await expect(page.getByLabel('Subject', { exact: true })).toHaveValue(/^Zakah Bursary Programme \d{4}$/);
  await page.getByLabel('To', { exact: true }).fill(`${first}; two`);
  await page.getByLabel('CC', { exact: true }).fill('three');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(alertWith(page, 'entered two not valid email')).toBeVisible();
  await expect(alertWith(page, 'CC three not valid email')).toBeVisible();
  await expect(alertWith(page, 'Enter message')).toBeVisible();
  expect(calls).toHaveLength(0);
  await expectAccessible(page);
  await screenshotBoth(page, 'admin-emails-general-invalid');

  await page.getByLabel('To', { exact: true }).fill(` ${first} ;${second} `);
  await page.getByLabel('CC', { exact: true }).fill('');
  await page.getByLabel('Subject', { exact: true }).fill('Bursary holders meeting');
  await page.getByLabel('Body', { exact: true }).fill('The bursary holders meeting is on Saturday at 10:00.');
  await confirmSeenSending(page, '/api/sendgeneralemails', 'Do you want to send an email for General email?', "Send 'Bursary holders meeting' to 2 addresses, one e-mail each?");
  // One message per student: neither sees the other's address.
  await expect(statusWith(page, 'Email sent')).toContainText('2 e-mails sent.');
  await expectNoSidewaysScroll(page);
  await screenshotBoth(page, 'admin-emails-general-sent');

  for (const address of [first, second]) {
    const mail = await waitForMail(address);
    expect(mail.to.map((recipient) => recipient.address)).toEqual([address]);
    expect(mail.subject).toBe('Bursary holders meeting');
    expect(mail.text).toContain('The bursary holders meeting is on Saturday at 10:00.');
  }
});

test('[ADMIN][EMAILS]: a late application invitation', async ({ page }) => {
  const invited = uniqueEmail('late');
  const calls = countCalls(page, '/api/sendlateapplicationrequest');

  await signInStaff(page);
  await openView(page, 'late', 'Late application request');
  const email = page.getByLabel('Email', { exact: true });
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(alertWith(page, 'Enter email')).toBeVisible();
  await expect(email).toBeFocused();
  await email.fill('someone@');
  await page.getByLabel('CC', { exact: true }).fill('bad');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: /^Invalid email$/ })).toBeVisible();
  await expect(alertWith(page, 'Invalid email for CC')).toBeVisible();
  expect(calls).toHaveLength(0);
  await screenshotBoth(page, 'admin-emails-late-invalid');

  await email.fill(invited);
  await page.getByLabel('CC', { exact: true }).fill('');
  await page.getByLabel('Body', { exact: true }).fill('You may still apply for this year.');
  await confirmSeenSending(
    page,
    '/api/sendlateapplicationrequest',
    'Do you want to send an email for Late application request?',
    new RegExp(`Send 'Invitation to apply for the \\d{4} Zakah Bursary' to one person, ${escapeRegExp(invited)}\\?`),
  );
  await expect(statusWith(page, 'Late application request sent')).toContainText('1 e-mail sent.');
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
  await screenshotBoth(page, 'admin-emails-late-sent');
  const mail = await waitForMail(invited);
  expect(mail.text).toContain('You may still apply for this year.');
  expect(mail.text).toMatch(/\/application\?token=[\w.-]+/);
});

test('[ADMIN][REVIEW]: comments and a documents request from the applicant\'s Review', async ({ page, request }) => {
  test.setTimeout(120_000);
  const lastName = uniqueName('Review');
  const { applicant, applicationId } = await submittedApplication(request, { first_name: 'Ayesha', last_name: lastName });
  const calls = countCalls(page, '/api/senddocumentsrequest');

  await signInStaff(page);
  await page.goto(`${E2E.adminUrl}/applicationmanager?application_id=${applicationId}&view=review`);
  await expect(page.getByRole('heading', { level: 2, name: `Review of Ayesha ${lastName}` })).toBeVisible();
  await expect(page.getByText('No comments yet.')).toBeVisible();

  const comment = page.getByLabel('Comment', { exact: true });
  await page.getByRole('button', { name: 'Save Comment' }).click();
  await expect(alertWith(page, 'enter comment')).toBeVisible();
  await expect(comment).toBeFocused();
  await comment.fill('Called the applicant: the fees statement is on its way.');
  await page.getByRole('button', { name: 'Save Comment' }).click();
  await expect(statusWith(page, 'Comment Saved')).toBeVisible();
  await expect(comment).toHaveValue('');
  const earlier = page.getByRole('list', { name: 'Earlier comments' }).getByRole('listitem');
  await expect(earlier).toHaveCount(1);
  // The date's first 10 characters and the initials of the staff member (Bursary Staff).
  await expect(earlier.first()).toHaveText(/^\d{4}-\d{2}-\d{2}BSCalled the applicant: the fees statement is on its way\.$/);

  // The request goes to the applicant's own address, which cannot be changed here.
  const to = page.getByLabel('To', { exact: true });
  await expect(to).toHaveValue(applicant.email);
  await expect(to).toBeDisabled();
  await addDocument(page, 'Fees Statement');
  await addDocument(page, 'Fees Statement');
  await expect(alertWith(page, 'Fees Statement is already selected')).toBeVisible();
  await page.getByLabel('CC', { exact: true }).fill('finance@example.org; finance');
  await page.getByLabel('Body', { exact: true }).fill('Please upload your fees statement.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(alertWith(page, 'CC finance not valid email')).toBeVisible();
  expect(calls).toHaveLength(0);
  await page.getByLabel('CC', { exact: true }).fill('');

  await confirmSeenSending(
    page,
    '/api/senddocumentsrequest',
    'Do you want to send an email for Documents request?',
    new RegExp(`Send 'Request for outstanding documents \\d{4}' to 1 applicant of \\d{4}, at ${escapeRegExp(applicant.email)}\\?`),
  );
  await expect(statusWith(page, 'Documents request sent')).toContainText('1 e-mail sent.');
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
  await screenshotBoth(page, 'admin-emails-review');

  const link = await waitForLinkPath(applicant.email, 'docsupload');
  const upload = await page.context().newPage();
  await upload.goto(`${E2E.applicantUrl}${link}`);
  await expect(upload.getByLabel('Fees Statement', { exact: true })).toBeVisible();
});
