import { api, signIn } from '../support/api';
import { authorised, registerApplicant } from '../support/applicants';
import { createApplication } from '../support/applications';
import { uploadAsApplicant } from '../support/document-uploads';
import { signInToAdminPanel } from '../support/cms-admin';
import { documentRows, sampleJpeg, samplePdf, samplePng } from '../support/files';

const NOT_FOUND = { error: 'Document not found.' };
const APPLICATION_NOT_FOUND = { error: 'Application not found.' };

const upload = uploadAsApplicant;

// Files as bytes, errors as JSON.
const bytesOrJson = (response: any, done: (error: Error | null, body: unknown) => void) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => {
    const body = Buffer.concat(chunks);
    done(null, /json/.test(response.headers['content-type'] ?? '') ? JSON.parse(body.toString()) : body);
  });
};

const preview = (as: { token: string }, query: Record<string, unknown>) =>
  api().get('/api/getapplicantfile').query(query).set(authorised(as)).buffer(true).parse(bytesOrJson);

const download = (as: { token: string } | null, query: Record<string, unknown>) => {
  const request = api().get('/api/downloadsupportingdoc').query(query).buffer(true).parse(bytesOrJson);
  return as ? request.set(authorised(as)) : request;
};

const expectPrivateFile = (
  response: { headers: Record<string, string>; body: Buffer },
  expected: { type: string; disposition: string; content: Buffer },
) => {
  expect(response.headers['content-type']).toBe(expected.type);
  expect(response.headers['content-disposition']).toBe(expected.disposition);
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(Number(response.headers['content-length'])).toBe(expected.content.length);
  expect(Buffer.compare(response.body, expected.content)).toBe(0);
};

describe('[APPLICANT][PREVIEW]: GET /api/getapplicantfile', () => {
  it("shows the applicant's own ID document and testimonial inline, typed by their content", async () => {
    const applicant = await registerApplicant();
    const applicationId = await createApplication(applicant);
    const id = samplePdf();
    const testimonial = samplePng();
    await upload(applicant, applicationId, 'id_document', id, 'ID copy.pdf');
    await upload(applicant, applicationId, 'recommendation', testimonial, 'testimonial.pdf');

    expectPrivateFile(await preview(applicant, { application_id: applicationId, filename: 'id_document' }).expect(200), {
      type: 'application/pdf',
      disposition: 'inline; filename="ID copy.pdf"; filename*=UTF-8\'\'ID%20copy.pdf',
      content: id,
    });
    // Named .pdf by the applicant but a PNG: sent as one, and saved with the right extension.
    expectPrivateFile(await preview(applicant, { application_id: applicationId, filename: 'recommendation' }).expect(200), {
      type: 'image/png',
      disposition: 'inline; filename="testimonial.pdf.png"; filename*=UTF-8\'\'testimonial.pdf.png',
      content: testimonial,
    });
  });

  it("falls back to a returning applicant's document from the previous cycle", async () => {
    const applicant = await registerApplicant();
    const editor = await signInToAdminPanel();
    const SETTINGS = '/single-types/api::portal.portal-setting';
    const lastYearsId = samplePdf();
    await editor.put(SETTINGS, { cycle_year: 2024 }).expect(200);
    let lastYear = 0;
    try {
      lastYear = await createApplication(applicant, { completion_year: 2026 });
      await upload(applicant, lastYear, 'id_document', lastYearsId, 'id-2024.pdf');
    } finally {
      await editor.put(SETTINGS, { cycle_year: 2025 }).expect(200);
    }
    const thisYear = await createApplication(applicant);

    const saved = await preview(applicant, { application_id: thisYear, filename: 'id_document' }).expect(200);
    expect(saved.headers['content-disposition']).toContain('filename="id-2024.pdf"');
    expect(Buffer.compare(saved.body, lastYearsId)).toBe(0);
    await preview(applicant, { application_id: thisYear, filename: 'recommendation' }).expect(404, NOT_FOUND);

    const newId = samplePdf();
    await upload(applicant, thisYear, 'id_document', newId, 'id-2025.pdf');
    const current = await preview(applicant, { application_id: thisYear, filename: 'id_document' }).expect(200);
    expect(Buffer.compare(current.body, newId)).toBe(0);
    expect(lastYear).not.toBe(thisYear);
  });

  it("refuses other documents, and answers another applicant's application like a missing one", async () => {
    const applicant = await registerApplicant();
    const applicationId = await createApplication(applicant);
    await upload(applicant, applicationId, 'id_document', samplePdf(), 'id.pdf');

    await preview(applicant, { application_id: applicationId, filename: 'affidavit' }).expect(400, {
      error: 'Ask for one of: id_document, recommendation.',
    });
    const other = await registerApplicant();
    await preview(other, { application_id: applicationId, filename: 'id_document' }).expect(404, APPLICATION_NOT_FOUND);
    // An id that is no id at all is a bad request.
    await preview(other, { application_id: 'x', filename: 'id_document' }).expect(400, { error: 'Give the application_id of the application as a whole number, such as 12.' });
    await api().get('/api/getapplicantfile').query({ application_id: applicationId, filename: 'id_document' }).expect(401);
  });
});

describe('[APPLICANT][DOWNLOAD]: GET /api/downloadsupportingdoc', () => {
  it('downloads a document as an attachment for its owner and for staff', async () => {
    const applicant = await registerApplicant();
    const applicationId = await createApplication(applicant);
    const content = sampleJpeg();
    await upload(applicant, applicationId, 'affidavit', content, 'Salary slip – März.jpeg');
    const [row] = await documentRows(applicationId);
    const query = { application_id: applicationId, filename: row.id, doctype: 'affidavit' };
    const expected = {
      type: 'image/jpeg',
      disposition: 'attachment; filename="Salary slip _ M_rz.jpeg"; filename*=UTF-8\'\'Salary%20slip%20%E2%80%93%20M%C3%A4rz.jpeg',
      content,
    };

    expectPrivateFile(await download(applicant, query).expect(200), expected);
    const staff = await signIn();
    expectPrivateFile(await download({ token: staff.token }, query).expect(200), expected);
  });

  it('names a program-looking document after what it really is', async () => {
    const applicant = await registerApplicant();
    const applicationId = await createApplication(applicant);
    await upload(applicant, applicationId, 'motivation_letter', samplePdf(), 'cv.pdf.exe');
    const [row] = await documentRows(applicationId);
    const response = await download(applicant, { application_id: applicationId, filename: row.id, doctype: 'motivation_letter' }).expect(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="cv.pdf.exe.pdf"; filename*=UTF-8\'\'cv.pdf.exe.pdf');
  });

  it("answers another applicant's application or document like a missing one", async () => {
    const owner = await registerApplicant();
    const ownersApplication = await createApplication(owner);
    await upload(owner, ownersApplication, 'id_document', samplePdf(), 'id.pdf');
    const [ownersDocument] = await documentRows(ownersApplication);
    const other = await registerApplicant();
    const othersApplication = await createApplication(other);

    await download(other, { application_id: ownersApplication, filename: ownersDocument.id, doctype: 'id_document' }).expect(
      404,
      APPLICATION_NOT_FOUND,
    );
    // Their own application with the owner's document id.
    await download(other, { application_id: othersApplication, filename: ownersDocument.id, doctype: 'id_document' }).expect(404, NOT_FOUND);
    // The right document under another kind, and ids that are no documents.
    await download(owner, { application_id: ownersApplication, filename: ownersDocument.id, doctype: 'affidavit' }).expect(404, NOT_FOUND);
    await download(owner, { application_id: ownersApplication, filename: '../../etc/passwd', doctype: 'id_document' }).expect(400, {
      error: 'Give the id of the document as filename, a whole number.',
    });
    await download(owner, { application_id: ownersApplication, filename: ownersDocument.id, doctype: 'passport' }).expect(400, {
      error: 'Ask for a document type such as id_document or fees_statement.',
    });
    await download(null, { application_id: ownersApplication, filename: ownersDocument.id, doctype: 'id_document' }).expect(401);
  });
});
