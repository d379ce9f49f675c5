import http from 'node:http';
import { api, signIn } from '../support/api';
import { authorised, registerApplicant, type TestApplicant } from '../support/applicants';
import { createApplication } from '../support/applications';
import { db } from '../support/database';
import { documentRows, eventually, hostileSamples, samplePdf, samplePng, sampleJpeg, storedCopiesOf, tempCopiesOf } from '../support/files';
import { issueLinkToken, tampered } from '../support/link-tokens';
import { waitForMail } from '../support/mailbox';

const INVALID = { error: 'This link is not valid. Check that you copied the whole link from the e-mail.' };
const EXPIRED = { error: 'This link has expired. Please ask for a new one.' };
const UNSUPPORTED = 'file format unsupported. Upload PDF or IMAGE file';
const TOKEN_MAX_BYTES = 5097152;

const today = () =>
  new Intl.DateTimeFormat('en-ZA', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Africa/Johannesburg' }).format(new Date());
const usedMessage = (documents: string) =>
  `This link has already been used: we received your ${documents} on ${today()}. To send anything else, ask the bursary office for a new link by replying to their e-mail.`;

const linkRow = (token: string) => {
  const { jti } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
  return db()('link_tokens').where({ jti }).first('used_at', 'received');
};
const receivedBy = async (token: string) => {
  const { received } = await linkRow(token);
  return typeof received === 'string' ? JSON.parse(received) : received;
};

const applicantWithApplication = async (names = { first_name: 'Amina', last_name: 'Jacobs' }) => {
  const applicant = await registerApplicant(names);
  return { applicant, applicationId: await createApplication(applicant) };
};

const documentsLink = (applicationId: number, files: number[], ttlSeconds?: number) =>
  issueLinkToken({ purpose: 'documents_request', applicationId, payload: { files }, ttlSeconds });

type Attachment = [field: string, content: Buffer, filename: string];

const sendRequested = (token: string, attachments: Attachment[], extra: Record<string, string> = {}) => {
  let request = api().post('/api/uploadrequesteddocs').field('token', token);
  for (const [name, value] of Object.entries(extra)) request = request.field(name, value);
  for (const [field, content, filename] of attachments) request = request.attach(field, content, { filename, contentType: 'application/pdf' });
  return request;
};

const sendSupporting = (applicant: TestApplicant, applicationId: number, attachments: Attachment[]) => {
  let request = api().post('/api/uploadsupportingdocs').set(authorised(applicant)).field('application_id', String(applicationId));
  for (const [field, content, filename] of attachments) request = request.attach(field, content, { filename, contentType: 'application/pdf' });
  return request;
};

describe('[TOKEN][UPLOAD]: GET /api/uploadlink/{token}', () => {
  it('tells the documents page whose link it is and which documents it asks for', async () => {
    const { applicationId } = await applicantWithApplication();
    const token = await documentsLink(applicationId, [6, 5]);

    const { body } = await api().get(`/api/uploadlink/${token}`).expect(200);
    expect(body).toEqual({
      application_id: applicationId,
      first_name: 'Amina',
      last_name: 'Jacobs',
      purpose: 'documents_request',
      max_bytes: TOKEN_MAX_BYTES,
      documents: [
        { code: 5, name: 'Proof of Registration', field: 'registration', received: false },
        { code: 6, name: 'Fees Statement', field: 'fees_statement', received: false },
      ],
    });
  });

  it('tells the results page which results it asks for', async () => {
    const { applicationId } = await applicantWithApplication();
    for (const resultType of [0, 1]) {
      const token = await issueLinkToken({ purpose: 'results_request', applicationId, payload: { resultType } });
      const { body } = await api().get(`/api/uploadlink/${token}`).expect(200);
      expect(body).toEqual({
        application_id: applicationId,
        first_name: 'Amina',
        last_name: 'Jacobs',
        purpose: 'results_request',
        max_bytes: TOKEN_MAX_BYTES,
        result_type: resultType,
      });
    }
  });

  it('refuses expired, tampered and other kinds of links', async () => {
    const { applicationId } = await applicantWithApplication();
    await api().get(`/api/uploadlink/${await documentsLink(applicationId, [5], -60)}`).expect(400, EXPIRED);
    await api().get(`/api/uploadlink/${tampered(await documentsLink(applicationId, [5]))}`).expect(400, INVALID);
    await api().get(`/api/uploadlink/${await issueLinkToken({ purpose: 'password_reset' })}`).expect(400, INVALID);
    await api().get('/api/uploadlink/not-a-token').expect(400, INVALID);
  });
});

describe('[TOKEN][UPLOAD]: POST /api/uploadrequesteddocs', () => {
  it('stores each requested document and answers a line per file and the count', async () => {
    const { applicationId } = await applicantWithApplication();
    const token = await documentsLink(applicationId, [5, 6]);
    const registration = samplePdf();
    const fees = samplePng();

    const { body } = await sendRequested(token, [
      ['registration', registration, 'registration.pdf'],
      ['fees_statement', fees, 'fees.png'],
    ]).expect(200);

    const rows = await documentRows(applicationId);
    expect(body).toEqual({
      success: '2 file/s submitted successfully. Thank you',
      files: [
        {
          field: 'registration',
          code: 5,
          file: 'registration.pdf',
          uploaded: true,
          message: 'registration.pdf uploaded successfully.',
          document: { id: rows[0].id, field: 'registration', code: 5, original_name: 'registration.pdf', size: registration.length, mime: 'application/pdf' },
        },
        {
          field: 'fees_statement',
          code: 6,
          file: 'fees.png',
          uploaded: true,
          message: 'fees.png uploaded successfully.',
          document: { id: rows[1].id, field: 'fees_statement', code: 6, original_name: 'fees.png', size: fees.length, mime: 'image/png' },
        },
      ],
      documents: [
        { code: 5, name: 'Proof of Registration', field: 'registration', received: true },
        { code: 6, name: 'Fees Statement', field: 'fees_statement', received: true },
      ],
    });
    expect(rows.map(({ code, source }) => ({ code, source }))).toEqual([
      { code: 5, source: 'token_link' },
      { code: 6, source: 'token_link' },
    ]);

    // Every requested document is in, so the link is used up: it says what it received and whom to ask.
    const used = {
      error: usedMessage('Proof of Registration and Fees Statement'),
      received: [
        { code: 5, name: 'Proof of Registration' },
        { code: 6, name: 'Fees Statement' },
      ],
      used_at: expect.any(String),
    };
    const again = samplePdf();
    expect((await sendRequested(token, [['registration', again, 'registration-2.pdf']]).expect(410)).body).toEqual(used);
    expect((await api().get(`/api/uploadlink/${token}`).expect(410)).body).toEqual(used);
    expect((await documentRows(applicationId)).map((row) => row.code)).toEqual([5, 6]);
    expect(await storedCopiesOf(again)).toEqual([]);
    expect(await eventually(() => tempCopiesOf(again).length === 0)).toBe(true);
  });

  it('accepts files up to 5097152 bytes and refuses each bad file on its own line', async () => {
    const { applicationId } = await applicantWithApplication();
    const token = await documentsLink(applicationId, [5, 6, 7]);

    const { body } = await sendRequested(token, [
      ['registration', samplePdf(TOKEN_MAX_BYTES), 'registration.pdf'],
      ['fees_statement', hostileSamples().html, 'fees.pdf'],
      ['consent_form', samplePdf(TOKEN_MAX_BYTES + 1), 'consent.pdf'],
    ]).expect(200);

    expect(body.success).toBe('1 file/s submitted successfully. Thank you');
    expect(body.files.map(({ message, reason }: { message: string; reason?: string }) => ({ message, reason }))).toEqual([
      { message: 'registration.pdf uploaded successfully.', reason: undefined },
      { message: 'fees.pdf failed to upload', reason: UNSUPPORTED },
      { message: 'consent.pdf failed to upload', reason: 'consent.pdf is larger than 2 MB. Compress the file and upload again' },
    ]);
    const rows = await documentRows(applicationId);
    expect(rows.map(({ code, size }) => ({ code, size }))).toEqual([{ code: 5, size: TOKEN_MAX_BYTES }]);
  });

  it('answers with the reason and stores nothing when every file is refused', async () => {
    const { applicationId } = await applicantWithApplication();
    const token = await documentsLink(applicationId, [5]);
    const html = hostileSamples().html;

    const { body } = await sendRequested(token, [['registration', html, 'registration.pdf']]).expect(415);
    expect(body).toEqual({
      error: UNSUPPORTED,
      files: [{ field: 'registration', code: 5, file: 'registration.pdf', uploaded: false, message: 'registration.pdf failed to upload', reason: UNSUPPORTED }],
    });
    expect(await documentRows(applicationId)).toEqual([]);
    expect(await storedCopiesOf(html)).toEqual([]);
    expect(await eventually(() => tempCopiesOf(html).length === 0)).toBe(true);
  });

  it('takes only the requested documents, and needs at least one file', async () => {
    const { applicationId } = await applicantWithApplication();
    const token = await documentsLink(applicationId, [5, 6]);

    await sendRequested(token, [
      ['registration', samplePdf(), 'registration.pdf'],
      ['fees_statement', samplePdf(), 'fees.pdf'],
      ['id_document', samplePdf(), 'id.pdf'],
    ]).expect(400, { error: 'Only these documents can be uploaded here: Proof of Registration, Fees Statement.' });
    await sendRequested(token, []).expect(400, { error: 'Select file for Proof of Registration' });
    expect(await documentRows(applicationId)).toEqual([]);
    expect(await linkRow(token)).toMatchObject({ used_at: null });
  });

  it('takes the documents one at a time, and is used up only once every requested document is in', async () => {
    const { applicationId } = await applicantWithApplication();
    const token = await documentsLink(applicationId, [5, 6, 7]);

    const first = await sendRequested(token, [['registration', samplePdf(), 'registration.pdf']]).expect(200);
    expect(first.body.success).toBe('1 file/s submitted successfully. Thank you');
    expect(first.body.documents.map(({ code, received }: { code: number; received: boolean }) => ({ code, received }))).toEqual([
      { code: 5, received: true },
      { code: 6, received: false },
      { code: 7, received: false },
    ]);

    // Opened again later (another day, another phone), the page knows what already arrived.
    const page = await api().get(`/api/uploadlink/${token}`).expect(200);
    expect(page.body.documents.map(({ received }: { received: boolean }) => received)).toEqual([true, false, false]);

    // With nothing chosen, the next document still needed is asked for.
    await sendRequested(token, []).expect(400, { error: 'Select file for Fees Statement' });

    // A refused file changes nothing: the same link takes it again.
    await sendRequested(token, [['fees_statement', hostileSamples().html, 'fees.pdf']]).expect(415);
    expect(await receivedBy(token)).toEqual([5]);
    expect(await linkRow(token)).toMatchObject({ used_at: null });

    // A second file for a document already in is added to its list.
    await sendRequested(token, [
      ['registration', samplePdf(), 'registration-page-2.pdf'],
      ['fees_statement', samplePdf(), 'fees.pdf'],
    ]).expect(200);
    await api().get(`/api/uploadlink/${token}`).expect(200);

    const last = await sendRequested(token, [['consent_form', samplePng(), 'consent.png']]).expect(200);
    expect(last.body.documents.every(({ received }: { received: boolean }) => received)).toBe(true);
    expect((await documentRows(applicationId)).map((row) => row.code)).toEqual([5, 5, 6, 7]);
    expect(await receivedBy(token)).toEqual([5, 6, 7]);
    await api()
      .get(`/api/uploadlink/${token}`)
      .expect(410)
      .expect(({ body }) => expect(body.error).toBe(usedMessage('Proof of Registration, Fees Statement and Consent Form')));
  });

  it('is not used up by an upload cut off half way', async () => {
    const { applicationId } = await applicantWithApplication();
    const token = await documentsLink(applicationId, [5]);

    // A phone losing its connection: the request announces 2 MB, sends part of the file and is gone.
    const boundary = 'cut-off-boundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="token"\r\n\r\n${token}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="registration"; filename="registration.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    );
    const part = samplePdf(200_000);
    await new Promise<void>((resolve) => {
      const { hostname, port } = new URL(process.env.CMS_TEST_URL!);
      const request = http.request({
        hostname,
        port,
        method: 'POST',
        path: '/api/uploadrequesteddocs',
        headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': 2_000_000 },
      });
      request.on('error', () => resolve());
      request.on('close', () => resolve());
      request.write(Buffer.concat([head, part]), () => setTimeout(() => request.destroy(), 300));
    });

    expect(await eventually(() => tempCopiesOf(part.subarray(0, 1000)).length === 0, 5000)).toBe(true);
    expect(await documentRows(applicationId)).toEqual([]);
    expect(await linkRow(token)).toMatchObject({ used_at: null });
    const retry = await sendRequested(token, [['registration', samplePdf(), 'registration.pdf']]).expect(200);
    expect(retry.body.success).toBe('1 file/s submitted successfully. Thank you');
  });

  it('lets exactly one of several uploads at once use the link up, keeping only its files', async () => {
    const { applicationId } = await applicantWithApplication();
    const token = await documentsLink(applicationId, [5]);
    const contents = Array.from({ length: 5 }, () => samplePdf(300_000));

    const answers = await Promise.all(contents.map((content, index) => sendRequested(token, [['registration', content, `registration-${index}.pdf`]])));

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 410, 410, 410, 410]);
    for (const refused of answers.filter((answer) => answer.status === 410)) {
      expect(refused.body.error).toBe(usedMessage('Proof of Registration'));
    }
    const winner = answers.findIndex((answer) => answer.status === 200);
    const rows = await documentRows(applicationId);
    expect(rows.map((row) => row.original_name)).toEqual([`registration-${winner}.pdf`]);
    expect(await Promise.all(contents.map(async (content) => (await storedCopiesOf(content)).length))).toEqual(contents.map((_, index) => (index === winner ? 1 : 0)));
  });

  it('records every document of uploads sent at once, so the link is used up when the last is in', async () => {
    const { applicationId } = await applicantWithApplication();
    const token = await documentsLink(applicationId, [5, 6, 7]);

    const answers = await Promise.all([
      sendRequested(token, [['registration', samplePdf(200_000), 'registration.pdf']]),
      sendRequested(token, [['fees_statement', samplePdf(200_000), 'fees.pdf']]),
      sendRequested(token, [['consent_form', samplePdf(200_000), 'consent.pdf']]),
    ]);

    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(await receivedBy(token)).toEqual([5, 6, 7]);
    expect((await linkRow(token)).used_at).not.toBeNull();
    await api().get(`/api/uploadlink/${token}`).expect(410);
  });

  it('works again through the link of a new request after the old link was used up', async () => {
    const staff = await signIn();
    const { applicant, applicationId } = await applicantWithApplication({ first_name: 'Zaid', last_name: 'Used-Link' });
    const request = () =>
      api()
        .post('/api/senddocumentsrequest')
        .set('Authorization', staff.token)
        .send({ to: applicant.email, cc: '', subject: 'Documents', body: 'Please send your fees statement.', field: [6], applicant_id: applicant.applicantId })
        .expect(200);
    const linkOf = (text: string) => /\/docsupload\/([\w-]+\.[\w-]+\.[\w-]+)/.exec(text)![1];

    await request();
    const oldToken = linkOf((await waitForMail(applicant.email)).text);
    await sendRequested(oldToken, [['fees_statement', samplePdf(), 'fees.pdf']]).expect(200);
    await sendRequested(oldToken, [['fees_statement', samplePdf(), 'fees-again.pdf']]).expect(410);

    await request();
    const newToken = linkOf((await waitForMail(applicant.email)).text);
    expect(newToken).not.toBe(oldToken);
    const page = await api().get(`/api/uploadlink/${newToken}`).expect(200);
    expect(page.body.documents).toEqual([{ code: 6, name: 'Fees Statement', field: 'fees_statement', received: false }]);
    await sendRequested(newToken, [['fees_statement', samplePdf(), 'fees-2027.pdf']]).expect(200);
    await api().get(`/api/uploadlink/${oldToken}`).expect(410);
    expect((await documentRows(applicationId)).map((row) => row.original_name)).toEqual(['fees.pdf', 'fees-2027.pdf']);
  });

  it('refuses expired, tampered, other-purpose and other-application links, storing nothing', async () => {
    const { applicationId } = await applicantWithApplication();
    const { applicationId: otherApplication } = await applicantWithApplication();
    const content = samplePdf();
    const attachments: Attachment[] = [['registration', content, 'registration.pdf']];

    await sendRequested(await documentsLink(applicationId, [5], -60), attachments).expect(400, EXPIRED);
    await sendRequested(tampered(await documentsLink(applicationId, [5])), attachments).expect(400, INVALID);
    const resultsLink = await issueLinkToken({ purpose: 'results_request', applicationId, payload: { resultType: 1 } });
    await sendRequested(resultsLink, attachments).expect(400, INVALID);
    await sendRequested(await documentsLink(applicationId, [5]), attachments, { application_id: String(otherApplication) }).expect(400, {
      error: 'This link is for another application. Open the link from your own e-mail.',
    });
    await api().post('/api/uploadrequesteddocs').attach('registration', content, 'registration.pdf').expect(400, {
      error: 'This link is not complete. Open the whole link from the e-mail.',
    });

    expect(await documentRows(applicationId)).toEqual([]);
    expect(await documentRows(otherApplication)).toEqual([]);
    expect(await eventually(() => tempCopiesOf(content).length === 0)).toBe(true);
  });
});

describe('[APPLICANT][UPLOAD]: POST /api/uploadsupportingdocs', () => {
  const supporting = (): Attachment[] => [
    ['registration', samplePdf(), 'registration.pdf'],
    ['fees_statement', samplePdf(), 'fees.pdf'],
    ['consent_form', samplePng(), 'consent.png'],
    ['finalyear_transcript', sampleJpeg(), 'results.jpg'],
  ];

  it('stores files 5, 6, 7 and 9 once the applicant is selected', async () => {
    const { applicant, applicationId } = await applicantWithApplication();
    await sendSupporting(applicant, applicationId, supporting()).expect(403, {
      error: 'Supporting documents can be uploaded once your application has been selected.',
    });
    expect(await documentRows(applicationId)).toEqual([]);

    // Arrange: staff selected the applicant (the staff decision call comes with the back office).
    await db()('applications').where({ id: applicationId }).update({ accept_decline: 1 });
    const { body } = await sendSupporting(applicant, applicationId, supporting()).expect(200);
    expect(body.success).toBe('4 file/s submitted successfully. Thank you');
    const rows = await documentRows(applicationId);
    expect(rows.map(({ code, source }) => ({ code, source }))).toEqual([
      { code: 5, source: 'applicant' },
      { code: 6, source: 'applicant' },
      { code: 7, source: 'applicant' },
      { code: 9, source: 'applicant' },
    ]);
  });

  it('takes the signed pledge letter as document 10 beside the four, and asks for it nowhere', async () => {
    const { applicant, applicationId } = await applicantWithApplication();
    await db()('applications').where({ id: applicationId }).update({ accept_decline: 1 });

    // Only the signed pledge letter: the spec's four are still asked for, the first one missing first.
    await sendSupporting(applicant, applicationId, [['pledge_letter', samplePdf(), 'pledge signed.pdf']]).expect(400, {
      error: 'Select file for Proof of Registration',
    });
    const { body } = await sendSupporting(applicant, applicationId, [
      ...supporting(),
      ['pledge_letter', samplePdf(), 'pledge signed.pdf'],
    ]).expect(200);
    expect(body.success).toBe('5 file/s submitted successfully. Thank you');
    expect(body.files.at(-1)).toMatchObject({
      field: 'pledge_letter',
      code: 10,
      file: 'pledge signed.pdf',
      uploaded: true,
      message: 'pledge signed.pdf uploaded successfully.',
    });
    const rows = await documentRows(applicationId);
    expect(rows.map(({ code }) => code)).toEqual([5, 6, 7, 9, 10]);

    // Staff find it among the application's documents, under its own name.
    const staff = await signIn();
    const { body: listed } = await api().get('/api/applicationdocuments').query({ application_id: applicationId }).set('Authorization', staff.token).expect(200);
    expect(listed.documents.at(-1)).toMatchObject({
      code: 10,
      name: 'Signed Pledge Letter',
      field: 'pledge_letter',
      files: [expect.objectContaining({ original_name: 'pledge signed.pdf', mime: 'application/pdf', source: 'applicant' })],
    });
  });

  it("takes only files 5, 6, 7 and 9, and only on the applicant's own application", async () => {
    const { applicant, applicationId } = await applicantWithApplication();
    await db()('applications').where({ id: applicationId }).update({ accept_decline: 1 });
    const other = await registerApplicant();

    await sendSupporting(applicant, applicationId, [...supporting(), ['id_document', samplePdf(), 'id.pdf']]).expect(400, {
      error: 'Only these documents can be uploaded here: Proof of Registration, Fees Statement, Consent Form, Final-year Results, Signed Pledge Letter.',
    });
    await sendSupporting(applicant, applicationId, supporting().slice(0, 3)).expect(400, { error: 'Select file for Final-year Results' });
    await sendSupporting(other, applicationId, supporting()).expect(404, { error: 'Application not found.' });
    await api().post('/api/uploadsupportingdocs').field('application_id', String(applicationId)).attach('registration', samplePdf(), 'r.pdf').expect(401);
    expect(await documentRows(applicationId)).toEqual([]);
  });
});
