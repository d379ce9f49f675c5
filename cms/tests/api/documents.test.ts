import path from 'node:path';
import { api, signIn } from '../support/api';
import { authorised, registerApplicant, type TestApplicant } from '../support/applicants';
import { createApplication } from '../support/applications';
import { signInToAdminPanel } from '../support/cms-admin';
import {
  copiesOf,
  documentRows,
  eventually,
  hostileSamples,
  publicDir,
  sampleJpeg,
  samplePdf,
  samplePng,
  sha256,
  storedCopiesOf,
  documentStore,
  isStored,
  readStored,
  tempCopiesOf,
} from '../support/files';
import { basicInfo, expenses, income, socialInfo, survey } from '../../../packages/test-kit/src/step-bodies';

const UNSUPPORTED = { error: 'file format unsupported. Upload PDF or IMAGE file' };
const MAX_BYTES = 2097152;

const upload = (applicant: TestApplicant, applicationId: number, field: string, content?: Buffer, filename = `${field}.pdf`) => {
  const request = api()
    .post('/api/updateapplicationfiles')
    .set(authorised(applicant))
    .field('filename', field)
    .field('application_id', String(applicationId));
  return content ? request.attach('file', content, { filename, contentType: 'application/pdf' }) : request;
};

const started = async () => {
  const applicant = await registerApplicant();
  return { applicant, applicationId: await createApplication(applicant) };
};


const expectStoredAsUploaded = async (row: { storage_key: string; sha256: string; size: number }, content: Buffer) => {
  expect(row.storage_key).toMatch(/^[0-9a-f]{32}$/);
  // In private storage (the folder or the bucket), at the place its key names.
  expect((await readStored(row.storage_key))?.equals(content)).toBe(true);
  expect(row).toMatchObject({ sha256: sha256(content), size: content.length });
  expect(copiesOf(content, publicDir())).toEqual([]);
};

describe('[APPLICANT][UPLOAD]: POST /api/updateapplicationfiles', () => {
  it('stores the ID document privately under a random name and answers with the document', async () => {
    const { applicant, applicationId } = await started();
    const content = samplePdf();

    const { body } = await upload(applicant, applicationId, 'id_document', content, 'My ID.pdf').expect(200);

    const [row] = await documentRows(applicationId);
    expect(body).toEqual({
      success: 'My ID.pdf uploaded successfully.',
      document: { id: row.id, field: 'id_document', code: 0, original_name: 'My ID.pdf', size: content.length, mime: 'application/pdf' },
    });
    expect(row).toMatchObject({ code: 0, field: 'id_document', original_name: 'My ID.pdf', mime: 'application/pdf', source: 'applicant' });
    await expectStoredAsUploaded(row, content);
    expect(await eventually(() => tempCopiesOf(content).length === 0)).toBe(true);
  });

  it('stores each of the four documents under its code, judging images by their content', async () => {
    const { applicant, applicationId } = await started();
    const png = samplePng();
    const jpeg = sampleJpeg();

    // Declared as PDFs; stored as what they are.
    await upload(applicant, applicationId, 'recommendation', png, 'letter.png').expect(200);
    await upload(applicant, applicationId, 'affidavit', jpeg, 'payslip.jpg').expect(200);
    await upload(applicant, applicationId, 'motivation_letter', samplePdf()).expect(200);

    const rows = await documentRows(applicationId);
    expect(rows.map(({ field, code, mime }) => ({ field, code, mime }))).toEqual([
      { field: 'recommendation', code: 2, mime: 'image/png' },
      { field: 'affidavit', code: 1, mime: 'image/jpeg' },
      { field: 'motivation_letter', code: 3, mime: 'application/pdf' },
    ]);
    await expectStoredAsUploaded(rows[0], png);
    await expectStoredAsUploaded(rows[1], jpeg);
  });

  describe('refuses hostile and broken files, storing nothing', () => {
    const samples = hostileSamples();
    const corpus: [string, Buffer, string, number, object][] = [
      ['HTML renamed .pdf', samples.html, 'cv.pdf', 415, UNSUPPORTED],
      ['SVG renamed .pdf', samples.svg, 'photo.pdf', 415, UNSUPPORTED],
      ['a shell script renamed .pdf', samples.shellScript, 'id.pdf', 415, UNSUPPORTED],
      ['a polyglot starting with HTML', samples.htmlThenPdf, 'letter.pdf', 415, UNSUPPORTED],
      ['a program with a double extension', samples.windowsProgram, 'cv.pdf.exe', 415, UNSUPPORTED],
      ['HTML behind a path-traversal name', samples.html, '../../etc/passwd.pdf', 415, UNSUPPORTED],
      ['an empty file', Buffer.alloc(0), 'empty.pdf', 400, { error: 'empty.pdf is empty. Select file for ID Document' }],
      [
        'a PDF of 2097153 bytes',
        samplePdf(MAX_BYTES + 1),
        'scan.pdf',
        413,
        { error: 'scan.pdf is larger than 2 MB. Compress the file and upload again' },
      ],
    ];

    it.each(corpus)('%s', async (_name, content, filename, status, answer) => {
      const { applicant, applicationId } = await started();

      await upload(applicant, applicationId, 'id_document', content, filename).expect(status, answer);

      expect(await documentRows(applicationId)).toEqual([]);
      if (content.length === 0) return;
      expect(await storedCopiesOf(content)).toEqual([]);
      expect(await eventually(() => tempCopiesOf(content).length === 0)).toBe(true);
    });
  });

  it('asks for a file when none is sent, and for one of the four documents', async () => {
    const { applicant, applicationId } = await started();
    await upload(applicant, applicationId, 'id_document').expect(400, { error: 'Select file for ID Document' });
    const wrongKind = { error: 'Choose which document you are uploading: ID Document, Testimonial Letter, Proof of Income, Motivational Letter.' };
    await upload(applicant, applicationId, 'fees_statement', samplePdf()).expect(400, wrongKind);
    await upload(applicant, applicationId, '../id_document', samplePdf()).expect(400, wrongKind);
    expect(await documentRows(applicationId)).toEqual([]);
  });

  it("refuses the spec's results field with a message rather than storing the file and dropping the marks", async () => {
    const { applicant, applicationId } = await started();
    await upload(applicant, applicationId, 'id_document', samplePdf())
      .field('results', JSON.stringify({ subjects: [{ subjectName: 'Accounting', subjectMark: '70' }] }))
      .expect(400, {
        error:
          'Results are not sent with an application document. Send the transcript and its marks through the results link the bursary office e-mailed (POST /api/submitresults).',
      });
    expect(await documentRows(applicationId)).toEqual([]);
  });

  it('takes a results field left empty (or an empty JSON value) as no results', async () => {
    const { applicant, applicationId } = await started();
    for (const empty of ['', 'null', '[]', '{}']) {
      await upload(applicant, applicationId, 'id_document', samplePdf()).field('results', empty).expect(200);
    }
    // Each upload replaced the one before: the ID document is stored once.
    expect(await documentRows(applicationId)).toHaveLength(1);
  });

  it('answers a malformed upload with a message, never a server error', async () => {
    const { applicant, applicationId } = await started();
    const unreadable = { error: 'The upload could not be read. Choose the file again and retry.' };
    await api()
      .post('/api/updateapplicationfiles')
      .set(authorised(applicant))
      .set('Content-Type', 'multipart/form-data; boundary=XYZ')
      .send(`--XYZ\r\nContent-Disposition: form-data; name="application_id"\r\n\r\n${applicationId}\r\n--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4 cut off`)
      .expect(400, unreadable);
    await api().post('/api/updateapplicationfiles').set(authorised(applicant)).set('Content-Type', 'multipart/form-data').send('abc').expect(400, unreadable);
    expect(await documentRows(applicationId)).toEqual([]);
  });

  it('accepts a file of exactly 2097152 bytes', async () => {
    const { applicant, applicationId } = await started();
    const content = samplePdf(MAX_BYTES);
    await upload(applicant, applicationId, 'id_document', content).expect(200);
    const [row] = await documentRows(applicationId);
    await expectStoredAsUploaded(row, content);
  });

  it('keeps only a safe version of hostile file names, never using them on disk', async () => {
    const { applicant, applicationId } = await started();
    const longName = `${'a'.repeat(296)}.pdf`;
    const names: [string, string, string][] = [
      ['id_document', '../../etc/passwd.pdf', 'passwd.pdf'],
      ['recommendation', longName, `${'a'.repeat(146)}.pdf`],
      ['affidavit', 'pay\u0000slip\u0007 "2025"\u202Efdp.exe', 'payslip _2025_fdp.exe'],
      ['motivation_letter', 'C:\\Users\\me\\letter.pdf', 'letter.pdf'],
    ];
    for (const [field, filename, stored] of names) {
      const content = samplePdf();
      const { body } = await upload(applicant, applicationId, field, content, filename).expect(200);
      expect(body.success).toBe(`${stored} uploaded successfully.`);
      const row = (await documentRows(applicationId)).find((document) => document.field === field)!;
      expect(row.original_name).toBe(stored);
      await expectStoredAsUploaded(row, content);
    }
    // Stored files are named by their random hex key, which may itself hold a run like "aaaa":
    // only a name that is not a key can have come from the uploader.
    const notKeys = (await documentStore().list()).map(({ place }) => path.posix.basename(place)).filter((name) => !/^[0-9a-f]{32}$/.test(name));
    expect(notKeys.filter((name) => /passwd|aaaa|letter|payslip/.test(name))).toEqual([]);
  });

  it('replaces a document only once the new file is stored, keeping the old one when the new one is refused', async () => {
    const { applicant, applicationId } = await started();
    const first = samplePdf();
    const second = samplePng();
    await upload(applicant, applicationId, 'id_document', first, 'first.pdf').expect(200);
    const [firstRow] = await documentRows(applicationId);

    await upload(applicant, applicationId, 'id_document', hostileSamples().html, 'second.pdf').expect(415, UNSUPPORTED);
    await upload(applicant, applicationId, 'id_document', samplePdf(MAX_BYTES + 1), 'second.pdf').expect(413);
    expect(await documentRows(applicationId)).toEqual([firstRow]);
    await expectStoredAsUploaded(firstRow, first);

    await upload(applicant, applicationId, 'id_document', second, 'second.png').expect(200);
    const rows = await documentRows(applicationId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ original_name: 'second.png', mime: 'image/png' });
    await expectStoredAsUploaded(rows[0], second);
    expect(await eventually(async () => !(await isStored(firstRow.storage_key)))).toBe(true);
  });

  it("answers another applicant's application like a missing one, and refuses strangers (staff: edit-on-behalf.test.ts)", async () => {
    const { applicant, applicationId } = await started();
    const other = await registerApplicant();
    const content = samplePdf();

    await upload(other, applicationId, 'id_document', content).expect(404, { error: 'Application not found.' });
    await upload(other, 999999, 'id_document', content).expect(404, { error: 'Application not found.' });
    await api()
      .post('/api/updateapplicationfiles')
      .field('filename', 'id_document')
      .field('application_id', String(applicationId))
      .attach('file', content, 'id.pdf')
      .expect(401);

    expect(await documentRows(applicationId)).toEqual([]);
    expect(await eventually(() => tempCopiesOf(content).length === 0)).toBe(true);
    expect(applicant).toBeDefined();
  });

  it('refuses uploads while applications are closed', async () => {
    const { applicant, applicationId } = await started();
    const editor = await signInToAdminPanel();
    const SETTINGS = '/single-types/api::portal.portal-setting';
    await editor.put(SETTINGS, { applications_open: false }).expect(200);
    try {
      await upload(applicant, applicationId, 'id_document', samplePdf()).expect(403, { error: 'Application for 2025 now closed' });
    } finally {
      await editor.put(SETTINGS, { applications_open: true }).expect(200);
    }
    expect(await documentRows(applicationId)).toEqual([]);
  });

  it('refuses uploads once the application is submitted', async () => {
    const applicant = await registerApplicant();
    await api().post('/api/updateapplicant').set(authorised(applicant)).send({ applicant: basicInfo() }).expect(200);
    await api().post('/api/savesocialinfo').set(authorised(applicant)).send(socialInfo()).expect(200);
    const applicationId = await createApplication(applicant);
    for (const step of [income(), expenses(), survey()]) {
      await api().post('/api/updateapplication').set(authorised(applicant)).send({ ...step, application_id: applicationId }).expect(200);
    }
    for (const field of ['id_document', 'recommendation', 'affidavit', 'motivation_letter']) {
      await upload(applicant, applicationId, field, samplePdf()).expect(200);
    }
    await api().post('/api/appsubmit').set(authorised(applicant)).send({ application_id: applicationId, pledge_by_Applicant: 1 }).expect(200);
    const before = await documentRows(applicationId);
    const late = samplePdf();

    await upload(applicant, applicationId, 'id_document', late).expect(403, {
      error: 'Your application has been submitted and can no longer be changed.',
    });
    expect(await documentRows(applicationId)).toEqual(before);
    expect(await storedCopiesOf(late)).toEqual([]);
  });
});

describe('[APPLICANT][UPLOAD]: GET /api/applicationdocuments', () => {
  it('lists the stored documents by kind for the applicant and staff, and nobody else', async () => {
    const { applicant, applicationId } = await started();
    await upload(applicant, applicationId, 'id_document', samplePdf(), 'id.pdf').expect(200);
    await upload(applicant, applicationId, 'affidavit', samplePng(), 'payslip.png').expect(200);
    const rows = await documentRows(applicationId);

    const { body } = await api().get('/api/applicationdocuments').query({ application_id: applicationId }).set(authorised(applicant)).expect(200);
    expect(body.application_id).toBe(applicationId);
    expect(body.documents.map((kind: { code: number }) => kind.code)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(body.documents[0]).toEqual({
      code: 0,
      name: 'ID Document',
      field: 'id_document',
      files: [
        {
          id: rows[0].id,
          field: 'id_document',
          code: 0,
          original_name: 'id.pdf',
          size: rows[0].size,
          mime: 'application/pdf',
          source: 'applicant',
          uploaded_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        },
      ],
    });
    expect(body.documents[1]).toMatchObject({ field: 'affidavit', files: [{ id: rows[1].id, mime: 'image/png' }] });
    expect(body.documents[2].files).toEqual([]);
    expect(JSON.stringify(body)).not.toContain(rows[0].storage_key);

    const staff = await signIn();
    await api().get('/api/applicationdocuments').query({ application_id: applicationId }).set('Authorization', staff.token).expect(200);
    const other = await registerApplicant();
    await api()
      .get('/api/applicationdocuments')
      .query({ application_id: applicationId })
      .set(authorised(other))
      .expect(404, { error: 'Application not found.' });
    await api().get('/api/applicationdocuments').query({ application_id: applicationId }).expect(401);
  });
});
