import fs from 'node:fs';
import path from 'node:path';
import { fileTooLargeMessage } from '@bursary/domain/files';
import { api, signIn } from '../support/api';
import { authorised, registerApplicant, type TestApplicant } from '../support/applicants';
import { createApplication, submitCompleteApplication } from '../support/applications';
import { activePdfs } from '../support/active-pdfs';
import { TUS, createUpload, idOf, incomingDir, partialFilesOf, sendUploadAndDrop, sendUploadBytes, tusMetadata as metadata, uploadOffset } from '../support/tus';
import { documentRows, eventually, hostileSamples, moreHostileSamples, samplePdf, sha256, readStored, storedCopiesOf, zipBomb } from '../support/files';

// Resumable uploads of the four documents (tus 1.0, POST/HEAD/PATCH /api/resumableuploads): a
// connection cut in the middle of a file resumes from what arrived, and the completed file goes
// through the checks and storage of POST /api/updateapplicationfiles.

const UNSUPPORTED = 'file format unsupported. Upload PDF or IMAGE file';
const NOT_FOUND = 'This upload was not found or has expired. Choose the file and upload it again.';
const LOCATION = /^\/api\/resumableuploads\/[0-9a-f]{32}$/;

const create = (caller: { token: string } | null, pairs: Record<string, string>, length: number) =>
  createUpload('/api/resumableuploads', caller ? authorised(caller) : {}, pairs, length);

const start = async (applicant: TestApplicant, applicationId: number, content: Buffer, field = 'id_document', name = 'My ID.pdf') => {
  const response = await create(applicant, { application_id: String(applicationId), filename: field, name }, content.length).expect(201);
  expect(response.headers.location).toMatch(LOCATION);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.headers.location as string;
};

const offsetOf = (caller: { token: string }, location: string) => uploadOffset(authorised(caller), location);
const sendBytes = (caller: { token: string }, location: string, offset: number, bytes: Buffer) => sendUploadBytes(authorised(caller), location, offset, bytes);
const sendAndDrop = (caller: { token: string }, location: string, content: Buffer, sentBytes: number) =>
  sendUploadAndDrop(authorised(caller), location, content, sentBytes);

let applicant: TestApplicant;
let applicationId: number;

beforeAll(async () => {
  applicant = await registerApplicant({ first_name: 'Resumable', last_name: 'Uploader' });
  applicationId = await createApplication(applicant);
});

describe('[APPLICANT][UPLOAD]: resumable uploads (tus 1.0) of the four documents', () => {
  it('resumes an upload whose connection dropped halfway from the offset the cms has, and stores exactly the file sent', async () => {
    const content = samplePdf(2_000_000);
    const location = await start(applicant, applicationId, content);
    expect(await offsetOf(applicant, location)).toEqual({ status: 200, offset: 0, length: content.length });

    await sendAndDrop(applicant, location, content, 1_000_000);

    // What arrived is kept: the applicant asks where to go on from, and sends only the rest.
    const { status, offset: resumeAt } = await offsetOf(applicant, location);
    expect(status).toBe(200);
    expect(resumeAt).toBeGreaterThan(0);
    expect(resumeAt).toBeLessThanOrEqual(1_000_000);

    const finished = await sendBytes(applicant, location, resumeAt, content.subarray(resumeAt)).expect(200);
    expect(finished.headers['upload-offset']).toBe(String(content.length));
    expect(finished.headers['cache-control']).toBe('no-store');
    // The multipart call's answer.
    expect(finished.body).toEqual({
      success: 'My ID.pdf uploaded successfully.',
      document: { id: expect.any(Number), field: 'id_document', code: 0, original_name: 'My ID.pdf', size: content.length, mime: 'application/pdf' },
    });

    const [row] = await documentRows(applicationId);
    expect(row).toMatchObject({ id: finished.body.document.id, sha256: sha256(content), size: content.length, source: 'applicant' });
    expect(row.storage_key).toMatch(/^[0-9a-f]{32}$/);
    expect(sha256((await readStored(row.storage_key))!)).toBe(sha256(content));
    // The partial copy is gone, and the upload with it.
    expect(partialFilesOf(location)).toEqual([]);
    expect((await offsetOf(applicant, location)).status).toBe(404);
  });

  it('takes a file in several parts, refuses a part sent from the wrong offset, and a part past the announced size', async () => {
    const content = samplePdf(300_000);
    const location = await start(applicant, applicationId, content, 'recommendation', 'letter.pdf');

    await sendBytes(applicant, location, 0, content.subarray(0, 100_000)).expect(204);
    const wrongOffset = await sendBytes(applicant, location, 0, content.subarray(0, 100_000)).expect(409);
    expect(wrongOffset.body.error).toMatch(/out of step/);
    await sendBytes(applicant, location, 100_000, Buffer.concat([content.subarray(100_000), Buffer.alloc(10)])).expect(413);
    expect(await offsetOf(applicant, location)).toEqual({ status: 200, offset: 100_000, length: content.length });

    await sendBytes(applicant, location, 100_000, content.subarray(100_000)).expect(200);
    const rows = (await documentRows(applicationId)).filter((row) => row.field === 'recommendation');
    expect(rows.map((row) => row.sha256)).toEqual([sha256(content)]);
  });

  it('refuses a file over the size limit by its announced size, with the spec\'s message, before taking a byte', async () => {
    const before = fs.existsSync(incomingDir()) ? fs.readdirSync(incomingDir()).length : 0;
    const response = await create(applicant, { application_id: String(applicationId), filename: 'affidavit', name: 'big scan.pdf' }, 2097153).expect(413);
    expect(response.body).toEqual({ error: fileTooLargeMessage('big scan.pdf') });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(fs.existsSync(incomingDir()) ? fs.readdirSync(incomingDir()).length : 0).toBe(before);

    // At the limit is taken.
    const location = await start(applicant, applicationId, samplePdf(2097152), 'affidavit', 'big scan.pdf');
    expect(location).toMatch(LOCATION);
  });

  it('refuses what the multipart call refuses before an upload starts: no size, a size of unknown length, another document, a missing application', async () => {
    const pairs = { application_id: String(applicationId), filename: 'id_document', name: 'a.pdf' };
    await api().post('/api/resumableuploads').set(authorised(applicant)).set(TUS).set('Upload-Metadata', metadata(pairs)).expect(400);
    await api()
      .post('/api/resumableuploads')
      .set(authorised(applicant))
      .set(TUS)
      .set('Upload-Defer-Length', '1')
      .set('Upload-Metadata', metadata(pairs))
      .expect(400);
    const other = await create(applicant, { ...pairs, filename: 'cv' }, 10).expect(400);
    expect(other.body.error).toMatch(/^Choose which document you are uploading/);
    // A supporting document of /uploaddocs waits for the application to be selected.
    await create(applicant, { ...pairs, filename: 'fees_statement' }, 10).expect(403, {
      error: 'Supporting documents can be uploaded once your application has been selected.',
    });
    await create(applicant, { ...pairs, application_id: '999999' }, 10).expect(404);
    await create(applicant, { ...pairs, application_id: 'x' }, 10).expect(400);
  });

  it('is the applicant\'s own: another applicant, staff and callers without a login get nothing of it', async () => {
    const content = samplePdf(50_000);
    const location = await start(applicant, applicationId, content, 'motivation_letter', 'motivation.pdf');
    await sendBytes(applicant, location, 0, content.subarray(0, 20_000)).expect(204);

    const other = await registerApplicant();
    await createApplication(other);
    const staff = await signIn();

    // Someone else's application: the answer of one that does not exist.
    const onA = await create(other, { application_id: String(applicationId), filename: 'id_document', name: 'x.pdf' }, 10).expect(404);
    expect(onA.body).toEqual({ error: 'Application not found.' });
    // Someone else's upload, though they hold its address.
    expect((await offsetOf(other, location)).status).toBe(404);
    const patched = await sendBytes(other, location, 20_000, content.subarray(20_000)).expect(404);
    expect(patched.body).toEqual({ error: NOT_FOUND });
    await sendBytes(staff, location, 20_000, content.subarray(20_000)).expect(403);
    await api().patch(location).set(TUS).set('Upload-Offset', '20000').set('Content-Type', 'application/offset+octet-stream').send(content.subarray(20_000)).expect(401);
    await create(null, { application_id: String(applicationId), filename: 'id_document', name: 'x.pdf' }, 10).expect(401);
    // A method override does not turn one call into another.
    await api().patch(location).set(authorised(other)).set(TUS).set('X-HTTP-Method-Override', 'DELETE').expect(404);

    expect(await offsetOf(applicant, location)).toEqual({ status: 200, offset: 20_000, length: content.length });
    expect((await documentRows(applicationId)).some((row) => row.sha256 === sha256(content))).toBe(false);
  });

  it('refuses hostile content once it is complete, with the multipart call\'s message, and keeps nothing of it', async () => {
    const owner = await registerApplicant();
    const ownApplication = await createApplication(owner);
    // The content of hostile-files.test.ts's corpus: pages, scripts and programs named .pdf, polyglots,
    // a zip, PDFs that run code or carry files.
    const corpus = { ...hostileSamples(), ...moreHostileSamples(), ...activePdfs(), zipBomb: zipBomb() };
    for (const [kind, content] of Object.entries(corpus)) {
      const location = await start(owner, ownApplication, content, 'id_document', 'id.pdf');
      // In two parts, as a resumed upload arrives.
      const half = Math.floor(content.length / 2);
      await sendBytes(owner, location, 0, content.subarray(0, half)).expect(204);
      const refused = await sendBytes(owner, location, half, content.subarray(half));
      expect({ kind, status: refused.status, body: refused.body }).toEqual({ kind, status: 415, body: { error: UNSUPPORTED } });
      expect(refused.headers['cache-control']).toBe('no-store');
      expect({ kind, partial: partialFilesOf(location), stored: await storedCopiesOf(content) }).toEqual({ kind, partial: [], stored: [] });
      expect((await offsetOf(owner, location)).status).toBe(404);
    }
    // An empty file is refused as the multipart call refuses it, as soon as it is announced.
    const before = fs.readdirSync(incomingDir()).sort();
    const empty = await create(owner, { application_id: String(ownApplication), filename: 'id_document', name: 'empty.pdf' }, 0).expect(400);
    expect(empty.body.error).toMatch(/^empty\.pdf is empty\./);
    expect(fs.readdirSync(incomingDir()).sort()).toEqual(before);
    expect(await documentRows(ownApplication)).toEqual([]);
  });

  it('takes nothing more once the application is submitted', async () => {
    const owner = await registerApplicant();
    const ownApplication = await submitCompleteApplication(owner);
    const refused = await create(owner, { application_id: String(ownApplication), filename: 'id_document', name: 'late.pdf' }, 100).expect(403);
    expect(refused.body).toEqual({ error: 'Your application has been submitted and can no longer be changed.' });
  });

  it('drops the unfinished upload of a document when the applicant starts that document again', async () => {
    const content = samplePdf(30_000);
    const first = await start(applicant, applicationId, content, 'affidavit', 'first.pdf');
    await sendBytes(applicant, first, 0, content.subarray(0, 10_000)).expect(204);
    const otherDocument = await start(applicant, applicationId, content, 'motivation_letter', 'other.pdf');

    const again = await start(applicant, applicationId, content, 'affidavit', 'again.pdf');
    expect(partialFilesOf(first)).toEqual([]);
    expect((await offsetOf(applicant, first)).status).toBe(404);
    expect((await offsetOf(applicant, otherDocument)).status).toBe(200);
    await sendBytes(applicant, again, 0, content).expect(200);
  });

  it('removes an upload left unfinished past its time (RESUMABLE_UPLOAD_HOURS), and it cannot be resumed', async () => {
    const content = samplePdf(40_000);
    const location = await start(applicant, applicationId, content, 'id_document', 'abandoned.pdf');
    await sendBytes(applicant, location, 0, content.subarray(0, 10_000)).expect(204);
    expect(partialFilesOf(location).sort()).toEqual([idOf(location), `${idOf(location)}.json`]);

    // Started 25 hours ago (the default time is 24 hours): the sweep (every 1.2 s in tests) removes it.
    const description = path.join(incomingDir(), `${idOf(location)}.json`);
    const info = JSON.parse(fs.readFileSync(description, 'utf8'));
    fs.writeFileSync(description, JSON.stringify({ ...info, creation_date: new Date(Date.now() - 25 * 3600 * 1000).toISOString() }));

    expect(await eventually(() => partialFilesOf(location).length === 0, 10_000)).toBe(true);
    expect((await offsetOf(applicant, location)).status).toBe(404);
    await sendBytes(applicant, location, 10_000, content.subarray(10_000)).expect(404);

    // An upload in its time stays.
    const kept = await start(applicant, applicationId, content, 'id_document', 'kept.pdf');
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(partialFilesOf(kept)).toHaveLength(2);
  });
});
