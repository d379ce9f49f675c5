import { fileTooLargeMessage } from '@bursary/domain/files';
import { api } from '../support/api';
import { authorised, registerApplicant } from '../support/applicants';
import { createApplication } from '../support/applications';
import { db } from '../support/database';
import { documentRows, hostileSamples, samplePdf, sha256, readStored, storedCopiesOf } from '../support/files';
import { issueLinkToken } from '../support/link-tokens';
import { createUpload, idOf, partialFilesOf, sendUploadBytes, uploadWithADrop, type Caller } from '../support/tus';

// The e-mailed link pages (/docsupload/{token}, /uploadresults/{token}) and /uploaddocs send their
// files resumably too: the bytes go through a tus door (/api/linkuploads with the link's token,
// /api/resumableuploads with the login), are checked by their content on the last byte and held;
// the spec's call then names the held file (`<field>_upload`) in place of the file part.

const NOT_FOUND = 'This upload was not found or has expired. Choose the file and upload it again.';
const UNSUPPORTED = 'file format unsupported. Upload PDF or IMAGE file';
const LINK_DOOR = '/api/linkuploads';
const LOCATION = /^\/api\/linkuploads\/[0-9a-f]{32}$/;
const TOKEN_MAX_BYTES = 5097152;

const withLink = (token: string): Caller => ({ 'X-Link-Token': token });

const applicationOfNewApplicant = async () => {
  const applicant = await registerApplicant({ first_name: 'Held', last_name: 'Uploader' });
  return { applicant, applicationId: await createApplication(applicant) };
};

const documentsLink = (applicationId: number, files: number[]) => issueLinkToken({ purpose: 'documents_request', applicationId, payload: { files } });

/** Starts an upload through a door and returns its address. */
const start = async (door: string, caller: Caller, pairs: Record<string, string>, content: Buffer) => {
  const response = await createUpload(door, caller, pairs, content.length).expect(201);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.headers.location as string;
};

/** A whole upload through a door, its connection cut halfway: the answer to its last part. */
const holdWithADrop = async (door: string, caller: Caller, pairs: Record<string, string>, content: Buffer) => {
  const location = await start(door, caller, pairs, content);
  const finished = await uploadWithADrop(caller, location, content);
  return { location, finished };
};

const expectStoredAsSent = async (applicationId: number, field: string, content: Buffer) => {
  const row = (await documentRows(applicationId)).find((document) => document.field === field);
  expect(row).toMatchObject({ sha256: sha256(content), size: content.length });
  expect(sha256((await readStored(row!.storage_key))!)).toBe(sha256(content));
};

describe('[TOKEN][UPLOAD]: resumable uploads through an e-mailed documents link', () => {
  it('resumes a 2 MB document cut halfway, holds it, and POST /api/uploadrequesteddocs stores exactly the file sent', async () => {
    const { applicationId } = await applicationOfNewApplicant();
    const token = await documentsLink(applicationId, [5, 6]);
    const content = samplePdf(2_000_000);

    const { location, finished } = await holdWithADrop(LINK_DOOR, withLink(token), { filename: 'registration', name: 'Registration.pdf' }, content);
    expect(location).toMatch(LOCATION);
    expect(finished.status).toBe(200);
    expect(finished.body).toEqual({ upload: idOf(location), field: 'registration', name: 'Registration.pdf', size: content.length });
    // Held, not yet a document.
    expect(await documentRows(applicationId)).toEqual([]);

    const { body } = await api().post('/api/uploadrequesteddocs').field('token', token).field('registration_upload', idOf(location)).expect(200);
    expect(body.files).toEqual([
      expect.objectContaining({ field: 'registration', file: 'Registration.pdf', uploaded: true, message: 'Registration.pdf uploaded successfully.' }),
    ]);
    expect(body.documents).toEqual([
      { code: 5, name: 'Proof of Registration', field: 'registration', received: true },
      { code: 6, name: 'Fees Statement', field: 'fees_statement', received: false },
    ]);
    await expectStoredAsSent(applicationId, 'registration', content);
    // The held copy went with the call; naming it again finds nothing.
    expect(partialFilesOf(location)).toEqual([]);
    await api().post('/api/uploadrequesteddocs').field('token', token).field('registration_upload', idOf(location)).expect(400, {
      error: NOT_FOUND,
      field: 'registration',
    });
  });

  it('takes only the documents the link asks for, within its size limit, and refuses a link that is missing or not the one that started the upload', async () => {
    const { applicationId } = await applicationOfNewApplicant();
    const token = await documentsLink(applicationId, [5]);
    const pairs = { filename: 'registration', name: 'reg.pdf' };

    await createUpload(LINK_DOOR, {}, pairs, 1000).expect(400, { error: 'This link is not complete. Open the whole link from the e-mail.' });
    await createUpload(LINK_DOOR, withLink(token), { filename: 'fees_statement', name: 'fees.pdf' }, 1000).expect(400, {
      error: 'Only these documents can be uploaded here: Proof of Registration.',
    });
    await createUpload(LINK_DOOR, withLink(token), pairs, TOKEN_MAX_BYTES + 1).expect(413, { error: fileTooLargeMessage('reg.pdf') });

    // Another application's link can neither go on with this upload nor name it.
    const content = samplePdf(300_000);
    const location = await start(LINK_DOOR, withLink(token), pairs, content);
    const other = await applicationOfNewApplicant();
    const otherToken = await documentsLink(other.applicationId, [5]);
    await sendUploadBytes(withLink(otherToken), location, 0, content).expect(404, { error: NOT_FOUND });
    await sendUploadBytes(withLink(token), location, 0, content).expect(200);
    await api().post('/api/uploadrequesteddocs').field('token', otherToken).field('registration_upload', idOf(location)).expect(400, {
      error: NOT_FOUND,
      field: 'registration',
    });
    expect(await documentRows(other.applicationId)).toEqual([]);
    // Named under another document's field, it is not found either.
    await api().post('/api/uploadrequesteddocs').field('token', token).field('fees_statement_upload', idOf(location)).expect(400);
    // Its own link takes it.
    await api().post('/api/uploadrequesteddocs').field('token', token).field('registration_upload', idOf(location)).expect(200);
    await expectStoredAsSent(applicationId, 'registration', content);
    // The link is used up: it takes no new upload.
    const used = await createUpload(LINK_DOOR, withLink(token), pairs, 1000).expect(410);
    expect(used.body.error).toMatch(/^This link has already been used: we received your Proof of Registration on /);
  });

  it('refuses a hostile file on its last byte, with the spec\'s message, and keeps nothing of it', async () => {
    const { applicationId } = await applicationOfNewApplicant();
    const token = await documentsLink(applicationId, [5]);
    const content = hostileSamples().html;
    const location = await start(LINK_DOOR, withLink(token), { filename: 'registration', name: 'reg.pdf' }, content);
    await sendUploadBytes(withLink(token), location, 0, content).expect(415, { error: UNSUPPORTED });
    expect(partialFilesOf(location)).toEqual([]);
    expect(await storedCopiesOf(content)).toEqual([]);
  });

  it('refuses to store an upload that has not finished, and keeps it to be finished', async () => {
    const { applicationId } = await applicationOfNewApplicant();
    const token = await documentsLink(applicationId, [5]);
    const content = samplePdf(300_000);
    const location = await start(LINK_DOOR, withLink(token), { filename: 'registration', name: 'reg.pdf' }, content);
    await sendUploadBytes(withLink(token), location, 0, content.subarray(0, 100_000)).expect(204);

    await api().post('/api/uploadrequesteddocs').field('token', token).field('registration_upload', idOf(location)).expect(400, {
      error: 'This upload has not finished. Send the rest of the file, then submit again.',
      field: 'registration',
    });
    expect(await documentRows(applicationId)).toEqual([]);
    await sendUploadBytes(withLink(token), location, 100_000, content.subarray(100_000)).expect(200);
    await api().post('/api/uploadrequesteddocs').field('token', token).field('registration_upload', idOf(location)).expect(200);
    await expectStoredAsSent(applicationId, 'registration', content);
  });
});

describe('[TOKEN][RESULTS]: a transcript sent resumably through the results link', () => {
  it('resumes a transcript cut halfway, and POST /api/submitresults keeps exactly the file sent under its fileName', async () => {
    const { applicationId } = await applicationOfNewApplicant();
    const token = await issueLinkToken({ purpose: 'results_request', applicationId, payload: { resultType: 1 } });
    const content = samplePdf(1_500_000);

    await createUpload(LINK_DOOR, withLink(token), { filename: 'registration', name: 'x.pdf' }, 1000).expect(400, {
      error: 'Send the transcript as filename "file": this link takes your Final-year Results.',
    });
    const { location, finished } = await holdWithADrop(LINK_DOOR, withLink(token), { filename: 'file', name: 'transcript.pdf' }, content);
    expect(finished.body).toEqual({ upload: idOf(location), field: 'file', name: 'transcript.pdf', size: content.length });

    const results = JSON.stringify({ no_result: false, subjects: [{ subjectName: 'Calculus', subjectMark: '71' }] });
    const { body } = await api()
      .post('/api/submitresults')
      .field('token', token)
      .field('results', results)
      .field('file_upload', idOf(location))
      .field('fileName', 'Final results 2025.pdf')
      .expect(201);
    expect(body).toMatchObject({
      success: 'Results submitted successfully. Thank you',
      result: { average: 71 },
      document: { original_name: 'Final results 2025.pdf', size: content.length },
    });
    await expectStoredAsSent(applicationId, 'finalyear_transcript', content);
    expect(partialFilesOf(location)).toEqual([]);
  });
});

describe('[APPLICANT][UPLOAD]: supporting documents of /uploaddocs sent resumably', () => {
  it('holds each document through /api/resumableuploads once selected, and POST /api/uploadsupportingdocs stores them together', async () => {
    const { applicant, applicationId } = await applicationOfNewApplicant();
    const login = authorised(applicant);
    const door = '/api/resumableuploads';
    const pairsFor = (field: string) => ({ application_id: String(applicationId), filename: field, name: `${field}.pdf` });

    await createUpload(door, login, pairsFor('registration'), 1000).expect(403, {
      error: 'Supporting documents can be uploaded once your application has been selected.',
    });
    await db()('applications').where({ id: applicationId }).update({ accept_decline: 1 });

    const contents: Record<string, Buffer> = {};
    const body: Record<string, string> = { application_id: String(applicationId) };
    for (const field of ['registration', 'fees_statement', 'consent_form', 'finalyear_transcript']) {
      contents[field] = samplePdf(field === 'registration' ? 1_200_000 : 20_000);
      const { location, finished } = await holdWithADrop(door, login, pairsFor(field), contents[field]);
      expect(finished.body).toEqual({ upload: idOf(location), field, name: `${field}.pdf`, size: contents[field].length });
      body[`${field}_upload`] = idOf(location);
    }
    expect(await documentRows(applicationId)).toEqual([]);

    // Another applicant cannot name them.
    const stranger = await applicationOfNewApplicant();
    await db()('applications').where({ id: stranger.applicationId }).update({ accept_decline: 1 });
    let strangerCall = api().post('/api/uploadsupportingdocs').set(authorised(stranger.applicant)).field('application_id', String(stranger.applicationId));
    for (const [name, value] of Object.entries(body)) if (name !== 'application_id') strangerCall = strangerCall.field(name, value);
    await strangerCall.expect(400, { error: NOT_FOUND, field: 'registration' });

    let call = api().post('/api/uploadsupportingdocs').set(login);
    for (const [name, value] of Object.entries(body)) call = call.field(name, value);
    const { body: answer } = await call.expect(200);
    expect(answer.success).toBe('4 file/s submitted successfully. Thank you');
    for (const [field, content] of Object.entries(contents)) await expectStoredAsSent(applicationId, field, content);
  });
});
