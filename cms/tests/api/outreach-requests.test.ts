import { api, signIn } from '../support/api';
import { authorised, registerApplicant, type TestApplicant } from '../support/applicants';
import { createApplication, decide, submitCompleteApplication } from '../support/applications';
import { db } from '../support/database';
import { documentRows, samplePdf, samplePng } from '../support/files';
import { tampered } from '../support/link-tokens';
import { mailsTo, UNDELIVERABLE_DOMAIN, waitForMail, type Mail } from '../support/mailbox';

const INVALID_LINK = { error: 'This link is not valid. Check that you copied the whole link from the e-mail.' };
const EXPIRED_LINK = { error: 'This link has expired. Please ask for a new one.' };
const OFFICE = 'bursary.office@example.org';
const TREASURER = 'treasurer@example.org';

let staff: { token: string; user: number };
let cycleYear: number;
let applicantUrl: string;

beforeAll(async () => {
  staff = await signIn();
  const { body } = await api().get('/api/portal-content').expect(200);
  cycleYear = body.settings.cycle_year;
  applicantUrl = body.settings.applicant_url;
});

const asStaff = (path: string, body: unknown) => api().post(path).set('Authorization', staff.token).send(body as object);

const withApplication = async (names = { first_name: 'Amina', last_name: 'Jacobs' }) => {
  const applicant = await registerApplicant(names);
  return { applicant, applicationId: await createApplication(applicant) };
};

const acceptedApplicant = async (names: { first_name: string; last_name: string }) => {
  const applicant = await registerApplicant(names);
  const applicationId = await submitCompleteApplication(applicant);
  await decide(applicationId, 1, { staff });
  return { applicant, applicationId };
};

// The token of the link to `page` in an e-mail.
const linkIn = (mail: Mail, page: 'docsupload' | 'uploadresults') => {
  const escaped = `${applicantUrl}/${page}/`.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const match = new RegExp(`${escaped}([\\w-]+\\.[\\w-]+\\.[\\w-]+)`).exec(mail.text);
  if (!match) throw new Error(`No ${page} link in the e-mail:\n${mail.text}`);
  return match[1];
};

const emailLogs = (applicationId: number) =>
  db()('email_logs as e')
    .join('email_logs_application_lnk as l', 'l.email_log_id', 'e.id')
    .leftJoin('email_logs_sent_by_lnk as s', 's.email_log_id', 'e.id')
    .where('l.application_id', applicationId)
    .orderBy('e.id')
    .select('e.to', 'e.cc', 'e.subject', 'e.template_key', 'e.delivery_status', 's.user_id as sent_by');

const latestAudit = async (action: string) => {
  const row = await db()('audit_logs').where({ action }).orderBy('id', 'desc').first();
  return { ...row, details: typeof row.details === 'string' ? JSON.parse(row.details) : row.details };
};

const expireLinks = (applicationId: number) =>
  // No call makes a link older, so the arrange step moves its expiry into the past.
  db()('link_tokens')
    .whereIn('id', db()('link_tokens_application_lnk').where({ application_id: applicationId }).select('link_token_id'))
    .update({ expires_at: new Date(Date.now() - 60_000) });

const documentsRequest = (applicant: TestApplicant, applicantId: number, changes: Record<string, unknown> = {}) => ({
  to: applicant.email,
  cc: `${OFFICE} ; ${TREASURER}`,
  field: [5, 6],
  applicant_id: applicantId,
  body: 'We still need these two documents before we can pay your fees.',
  ...changes,
});

describe('[OUTREACH][DOCUMENTS]: POST /api/senddocumentsrequest', () => {
  it("e-mails the applicant the documents_request template with a link that uploads the requested documents", async () => {
    const { applicant, applicationId } = await withApplication();

    const { body } = await asStaff('/api/senddocumentsrequest', documentsRequest(applicant, applicant.applicantId)).expect(200);
    expect(body).toEqual({ success: 'Documents request sent', sent: 1, failed: [] });

    const mail = await waitForMail(applicant.email);
    expect(mail.subject).toBe(`Request for outstanding documents ${cycleYear}`);
    expect(mail.to).toEqual([applicant.email]);
    expect(mail.cc).toEqual([OFFICE, TREASURER]);
    expect(mail.text).toContain('Dear Amina Jacobs,\n\nWe still need these two documents before we can pay your fees.\n\nTo continue');
    expect(mail.text).toContain('- Proof of Registration\n- Fees Statement');
    expect(mail.text).not.toMatch(/\{\{\w+\}\}/);
    expect(mailsTo(OFFICE).map((copy) => copy.file)).toContain(mail.file);

    // The link from the e-mail opens the upload page for exactly these documents, and uploads them.
    const token = linkIn(mail, 'docsupload');
    const page = await api().get(`/api/uploadlink/${token}`).expect(200);
    expect(page.body).toMatchObject({
      application_id: applicationId,
      first_name: 'Amina',
      last_name: 'Jacobs',
      purpose: 'documents_request',
      documents: [
        { code: 5, name: 'Proof of Registration', field: 'registration' },
        { code: 6, name: 'Fees Statement', field: 'fees_statement' },
      ],
    });
    const upload = await api()
      .post('/api/uploadrequesteddocs')
      .field('token', token)
      .attach('registration', samplePdf(), { filename: 'registration.pdf', contentType: 'application/pdf' })
      .attach('fees_statement', samplePng(), { filename: 'fees.png', contentType: 'image/png' })
      .expect(200);
    expect(upload.body.success).toBe('2 file/s submitted successfully. Thank you');
    expect((await documentRows(applicationId)).map(({ code, source }) => ({ code, source }))).toEqual([
      { code: 5, source: 'token_link' },
      { code: 6, source: 'token_link' },
    ]);

    expect(await emailLogs(applicationId)).toEqual([
      {
        to: applicant.email,
        cc: `${OFFICE}, ${TREASURER}`,
        subject: `Request for outstanding documents ${cycleYear}`,
        template_key: 'documents_request',
        delivery_status: 'sent',
        sent_by: staff.user,
      },
    ]);
    const audit = await latestAudit('email.documents_request');
    expect(audit).toMatchObject({ actor_email: 'staff.test@bursary.local', target_type: 'application', target_id: String(applicationId) });
    expect(audit.details).toMatchObject({
      after: { to: [applicant.email], cc: [OFFICE, TREASURER], subject: `Request for outstanding documents ${cycleYear}`, documents: [5, 6] },
      sent: 1,
      failed: [],
    });
  });

  it("sends the subject staff typed, and refuses the e-mailed link once tampered with or expired", async () => {
    const { applicant, applicationId } = await withApplication();
    await asStaff('/api/senddocumentsrequest', documentsRequest(applicant, applicant.applicantId, { subject: 'Your fee statement', field: 6 })).expect(200);
    const mail = await waitForMail(applicant.email);
    expect(mail.subject).toBe('Your fee statement');
    const token = linkIn(mail, 'docsupload');

    await api().get(`/api/uploadlink/${tampered(token)}`).expect(400, INVALID_LINK);
    await api()
      .post('/api/uploadrequesteddocs')
      .field('token', tampered(token))
      .attach('fees_statement', samplePdf(), { filename: 'fees.pdf', contentType: 'application/pdf' })
      .expect(400, INVALID_LINK);

    await expireLinks(applicationId);
    await api().get(`/api/uploadlink/${token}`).expect(400, EXPIRED_LINK);
    await api()
      .post('/api/uploadrequesteddocs')
      .field('token', token)
      .attach('fees_statement', samplePdf(), { filename: 'fees.pdf', contentType: 'application/pdf' })
      .expect(400, EXPIRED_LINK);
    expect(await documentRows(applicationId)).toEqual([]);
  });

  it('refuses bad recipients, cc and documents with the form messages and sends nothing', async () => {
    const { applicant, applicationId } = await withApplication();
    const refuse = (changes: Record<string, unknown>, error: string) =>
      asStaff('/api/senddocumentsrequest', documentsRequest(applicant, applicant.applicantId, changes)).expect(400, { error });

    await refuse({ to: `${applicant.email}; not-an-address` }, 'entered not-an-address not valid email');
    await refuse({ to: ' ' }, 'Enter email');
    await refuse({ cc: `${OFFICE};  office at example.org` }, 'CC officeatexample.org not valid email');
    await refuse({ field: [5, 6, 5] }, 'Proof of Registration is already selected');
    await refuse({ field: [] }, 'Select document');
    await refuse({ field: [42] }, 'Select document');
    await refuse({ body: '' }, 'Enter message');
    await refuse({ applicant_id: 'me' }, 'Give the applicant_id of the applicant to e-mail.');
    await asStaff('/api/senddocumentsrequest', {}).expect(400, { error: 'Enter email' });

    expect(mailsTo(applicant.email)).toEqual([]);
    expect(await emailLogs(applicationId)).toEqual([]);
  });

  it('takes recipients separated by semicolons with any white space', async () => {
    const { applicant } = await withApplication();
    const alternative = `alt.${applicant.email}`;
    await asStaff('/api/senddocumentsrequest', documentsRequest(applicant, applicant.applicantId, { to: ` ${applicant.email} ;\n ${alternative} ; `, cc: '' })).expect(200);
    const mail = await waitForMail(applicant.email);
    expect(mail.to).toEqual([applicant.email, alternative]);
    expect(mail.cc).toEqual([]);
  });

  it('answers 404 for an unknown applicant or one with no application this cycle', async () => {
    const { applicant } = await withApplication();
    const withoutApplication = await registerApplicant();
    await asStaff('/api/senddocumentsrequest', documentsRequest(applicant, 99999999)).expect(404, { error: 'Applicant not found.' });
    await asStaff('/api/senddocumentsrequest', documentsRequest(withoutApplication, withoutApplication.applicantId)).expect(404, {
      error: `This applicant has no application for ${cycleYear}.`,
    });
    expect(mailsTo(applicant.email)).toEqual([]);
  });

  it('answers the mail server refusing the address as an error, and logs it', async () => {
    const { applicant, applicationId } = await withApplication();
    const refused = `nobody@${UNDELIVERABLE_DOMAIN}`;
    const { body } = await asStaff('/api/senddocumentsrequest', documentsRequest(applicant, applicant.applicantId, { to: refused, cc: '' })).expect(502);
    expect(body.error).toMatch(/^The e-mail could not be sent: .*550/);
    expect(body).toMatchObject({ sent: 0, failed: [{ email: refused }] });
    expect(await emailLogs(applicationId)).toMatchObject([{ to: refused, template_key: 'documents_request', delivery_status: 'failed' }]);
  });
});

describe('[OUTREACH][DOCUMENTS]: POST /api/senddocumentsrequest in bulk', () => {
  it('sends each applicant found by e-mail a link of their own and lists the e-mails with no application', async () => {
    const first = await withApplication({ first_name: 'Yusuf', last_name: 'Davids' });
    const second = await withApplication({ first_name: 'Nomsa', last_name: 'Dlamini' });
    const unknown = `nobody.${Date.now()}@example.org`;

    const { body } = await asStaff('/api/senddocumentsrequest', {
      to: `${first.applicant.email.toUpperCase()}; ${second.applicant.email}; ${unknown}`,
      cc: OFFICE,
      subject: 'Outstanding documents',
      field: [7],
      body: 'Please send the signed consent form.',
    }).expect(200);
    expect(body).toEqual({
      success: 'Documents request sent',
      sent: 2,
      failed: [],
      not_found: [unknown],
      message: `No application found for these emails: ${unknown}`,
    });

    for (const { applicant, applicationId } of [first, second]) {
      const mail = await waitForMail(applicant.email);
      expect(mail.to).toEqual([applicant.email]);
      expect(mail.cc).toEqual([OFFICE]);
      expect(mail.text).toContain(`Dear ${applicant.first_name} ${applicant.last_name},`);
      const page = await api().get(`/api/uploadlink/${linkIn(mail, 'docsupload')}`).expect(200);
      expect(page.body).toMatchObject({ application_id: applicationId, documents: [{ code: 7, field: 'consent_form' }] });
    }
    expect(mailsTo(unknown)).toEqual([]);
    const audit = await latestAudit('email.documents_request');
    expect(audit).toMatchObject({ target_type: 'applications', target_id: null });
    expect(audit.details).toMatchObject({ sent: 2, failed: [], not_found: [unknown], after: { documents: [7], subject: 'Outstanding documents' } });
  });

  it('answers 404 with the list when no e-mail has an application', async () => {
    const unknown = [`a.${Date.now()}@example.org`, `b.${Date.now()}@example.org`];
    const { body } = await asStaff('/api/senddocumentsrequest', { to: unknown.join(';'), field: [5], body: 'Please upload.' }).expect(404);
    expect(body).toEqual({ error: `No application found for these emails: ${unknown.join(', ')}`, not_found: unknown });
  });

  it('sends every accepted applicant of the cycle their own link when all accepted is ticked', async () => {
    const accepted = await acceptedApplicant({ first_name: 'Fatima', last_name: 'Moosa' });
    const declined = await registerApplicant({ first_name: 'Sipho', last_name: 'Nkosi' });
    await decide(await submitCompleteApplication(declined), 0, { staff });
    const pending = await withApplication();

    const { body } = await asStaff('/api/senddocumentsrequest', { all_accepted: true, field: [5, 9], body: 'Please send your documents.' }).expect(200);
    expect(body).toMatchObject({ success: 'Documents request sent', failed: [] });
    expect(body.sent).toBeGreaterThanOrEqual(1);

    const mail = await waitForMail(accepted.applicant.email, { subject: `Request for outstanding documents ${cycleYear}` });
    const page = await api().get(`/api/uploadlink/${linkIn(mail, 'docsupload')}`).expect(200);
    expect(page.body).toMatchObject({ application_id: accepted.applicationId, documents: [{ code: 5 }, { code: 9 }] });
    expect(mailsTo(declined.email)).toHaveLength(1); // the confirmation of the submission only
    expect(mailsTo(pending.applicant.email)).toEqual([]);
    expect((await latestAudit('email.documents_request')).details).toMatchObject({ after: { to: 'all accepted applicants' }, sent: body.sent });
  });
});

describe('[OUTREACH][RESULTS]: POST /api/sendresultrequest', () => {
  const resultsRequest = (changes: Record<string, unknown>) => ({
    cc: OFFICE,
    subject: 'Your final-year results',
    resultType: 1,
    body: 'Congratulations on finishing the year.',
    ...changes,
  });

  it('e-mails each selected application a results link that submits its results', async () => {
    const first = await withApplication({ first_name: 'Zainab', last_name: 'Patel' });
    const second = await withApplication({ first_name: 'Thabo', last_name: 'Mokoena' });

    const { body } = await asStaff('/api/sendresultrequest', resultsRequest({ selectedApps: [first.applicationId, second.applicationId] })).expect(200);
    expect(body).toEqual({ success: 'Results request sent', sent: 2, failed: [] });

    const mail = await waitForMail(first.applicant.email);
    expect(mail.subject).toBe('Your final-year results');
    expect(mail.cc).toEqual([OFFICE]);
    expect(mail.text).toContain('Dear Zainab Patel,\n\nCongratulations on finishing the year.\n\nAs a holder');
    expect(mail.text).toContain('Please send us your final-year results now.');
    const token = linkIn(mail, 'uploadresults');
    const page = await api().get(`/api/uploadlink/${token}`).expect(200);
    expect(page.body).toMatchObject({ application_id: first.applicationId, purpose: 'results_request', result_type: 1 });

    const subjects = [
      { subjectName: 'Accounting', subjectMark: '71' },
      { subjectName: 'Economics', subjectMark: '64' },
    ];
    const submitted = await api()
      .post('/api/submitresults')
      .field('token', token)
      .field('results', JSON.stringify({ subjects }))
      .attach('file', samplePdf(), { filename: 'transcript.pdf', contentType: 'application/pdf' })
      .expect(201);
    expect(submitted.body).toMatchObject({ success: 'Results submitted successfully. Thank you', result: { period: 'finalyear_transcript', subjects, average: 67.5 } });

    const other = await waitForMail(second.applicant.email);
    expect(linkIn(other, 'uploadresults')).not.toBe(token);
    expect((await emailLogs(second.applicationId)).map((log) => log.template_key)).toEqual(['results_request']);
    expect((await latestAudit('email.results_request')).details).toMatchObject({
      after: { application_ids: [first.applicationId, second.applicationId], result_type: 1, subject: 'Your final-year results' },
      sent: 2,
    });
  });

  it('asks for mid-year results, and refuses the link once tampered with or expired', async () => {
    const { applicant, applicationId } = await withApplication();
    await asStaff('/api/sendresultrequest', resultsRequest({ resultType: 0, subject: 'Mid-year results', selectedApps: [applicationId] })).expect(200);
    const mail = await waitForMail(applicant.email);
    expect(mail.text).toContain('Please send us your mid-year results now.');
    const token = linkIn(mail, 'uploadresults');
    const results = JSON.stringify({ no_result: true, reason: 'Exams were postponed.' });

    await api().post('/api/submitresults').field('token', tampered(token)).field('results', results).expect(400, INVALID_LINK);
    await expireLinks(applicationId);
    await api().post('/api/submitresults').field('token', token).field('results', results).expect(400, EXPIRED_LINK);
    expect(await db()('application_results_application_lnk').where({ application_id: applicationId })).toEqual([]);
  });

  it('sends to the accepted applicants, or only to those accepted and paid, never both at once', async () => {
    const paid = await acceptedApplicant({ first_name: 'Ayesha', last_name: 'Khan' });
    const unpaid = await acceptedApplicant({ first_name: 'Riyaad', last_name: 'Salie' });
    await asStaff('/api/addpaymet', {
      application_id: paid.applicationId,
      bank: 'Standard Bank',
      account_no: '070123456',
      branch_code: '051001',
      in_respect_of: 'Education',
      amount_approved: 15000,
    }).expect(200);

    await asStaff('/api/sendresultrequest', resultsRequest({ accepted_only: true, accepted_and_paid: true })).expect(400, {
      error: 'Choose either accepted applicants or accepted and paid applicants, not both.',
    });

    const onlyPaid = await asStaff('/api/sendresultrequest', resultsRequest({ accepted_and_paid: true })).expect(200);
    expect(onlyPaid.body).toMatchObject({ success: 'Results request sent', failed: [] });
    await waitForMail(paid.applicant.email, { subject: 'Your final-year results' });
    expect(mailsTo(unpaid.applicant.email).filter((mail) => mail.subject === 'Your final-year results')).toEqual([]);

    const allAccepted = await asStaff('/api/sendresultrequest', resultsRequest({ accepted_only: true, subject: 'Results please' })).expect(200);
    expect(allAccepted.body.sent).toBeGreaterThan(onlyPaid.body.sent);
    for (const { applicant, applicationId } of [paid, unpaid]) {
      const mail = await waitForMail(applicant.email, { subject: 'Results please' });
      const page = await api().get(`/api/uploadlink/${linkIn(mail, 'uploadresults')}`).expect(200);
      expect(page.body).toMatchObject({ application_id: applicationId, result_type: 1 });
    }
  });

  it('refuses a bad form with its message and unknown applications with the list', async () => {
    const { applicant, applicationId } = await withApplication();
    const refuse = (changes: Record<string, unknown>, error: string) =>
      asStaff('/api/sendresultrequest', resultsRequest({ selectedApps: [applicationId], ...changes })).expect(400, { error });

    await refuse({ resultType: 2 }, 'Select results period');
    await refuse({ resultType: undefined }, 'Select results period');
    await refuse({ selectedApps: [] }, 'Select at least one applicant');
    await refuse({ cc: 'office.example.org' }, 'CC office.example.org not valid email');
    await refuse({ subject: ' ' }, 'Enter subject');
    await refuse({ body: '' }, 'Enter message');
    await asStaff('/api/sendresultrequest', {}).expect(400, { error: 'Enter subject' });
    expect(mailsTo(applicant.email)).toEqual([]);

    await asStaff('/api/sendresultrequest', resultsRequest({ selectedApps: [99999998, 99999999] })).expect(404, {
      error: 'No application found for these applications: 99999998, 99999999',
      not_found: [99999998, 99999999],
    });
    const partly = await asStaff('/api/sendresultrequest', resultsRequest({ selectedApps: [applicationId, 99999999] })).expect(200);
    expect(partly.body).toEqual({
      success: 'Results request sent',
      sent: 1,
      failed: [],
      not_found: [99999999],
      message: 'No application found for these applications: 99999999',
    });
  });
});

describe('[OUTREACH][GENERAL]: POST /api/sendgeneralemails', () => {
  it('sends every address in to its own e-mail, as typed, in the general_email frame: no student sees another\'s address', async () => {
    const first = `first.${Date.now()}@example.org`;
    const second = `second.${Date.now()}@example.org`;
    const third = `third.${Date.now()}@example.org`;
    const text = 'Dear applicants,\n\nThe office is closed on Friday. {{cycle_year}} stays as typed.';

    const { body } = await asStaff('/api/sendgeneralemails', { to: `${first} ; ${second};${third}`, cc: OFFICE, subject: 'Office hours', body: text }).expect(200);
    expect(body).toEqual({ success: 'Email sent', sent: 3, failed: [] });

    // What the SMTP server received: one message per student, each naming that student alone.
    const mails = await Promise.all([first, second, third].map((address) => waitForMail(address)));
    for (const [index, address] of [first, second, third].entries()) {
      const mail = mails[index];
      expect(mail.to).toEqual([address]);
      expect(mail.recipients.filter((recipient) => recipient !== OFFICE)).toEqual([address]);
      expect(mail.cc).toEqual([OFFICE]);
      expect(mail.subject).toBe('Office hours');
      expect(mail.text.trimEnd()).toBe(`${text}\n\nKind regards,\nThe Zakah Bursary Team`);
      expect(mailsTo(address)).toHaveLength(1);
      const log = await db()('email_logs').where({ to: address }).first();
      expect(log).toMatchObject({ template_key: 'general_email', delivery_status: 'sent', subject: 'Office hours' });
    }
    expect(new Set(mails.map((mail) => mail.file)).size).toBe(3);
    const audit = await latestAudit('email.general');
    expect(audit).toMatchObject({ actor_email: 'staff.test@bursary.local', target_type: 'email' });
    expect(audit.details).toMatchObject({ after: { to: [first, second, third], cc: [OFFICE], subject: 'Office hours', body: text }, sent: 3 });
  });

  it('keeps a subject on one line, so no header can be slipped into it', async () => {
    const to = `headers.${Date.now()}@example.org`;
    const intruder = `intruder.${Date.now()}@example.org`;
    await asStaff('/api/sendgeneralemails', { to, subject: `Office hours\r\nBcc: ${intruder}`, body: 'Text' }).expect(200);
    expect((await waitForMail(to)).subject).toBe(`Office hours Bcc: ${intruder}`);
    expect(mailsTo(intruder)).toEqual([]);
  });

  it('refuses bad recipients and an empty form with the form messages', async () => {
    const to = `general.${Date.now()}@example.org`;
    const refuse = (changes: Record<string, unknown>, error: string) =>
      asStaff('/api/sendgeneralemails', { to, cc: '', subject: 'Hello', body: 'Text', ...changes }).expect(400, { error });

    await refuse({ to: `${to};someone@` }, 'entered someone@ not valid email');
    await refuse({ cc: 'x@y.org; office' }, 'CC office not valid email');
    await refuse({ to: '' }, 'Enter email');
    await refuse({ subject: '' }, 'Enter subject');
    await refuse({ body: ' ' }, 'Enter message');
    await asStaff('/api/sendgeneralemails', {}).expect(400, { error: 'Enter email' });
    expect(mailsTo(to)).toEqual([]);
  });
});

describe('[OUTREACH][LATE]: POST /api/sendlateapplicationrequest', () => {
  // The invitation's journey (link, registration, applying while closed) is in late-applications.test.ts.
  it('refuses a bad form with its messages', async () => {
    const refuse = (changes: Record<string, unknown>, error: string) =>
      asStaff('/api/sendlateapplicationrequest', { email: `late.${Date.now()}@example.org`, cc: '', subject: 'Apply', body: 'Text', ...changes }).expect(400, { error });

    await refuse({ email: '' }, 'Enter email');
    await refuse({ email: 'late@' }, 'Invalid email');
    await refuse({ cc: 'office@example.org; office' }, 'Invalid email for CC');
    await refuse({ subject: '' }, 'Enter subject');
  });
});

describe('[OUTREACH][BAD INPUT]: staff e-mail calls', () => {
  it('answer wrong types with the field message, never a 500, and send nothing', async () => {
    const { applicant, applicationId } = await withApplication();
    const message = { subject: 'Hello', body: 'Text' };
    await asStaff('/api/senddocumentsrequest', { ...message, to: applicant.email, field: { $gt: 0 } }).expect(400, { error: 'Select document' });
    await asStaff('/api/senddocumentsrequest', { ...message, to: { $ne: '' }, field: [5] }).expect(400, { error: 'Enter email' });
    await asStaff('/api/senddocumentsrequest', { ...message, to: applicant.email, field: [5], applicant_id: [applicant.applicantId] }).expect(400, {
      error: 'Give the applicant_id of the applicant to e-mail.',
    });
    await asStaff('/api/senddocumentsrequest', [applicant.email]).expect(400, { error: 'Send the form fields as a JSON object.' });
    await asStaff('/api/sendresultrequest', { ...message, resultType: [1], selectedApps: [applicationId] }).expect(400, { error: 'Select results period' });
    await asStaff('/api/sendresultrequest', { ...message, resultType: 1, selectedApps: { $in: [applicationId] } }).expect(400, {
      error: 'Select at least one applicant',
    });
    await asStaff('/api/sendgeneralemails', { ...message, to: [applicant.email] }).expect(400, { error: 'Enter email' });
    await asStaff('/api/sendlateapplicationrequest', { ...message, email: { $gt: '' } }).expect(400, { error: 'Enter email' });
    expect(mailsTo(applicant.email)).toEqual([]);
  });
});

describe('[OUTREACH][ACCESS]: staff e-mail calls', () => {
  it('are for staff only: applicants get 403 and anonymous callers 401, and nothing is sent', async () => {
    const { applicant, applicationId } = await withApplication();
    const calls: [string, object][] = [
      ['/api/senddocumentsrequest', documentsRequest(applicant, applicant.applicantId)],
      ['/api/sendresultrequest', { subject: 'Results', body: 'Text', resultType: 0, selectedApps: [applicationId] }],
      ['/api/sendgeneralemails', { to: applicant.email, subject: 'Hello', body: 'Text' }],
      ['/api/sendlateapplicationrequest', { email: `late.${Date.now()}@example.org`, subject: 'Apply', body: 'Text' }],
    ];
    for (const [path, body] of calls) {
      await api().post(path).set(authorised(applicant)).send(body).expect(403, { error: 'This is for bursary staff only.' });
      await api().post(path).send(body).expect(401, { error: 'Please sign in to continue.' });
    }
    expect(mailsTo(applicant.email)).toEqual([]);
    expect(await emailLogs(applicationId)).toEqual([]);
  });
});
