import { api, signIn } from '../support/api';
import { authorised } from '../support/applicants';
import { auditRows } from '../support/audit';
import { db } from '../support/database';
import { documentRows, samplePdf, samplePng } from '../support/files';
import { applicationWithFiles, comment, confirmResult, pay, sendRequestedDocuments, sendResults } from '../support/exports-arrange';
import { bytesOrJson, docxText } from '../support/office-files';
import { decide, referenceOf } from '../support/applications';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

let staff: { token: string; user: number };

beforeAll(async () => {
  staff = await signIn();
});

const get = (path: string, query: Record<string, unknown>, as: { token: string } | null = staff) => {
  const request = api().get(path).query(query).buffer(true).parse(bytesOrJson);
  return as ? request.set(authorised(as)) : request;
};

describe('[STAFF][FILES]: GET /api/getapplicantfileadmin', () => {
  it('shows one stored document inline, by its id or by its type, typed by its content', async () => {
    const idCopy = samplePng();
    const { applicationId } = await applicationWithFiles({ documents: { id_document: { name: 'ID copy.pdf', content: idCopy } } });
    const [registration] = await sendRequestedDocuments(applicationId, [5], [{ field: 'registration', name: 'Proof – 2025.pdf', content: samplePdf() }]);
    const rows = await documentRows(applicationId);
    const idDocument = rows.find((row) => row.field === 'id_document')!;

    const byId = await get('/api/getapplicantfileadmin', { application_id: applicationId, filename: idDocument.id }).expect(200);
    expect(byId.headers['content-type']).toBe('image/png');
    expect(byId.headers['content-disposition']).toBe('inline; filename="ID copy.pdf.png"; filename*=UTF-8\'\'ID%20copy.pdf.png');
    expect(byId.headers['cache-control']).toBe('no-store');
    expect(byId.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(byId.headers['content-length'])).toBe(idCopy.length);
    expect(Buffer.compare(byId.body, idCopy)).toBe(0);

    const byType = await get('/api/getapplicantfileadmin', { application_id: applicationId, filename: 'registration' }).expect(200);
    expect(byType.headers['content-type']).toBe('application/pdf');
    expect(byType.headers['content-disposition']).toBe(
      'inline; filename="Proof _ 2025.pdf"; filename*=UTF-8\'\'Proof%20%E2%80%93%202025.pdf',
    );
    expect(Buffer.compare(byType.body, registration.content)).toBe(0);
  });

  it("answers 404 for a document of another application, and says what to ask for", async () => {
    const { applicationId } = await applicationWithFiles({ submit: false });
    const other = await applicationWithFiles({ submit: false });
    const [othersDocument] = await documentRows(other.applicationId);

    await get('/api/getapplicantfileadmin', { application_id: applicationId, filename: othersDocument.id }).expect(404, { error: 'Document not found.' });
    await get('/api/getapplicantfileadmin', { application_id: applicationId, filename: 'fees_statement' }).expect(404, { error: 'Document not found.' });
    await get('/api/getapplicantfileadmin', { application_id: applicationId, filename: '../../etc/passwd' }).expect(400, {
      error: 'Ask for a document by its id, or by its type such as id_document or fees_statement.',
    });
    await get('/api/getapplicantfileadmin', { application_id: 999999999, filename: 'id_document' }).expect(404, { error: 'Application not found.' });
  });

  it('is for staff only', async () => {
    const { applicant, applicationId } = await applicationWithFiles({ submit: false });
    const query = { application_id: applicationId, filename: 'id_document' };
    await get('/api/getapplicantfileadmin', query, null).expect(401);
    await get('/api/getapplicantfileadmin', query, applicant).expect(403, { error: 'This is for bursary staff only.' });
  });
});

describe('[STAFF][FILES]: GET /api/getformchecklistfile', () => {
  const names = { first_name: 'Zainab', last_name: "Ähmed-O'Brien" };
  // Named after the applicant and the application's reference.
  const disposition = (applicationId: number, suffix: string) =>
    `attachment; filename="Zainab _hmed-O'Brien (${referenceOf(applicationId)}) - ${suffix}.docx"; ` +
    `filename*=UTF-8''Zainab%20%C3%84hmed-O%27Brien%20%28${referenceOf(applicationId)}%29%20-%20${suffix.replace(/ /g, '%20')}.docx`;

  it('sends the whole application form as a .docx named after the applicant: every section, the decision, comments and documents', async () => {
    const { applicationId } = await applicationWithFiles({ names, documents: { affidavit: { name: 'payslips.pdf', content: samplePdf() } } });
    await comment(staff, applicationId, 'Called the applicant.\nIncome confirmed.');
    await decide(applicationId, 1, { staff, note: 'Strong application', subjectTo: 'Proof of registration' });

    const response = await get('/api/getformchecklistfile', { application_id: applicationId, filename: 'report' }).expect(200);
    expect(response.headers['content-type']).toBe(DOCX);
    expect(response.headers['content-disposition']).toBe(disposition(applicationId, 'application form'));
    expect(response.headers['cache-control']).toBe('no-store');
    expect(Number(response.headers['content-length'])).toBe(response.body.length);

    const text = await docxText(response.body);
    for (const section of ['Basic Information', 'Social Information', 'University', 'Income', 'Expenses', 'Survey', 'Decision', 'Comments', 'Documents']) {
      expect(text.split('\n')).toContain(section);
    }
    expect(text).toContain(`Application No.: ${referenceOf(applicationId)}\nApplicant: Zainab Ähmed-O'Brien`);
    expect(text).toContain('Application year: 2025');
    expect(text).toMatch(/Submitted: Yes, on \d{4}-\d{2}-\d{2}/);
    expect(text).toContain('Cell Phone\n0821234567');
    expect(text).toContain('ID Type\nSouth African ID');
    expect(text).toContain('Gender\nFemale');
    expect(text).toContain('University\nUniversity of Cape Town');
    expect(text).toContain('Total Income\nR\u00a012\u00a0700.50');
    expect(text).toContain('Total Expense\nR\u00a011\u00a0000.00');
    expect(text).toContain('Required Amount for Tuition\nR\u00a045\u00a0000.00');
    expect(text).toContain('Required Amount for Books\nR\u00a04\u00a0000.00');
    expect(text).toContain('Year of Study\nFirst Year');
    expect(text).toContain('Mentoring programme\nYes');
    expect(text).toContain('Decision: Accepted');
    expect(text).toMatch(/\d{4}-\d{2}-\d{2}\nAccepted\nStrong application\nProof of registration\n/);
    expect(text).toContain('Called the applicant.\nIncome confirmed.');
    expect(text).toMatch(/Proof of Income\npayslips\.pdf \(\d{4}-\d{2}-\d{2}\)/);
    expect(text).toContain('Fees Statement\nNone');

    const [audit] = await auditRows('download.application_form', applicationId);
    expect(audit).toMatchObject({ actor: staff.user, target_type: 'application', details: { filename: `Zainab Ähmed-O'Brien (${referenceOf(applicationId)}) - application form.docx` } });
  });

  it('sends the review checklist: documents received, decision, payments and results, and marks it downloaded', async () => {
    const { applicationId } = await applicationWithFiles({ names });
    await sendRequestedDocuments(applicationId, [5, 6], [
      { field: 'registration', name: 'registration.pdf', content: samplePdf() },
      { field: 'fees_statement', name: 'fees.pdf', content: samplePdf() },
    ]);
    await decide(applicationId, 1, { staff });
    await pay(staff, applicationId, { amount: 15000, date: '2025-03-14' });
    await pay(staff, applicationId, { amount: 2500.5, date: '2025-04-01', in_respect_of: 'Textbooks' });
    await sendResults(applicationId, 1, {
      subjects: [
        { subjectName: 'Financial Accounting', subjectMark: '68' },
        { subjectName: 'Economics', subjectMark: '75' },
      ],
    });
    await confirmResult(staff, applicationId, 'finalyear_transcript', 'pass');
    expect((await db()('applications').where({ id: applicationId }).first()).checklist_downloaded).toBeFalsy();

    const response = await get('/api/getformchecklistfile', { application_id: applicationId, filename: 'checklist' }).expect(200);
    expect(response.headers['content-type']).toBe(DOCX);
    expect(response.headers['content-disposition']).toBe(disposition(applicationId, 'checklist'));

    const text = await docxText(response.body);
    expect(text).toContain('Checklist');
    expect(text).toContain('Student Number: DVSFAT001');
    expect(text).toContain('ID Document\nYES\n1');
    expect(text).toContain('Proof of Registration\nYES\n1');
    expect(text).toContain('Fees Statement\nYES\n1');
    expect(text).toContain('Consent Form\nNO\n0');
    expect(text).toContain('Documents submitted: NO (2 of 3 received: Consent Form missing)');
    expect(text).toContain('Final-year Results\nYES\n1');
    expect(text).toContain('Documents completed: NO');
    expect(text).toContain('Decision: Accepted');
    expect(text).toContain('Paid: YES');
    // Amounts as the screens show them; marks, counts and years stay plain numbers.
    expect(text).toContain('2025-03-14\nEducation\nUniversity of Cape Town\nDVSFAT001\nR\u00a015\u00a0000.00\nEFT\nAGS, MSB');
    expect(text).toContain('2025-04-01\nTextbooks\nUniversity of Cape Town\nDVSFAT001\nR\u00a02\u00a0500.50\n');
    expect(text).toContain('Total paid: R\u00a017\u00a0500.50');
    expect(text).toContain('Result: pass CONFIRMED');
    expect(text).toContain('Mid-year Results\nNo results received.');
    expect(text).toContain('Financial Accounting\n68\nEconomics\n75\nAverage: 71.50\nPass/Fail: pass\nConfirmed: YES');

    expect(Boolean((await db()('applications').where({ id: applicationId }).first()).checklist_downloaded)).toBe(true);
    const [audit] = await auditRows('download.checklist', applicationId);
    expect(audit).toMatchObject({
      actor: staff.user,
      before: { checklist_downloaded: false },
      after: { checklist_downloaded: true },
      details: { filename: `Zainab Ähmed-O'Brien (${referenceOf(applicationId)}) - checklist.docx` },
    });
  });

  it('asks for report or checklist, answers 404 for a missing application, and is for staff only', async () => {
    const { applicant, applicationId } = await applicationWithFiles({ submit: false });
    await get('/api/getformchecklistfile', { application_id: applicationId, filename: 'letter' }).expect(400, {
      error: 'Ask for filename=report (the application form) or filename=checklist.',
    });
    await get('/api/getformchecklistfile', { application_id: 999999999, filename: 'report' }).expect(404, { error: 'Application not found.' });
    await get('/api/getformchecklistfile', { application_id: applicationId, filename: 'report' }, null).expect(401);
    await get('/api/getformchecklistfile', { application_id: applicationId, filename: 'checklist' }, applicant).expect(403);
    expect((await db()('applications').where({ id: applicationId }).first()).checklist_downloaded).toBeFalsy();
  });
});
