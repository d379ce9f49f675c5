import { api } from '../support/api';
import { authorised, registerApplicant } from '../support/applicants';
import { createApplication } from '../support/applications';
import { uploadAsApplicant } from '../support/document-uploads';
import { documentRows, isS3Run, readStored, samplePdf, samplePng, storedPathOf } from '../support/files';
import { killCms, removeOwnFiles, startCms } from '../support/cms-process';
import { testEnv } from '../support/test-env';
import { S3_VARIABLES, s3Settings } from '../../src/utils/s3-settings';

// Where documents' bytes live is the operator's choice (a folder, or a private S3 bucket when S3_*
// is set: API_STORAGE=s3 runs this suite on a real S3-compatible server); what anyone sees is not.
// The same expectations run on both, so a document comes out of the cms with the same headers.

const upload = uploadAsApplicant;

const bytes = (response: any, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
};

// Every header a stored file is sent with that says what it is or how a browser may treat it.
const FILE_HEADERS = ['content-type', 'content-disposition', 'content-length', 'cache-control', 'x-content-type-options', 'content-security-policy'];
const fileHeaders = (headers: Record<string, string>) => Object.fromEntries(FILE_HEADERS.map((name) => [name, headers[name]]));

describe('[SECURITY][FILES]: documents in storage (disk, or a private S3 bucket)', () => {
  it('streams a stored document through the cms, with the same headers whichever storage holds it', async () => {
    const applicant = await registerApplicant();
    const applicationId = await createApplication(applicant);
    // A PNG is streamed as it is read from storage; a PDF is read whole first (checked for scripts).
    const picture = samplePng();
    const pdf = samplePdf();
    await upload(applicant, applicationId, 'recommendation', picture, 'testimonial.png');
    await upload(applicant, applicationId, 'id_document', pdf, 'ID copy.pdf');
    const rows = await documentRows(applicationId);
    for (const row of rows) expect((await readStored(row.storage_key))?.length).toBe(row.size);

    const shown = async (filename: string) =>
      api().get('/api/getapplicantfile').query({ application_id: applicationId, filename }).set(authorised(applicant)).buffer(true).parse(bytes).expect(200);
    const png = await shown('recommendation');
    expect(Buffer.compare(png.body, picture)).toBe(0);
    expect(fileHeaders(png.headers)).toEqual({
      'content-type': 'image/png',
      'content-disposition': 'inline; filename="testimonial.png"; filename*=UTF-8\'\'testimonial.png',
      'content-length': String(picture.length),
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "sandbox; default-src 'none'",
    });
    const id = await shown('id_document');
    expect(Buffer.compare(id.body, pdf)).toBe(0);
    expect(fileHeaders(id.headers)).toEqual({
      'content-type': 'application/pdf',
      'content-disposition': 'inline; filename="ID copy.pdf"; filename*=UTF-8\'\'ID%20copy.pdf',
      'content-length': String(pdf.length),
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "sandbox; default-src 'none'",
    });
  });

  (isS3Run() ? it : it.skip)('keeps documents in a private bucket: a request without the credentials gets none of it', async () => {
    const applicant = await registerApplicant();
    const applicationId = await createApplication(applicant);
    const content = samplePdf();
    await upload(applicant, applicationId, 'id_document', content, 'id.pdf');
    const [row] = await documentRows(applicationId);
    expect((await readStored(row.storage_key))?.equals(content)).toBe(true);

    const endpoint = process.env.S3_ENDPOINT!;
    const bucket = process.env.S3_BUCKET!;
    const tenant = process.env.S3_ACCESS_KEY_ID!.split(':')[0];
    // The object's S3 address (path style), the bucket's listing, and Swift's own address for both.
    for (const address of [
      `${endpoint}/${bucket}/${storedPathOf(row.storage_key)}`,
      `${endpoint}/${bucket}`,
      `${endpoint}/v1/AUTH_${tenant}/${bucket}/${storedPathOf(row.storage_key)}`,
      `${endpoint}/v1/AUTH_${tenant}/${bucket}`,
    ]) {
      const response = await fetch(address);
      const body = Buffer.from(await response.arrayBuffer());
      expect({ address, refused: response.status >= 400 && response.status < 500 }).toEqual({ address, refused: true });
      expect(body.includes(content.subarray(0, 64))).toBe(false);
      expect(body.includes(Buffer.from(row.storage_key))).toBe(false);
    }
  });
});

// Read by config/plugins.ts when the cms loads its configuration, so a cms with one of these stops at start.
describe('[DEPLOY]: the S3_* settings', () => {
  const complete = { S3_BUCKET: 'documents', S3_REGION: 'af-south-1', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' };

  it('keep documents and media on disk when S3_BUCKET is unset, and name the bucket otherwise', () => {
    expect(s3Settings({})).toBeNull();
    expect(s3Settings({ S3_BUCKET: '', S3_ENDPOINT: ' ' })).toBeNull();
    expect(s3Settings({ ...complete, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true' })).toMatchObject({
      bucket: 'documents',
      mediaBucket: null,
      client: { region: 'af-south-1', endpoint: 'http://127.0.0.1:9000', forcePathStyle: true, credentials: { accessKeyId: 'key', secretAccessKey: 'secret' } },
    });
  });

  it.each([
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, 'S3_ENDPOINT set without S3_BUCKET'],
    [{ ...complete, S3_REGION: '' }, 'S3_REGION is required with S3_BUCKET'],
    [{ ...complete, S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT must be an http(s) address'],
    [{ ...complete, S3_SECRET_ACCESS_KEY: '' }, 'set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither'],
    [{ ...complete, S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE must be true or false'],
    [{ ...complete, S3_MEDIA_BUCKET: 'documents', S3_MEDIA_URL: 'https://media.example.org' }, 'S3_MEDIA_BUCKET must differ from S3_BUCKET'],
    [{ ...complete, S3_MEDIA_BUCKET: 'media' }, 'set S3_MEDIA_BUCKET and S3_MEDIA_URL together'],
  ])('refuse %j, saying what to change', (env, message) => {
    expect(() => s3Settings(env)).toThrow(`Object storage settings: ${message}`);
  });
});

// The buckets are asked at start (HeadBucket), so a wrong name or key stops the cms with what to
// change, rather than failing the first applicant's upload. A cms of this test's own on the run's
// Swift server, with one setting wrong.
(isS3Run() ? describe : describe.skip)('[DEPLOY]: a bucket the cms cannot use', () => {
  const runStorage = () => Object.fromEntries(S3_VARIABLES.map((name) => [name, process.env[name] ?? '']));
  const startWith = async (changes: Record<string, string>) => {
    const env = { ...testEnv(), ...runStorage(), ...changes };
    try {
      const cms = await startCms(env);
      await killCms(cms);
      return 'started';
    } catch (error) {
      return (error as Error).message;
    } finally {
      removeOwnFiles(env);
    }
  };

  it.each([
    [{ S3_BUCKET: 'no-such-documents-bucket' }, /the documents bucket "no-such-documents-bucket" \(S3_BUCKET\) at http:\/\/127\.0\.0\.1:\d+ does not exist\./],
    [{ S3_MEDIA_BUCKET: 'no-such-media-bucket' }, /the media bucket "no-such-media-bucket" \(S3_MEDIA_BUCKET\) at http:\/\/127\.0\.0\.1:\d+ does not exist\./],
    [{ S3_SECRET_ACCESS_KEY: 'not-the-secret' }, /the documents bucket "\S+" \(S3_BUCKET\) at \S+ refuses these keys \(S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY\)\./],
  ])('with %j stops at start, saying which bucket and why', async (changes, message) => {
    const outcome = await startWith(changes);
    expect(outcome).toContain('The cms stopped while starting');
    expect(outcome).toMatch(message);
  }, 120_000);
});
