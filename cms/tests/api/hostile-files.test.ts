import crypto from 'node:crypto';
import PDFDocument from 'pdfkit';
import type { Test } from 'supertest';
import { api, signIn } from '../support/api';
import { authorised, registerApplicant } from '../support/applicants';
import { createApplication, decide, submitCompleteApplication, uploadDocument } from '../support/applications';
import { activePdfs, ordinaryPdfWithObjectStream, scriptedPdf } from '../support/active-pdfs';
import { db } from '../support/database';
import {
  copiesOf,
  documentRows,
  eventually,
  hostileSamples,
  moreHostileSamples,
  publicDir,
  samplePdf,
  samplePng,
  sha256,
  storedCopiesOf,
  readStored,
  writeStored,
  tempCopiesOf,
  zipBomb,
  type StoredDocument,
} from '../support/files';
import { issueLinkToken } from '../support/link-tokens';

// Item 3 of the security issue: every upload route against one corpus of hostile files, and what
// happens to the files that are let in (random names in private storage, safe display names,
// served only through authorised calls with safe headers).

const UNSUPPORTED = 'file format unsupported. Upload PDF or IMAGE file';
const tooLarge = (name: string) => `${name} is larger than 2 MB. Compress the file and upload again`;
const FORM_MAX_BYTES = 2097152;
const TOKEN_MAX_BYTES = 5097152;
const LONG_NAME = `${'a'.repeat(1100)}.pdf`;

// How the client names the file. supertest sends `filename` through path.basename (as a browser
// sends only the base name) but `filepath` as it is, folders and all, as a hostile client could.
type Name = { filename: string } | { filepath: string };
const named = (name: string | Name): Name => (typeof name === 'string' ? { filename: name } : name);

type Route = {
  name: string;
  maxBytes: number;
  /** The document kind the route is sent (for messages naming it). */
  label: string;
  /** Sends `content` under `name` through the route. */
  send: (content: Buffer, name: Name) => Test;
  /** The application's document rows and, for results, its result rows: nothing may change. */
  stored: () => Promise<unknown>;
  /** A check that a refused upload left the route's link usable, where it has one. */
  linkStillWorks?: () => Promise<void>;
};

const resultRows = (applicationId: number) =>
  db()('application_results as r').join('application_results_application_lnk as l', 'l.result_id', 'r.id').where('l.application_id', applicationId).select('r.id');

const SUPPORTING_FIELDS = ['registration', 'fees_statement', 'consent_form', 'finalyear_transcript'];

const arrangeRoutes = async (): Promise<Route[]> => {
  const staff = await signIn();

  const applicant = await registerApplicant();
  const applicantsApplication = await createApplication(applicant);

  const onBehalf = await registerApplicant();
  const onBehalfApplication = await submitCompleteApplication(onBehalf);
  const onBehalfBefore = await documentRows(onBehalfApplication);

  const linked = await registerApplicant();
  const linkedApplication = await createApplication(linked);
  const documentsToken = await issueLinkToken({ purpose: 'documents_request', applicationId: linkedApplication, payload: { files: [5] } });

  const selected = await registerApplicant();
  const selectedApplication = await submitCompleteApplication(selected);
  await decide(selectedApplication, 1, { staff });
  const selectedBefore = await documentRows(selectedApplication);

  const results = await registerApplicant();
  const resultsApplication = await createApplication(results);
  const resultsToken = await issueLinkToken({ purpose: 'results_request', applicationId: resultsApplication, payload: { resultType: 0 } });

  const documentsUpload = (token: string | null, applicationId: number, field: string, content: Buffer, name: Name) => {
    const request = api().post('/api/updateapplicationfiles').field('filename', field).field('application_id', String(applicationId));
    const withAuth = token ? request.set('Authorization', `Bearer ${token}`) : request;
    return withAuth.attach('file', content, { ...name, contentType: 'application/pdf' });
  };

  return [
    {
      name: 'POST /api/updateapplicationfiles (applicant)',
      maxBytes: FORM_MAX_BYTES,
      label: 'ID Document',
      send: (content, name) => documentsUpload(applicant.token, applicantsApplication, 'id_document', content, name),
      stored: () => documentRows(applicantsApplication),
    },
    {
      name: 'POST /api/updateapplicationfiles (staff)',
      maxBytes: FORM_MAX_BYTES,
      label: 'ID Document',
      send: (content, name) => documentsUpload(staff.token, onBehalfApplication, 'id_document', content, name),
      stored: async () => ((await documentRows(onBehalfApplication)).length === onBehalfBefore.length ? [] : documentRows(onBehalfApplication)),
    },
    {
      name: 'POST /api/uploadrequesteddocs',
      maxBytes: TOKEN_MAX_BYTES,
      label: 'Proof of Registration',
      send: (content, name) =>
        api().post('/api/uploadrequesteddocs').field('token', documentsToken).attach('registration', content, { ...name, contentType: 'application/pdf' }),
      stored: () => documentRows(linkedApplication),
      linkStillWorks: async () => {
        const { body } = await api().get(`/api/uploadlink/${documentsToken}`).expect(200);
        expect(body.documents).toEqual([{ code: 5, name: 'Proof of Registration', field: 'registration', received: false }]);
      },
    },
    {
      // All four documents the page asks for, each the hostile file.
      name: 'POST /api/uploadsupportingdocs',
      maxBytes: TOKEN_MAX_BYTES,
      label: 'Proof of Registration',
      send: (content, name) => {
        let request = api().post('/api/uploadsupportingdocs').set(authorised(selected)).field('application_id', String(selectedApplication));
        for (const field of SUPPORTING_FIELDS) request = request.attach(field, content, { ...name, contentType: 'application/pdf' });
        return request;
      },
      stored: async () => ((await documentRows(selectedApplication)).length === selectedBefore.length ? [] : documentRows(selectedApplication)),
    },
    {
      name: 'POST /api/submitresults',
      maxBytes: TOKEN_MAX_BYTES,
      label: 'Mid-year Results',
      send: (content, name) =>
        api()
          .post('/api/submitresults')
          .field('token', resultsToken)
          .field('results', JSON.stringify({ subjects: [{ subjectName: 'Economics', subjectMark: '61' }] }))
          .attach('file', content, { ...name, contentType: 'application/pdf' }),
      stored: async () => [...(await documentRows(resultsApplication)), ...(await resultRows(resultsApplication))],
      linkStillWorks: async () => {
        await api().get(`/api/uploadlink/${resultsToken}`).expect(200);
      },
    },
  ];
};

type Sample = { name: string; content: (route: Route) => Buffer; filename: string | Name; status: number; error: (route: Route) => string };

const samples = hostileSamples();
const more = moreHostileSamples();
const active = activePdfs();
let bomb: Buffer;

const unsupported = (name: string, content: Buffer, filename: string | Name): Sample => ({ name, content: () => content, filename, status: 415, error: () => UNSUPPORTED });

const CORPUS: Sample[] = [
  unsupported('HTML renamed .pdf', samples.html, 'cv.pdf'),
  unsupported('SVG with a script renamed .pdf', samples.svg, 'photo.pdf'),
  unsupported('a shell script renamed .pdf', samples.shellScript, 'id.pdf'),
  unsupported('JavaScript renamed .pdf', more.javascript, 'letter.pdf'),
  unsupported('PHP renamed .jpg', more.phpInJpegName, 'selfie.jpg'),
  unsupported('a polyglot: HTML, then a PDF', samples.htmlThenPdf, 'statement.pdf'),
  unsupported('a polyglot: a PDF, then HTML with a script', more.pdfThenHtml, 'statement.pdf'),
  unsupported('a polyglot: a PNG, then SVG with a script', more.pngThenSvg, 'photo.png'),
  unsupported('a zip renamed .pdf', more.zip, 'documents.pdf'),
  // Item 10: PDFs that would run code or carry files in a staff member's PDF viewer.
  unsupported('a PDF whose open action runs JavaScript', active.openActionScript, 'statement.pdf'),
  unsupported("a PDF with JavaScript in its names' tree", active.namedScript, 'statement.pdf'),
  unsupported('a PDF whose open action launches a program', active.launchAction, 'statement.pdf'),
  unsupported('a PDF with an embedded file', active.embeddedFile, 'statement.pdf'),
  unsupported('a PDF with JavaScript under #-escaped names (/J#61vaScript)', active.hexEscapedScript, 'statement.pdf'),
  unsupported('a PDF with JavaScript inside a compressed object stream', active.scriptInObjectStream, 'statement.pdf'),
  unsupported('a PDF whose object stream inflates to 48 MiB', active.objectStreamBomb, 'statement.pdf'),
  { name: 'a deflate bomb (256 MiB in a 260 kB zip) renamed .pdf', content: () => bomb, filename: 'payslip.pdf', status: 415, error: () => UNSUPPORTED },
  unsupported('a program named x.pdf.exe', samples.windowsProgram, 'x.pdf.exe'),
  unsupported('a program named x.exe.pdf', samples.windowsProgram, 'x.exe.pdf'),
  unsupported('HTML named ../../etc/passwd.pdf', samples.html, { filepath: '../../etc/passwd.pdf' }),
  unsupported('HTML named ..\\..\\x.pdf', samples.html, '..\\..\\x.pdf'),
  unsupported('HTML with NUL bytes in its name', samples.html, 'id.pdf\u0000.html'),
  unsupported(`HTML with a name of ${LONG_NAME.length} characters`, samples.html, LONG_NAME),
  unsupported('HTML with a unicode name', samples.html, 'Ünïcødé 身份证 \u202Efdp.lmth 📄.pdf'),
  { name: 'an empty file (0 bytes)', content: () => Buffer.alloc(0), filename: 'empty.pdf', status: 400, error: (route) => `empty.pdf is empty. Select file for ${route.label}` },
  {
    name: "a PDF one byte over the route's limit",
    content: (route) => samplePdf(route.maxBytes + 1),
    filename: 'scan.pdf',
    status: 413,
    error: () => tooLarge('scan.pdf'),
  },
];

let routes: Route[] = [];
const ROUTE_NAMES = [
  'POST /api/updateapplicationfiles (applicant)',
  'POST /api/updateapplicationfiles (staff)',
  'POST /api/uploadrequesteddocs',
  'POST /api/uploadsupportingdocs',
  'POST /api/submitresults',
];
const routeNamed = (name: string) => routes.find((route) => route.name === name)!;

beforeAll(async () => {
  bomb = zipBomb();
  routes = await arrangeRoutes();
}, 120_000);

describe('[SECURITY][FILES]: hostile uploads are refused with the spec message on every upload route, storing nothing', () => {
  it('arranges the five upload routes', () => {
    expect(routes.map((route) => route.name)).toEqual(ROUTE_NAMES);
    expect(bomb.length).toBeLessThan(300_000);
  });

  describe.each(ROUTE_NAMES)('%s', (routeName) => {
    it.each(CORPUS.map((sample) => [sample.name, sample] as const))('refuses %s', async (_name, sample) => {
      const route = routeNamed(routeName);
      const content = sample.content(route);

      const response = await route.send(content, named(sample.filename));

      expect(response.status).toBe(sample.status);
      expect(response.body.error).toBe(sample.error(route));
      expect(await route.stored()).toEqual([]);
      if (content.length > 0) {
        expect(await storedCopiesOf(content)).toEqual([]);
        expect(copiesOf(content, publicDir())).toEqual([]);
        expect(await eventually(() => tempCopiesOf(content).length === 0)).toBe(true);
      }
      await route.linkStillWorks?.();
    });
  });
});

// What a file that is let in becomes: bytes under a random name in private storage, a display
// name that is safe to show and to send back, and downloads only for those allowed to see it.
describe('[SECURITY][FILES]: accepted files are kept privately and served only through authorised calls', () => {
  const lastRow = async (applicationId: number) => (await documentRows(applicationId)).at(-1)!;

  const NAMES: { route: string; sent: Name; shown: string; png?: boolean }[] = [
    { route: 'POST /api/updateapplicationfiles (applicant)', sent: { filename: '..\\..\\windows\\system32\\id.pdf' }, shown: 'id.pdf' },
    { route: 'POST /api/updateapplicationfiles (staff)', sent: { filename: LONG_NAME }, shown: `${'a'.repeat(146)}.pdf` },
    { route: 'POST /api/uploadrequesteddocs', sent: { filename: 'Ünïcødé 身份证 \u202Efdp.exe 📄.pdf' }, shown: 'Ünïcødé 身份证 fdp.exe 📄.pdf' },
    { route: 'POST /api/uploadsupportingdocs', sent: { filepath: '../../etc/fees\u0000.pdf\u0000.html' }, shown: 'fees.pdf.html', png: true },
    { route: 'POST /api/submitresults', sent: { filename: 'C:\\fakepath\\<img src=x onerror=alert(1)>.pdf' }, shown: '_img src=x onerror=alert(1)_.pdf' },
  ];

  it.each(NAMES.map((entry) => [entry.route, entry] as const))(
    '%s: a random name in private storage, a safe display name, and authorised downloads only',
    async (_name, entry) => {
      const route = routeNamed(entry.route);
      const content = entry.png ? samplePng() : samplePdf();
      const before = await db()('application_documents').max({ id: 'id' }).first();

      const response = await route.send(content, entry.sent);
      expect([200, 201]).toContain(response.status);

      const rows: (StoredDocument & { application_id: number })[] = await db()('application_documents as d')
        .join('application_documents_application_lnk as l', 'l.document_id', 'd.id')
        .where('d.id', '>', Number(before?.id ?? 0))
        .andWhere('d.sha_256', sha256(content))
        .select('d.id', 'd.field', 'd.original_name', 'd.storage_key', 'd.mime', 'l.application_id');
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(row.original_name).toBe(entry.shown);
        expect([...row.original_name].some((character) => /[\\/"\u202e]/.test(character) || character.charCodeAt(0) < 0x20)).toBe(false);
        expect([...row.original_name].length).toBeLessThanOrEqual(150);
        // Stored under a random key of the server's, inside private storage, never in the public folder.
        expect(row.storage_key).toMatch(/^[0-9a-f]{32}$/);
        expect((await readStored(row.storage_key))?.equals(content)).toBe(true);
      }
      expect(await storedCopiesOf(content)).toHaveLength(rows.length);
      expect(copiesOf(content, publicDir())).toEqual([]);

      const [row] = rows;
      const expectedName = entry.png ? `${entry.shown}.png` : entry.shown.endsWith('.pdf') ? entry.shown : `${entry.shown}.pdf`;
      const staff = await signIn();
      const admin = await api()
        .get('/api/getapplicantfileadmin')
        .query({ application_id: row.application_id, filename: row.id })
        .set('Authorization', staff.token)
        .buffer(true)
        .parse(bufferOf)
        .expect(200);
      expectSafeDownload(admin, content, entry.png ? 'image/png' : 'application/pdf', 'inline', expectedName);

      // Nobody else: not signed in, a stranger, a link token in place of a login.
      await api().get('/api/getapplicantfileadmin').query({ application_id: row.application_id, filename: row.id }).expect(401);
      const stranger = await registerApplicant();
      await api()
        .get('/api/getapplicantfileadmin')
        .query({ application_id: row.application_id, filename: row.id })
        .set(authorised(stranger))
        .expect(403);
      await api()
        .get('/api/downloadsupportingdoc')
        .query({ application_id: row.application_id, filename: row.id, doctype: row.field })
        .set(authorised(stranger))
        .expect(404);
      const link = await issueLinkToken({ purpose: 'documents_request', applicationId: row.application_id, payload: { files: [5] } });
      await api()
        .get('/api/downloadsupportingdoc')
        .query({ application_id: row.application_id, filename: row.id, doctype: row.field })
        .set('Authorization', `Bearer ${link}`)
        .expect(401);

      // No static path reaches the stored bytes.
      for (const guess of [`/uploads/${row.storage_key}`, `/${row.storage_key}`, `/private-uploads/${row.storage_key.slice(0, 2)}/${row.storage_key}`]) {
        const answer = await api().get(guess).buffer(true).parse(bufferOf);
        expect(answer.status).toBe(404);
        expect(Buffer.from(answer.body).includes(content.subarray(0, 40))).toBe(false);
      }
    },
  );

  it('lets the owner download their file as an attachment with the same headers', async () => {
    const applicant = await registerApplicant();
    const applicationId = await createApplication(applicant);
    const content = samplePdf();
    await api()
      .post('/api/updateapplicationfiles')
      .set(authorised(applicant))
      .field('filename', 'affidavit')
      .field('application_id', String(applicationId))
      .attach('file', content, { filename: 'Salary slip – März\u0000.pdf.exe', contentType: 'application/pdf' })
      .expect(200);
    const row = await lastRow(applicationId);
    expect(row.original_name).toBe('Salary slip – März.pdf.exe');

    const response = await api()
      .get('/api/downloadsupportingdoc')
      .query({ application_id: applicationId, filename: row.id, doctype: 'affidavit' })
      .set(authorised(applicant))
      .buffer(true)
      .parse(bufferOf)
      .expect(200);
    expectSafeDownload(response, content, 'application/pdf', 'attachment', 'Salary slip – März.pdf.exe.pdf');
    expect(response.headers['content-disposition']).toContain('filename="Salary slip _ M_rz.pdf.exe.pdf"');
  });

  it("sends the applicant's own preview inline with the same headers", async () => {
    const applicant = await registerApplicant();
    const applicationId = await createApplication(applicant);
    const content = samplePdf();
    await uploadDocument(applicant, applicationId, 'id_document', content, 'id.pdf');

    const response = await api()
      .get('/api/getapplicantfile')
      .query({ application_id: applicationId, filename: 'id_document' })
      .set(authorised(applicant))
      .buffer(true)
      .parse(bufferOf)
      .expect(200);
    expectSafeDownload(response, content, 'application/pdf', 'inline', 'id.pdf');
  });
});

// Made as the cms's own letters are: text, a drawing, a link and a bookmark, compressed.
const pdfkitPdf = () =>
  new Promise<Buffer>((resolve, reject) => {
    const document = new PDFDocument({ size: 'A4', info: { Title: `Proof of income ${crypto.randomUUID()}` } });
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
    document.outline.addItem('Salary advice');
    document.fontSize(14).text('Salary advice for March: R 12 450.00 net.', 72, 72);
    document.rect(72, 120, 300, 80).stroke();
    document.link(72, 220, 200, 20, 'https://www.example.org/');
    document.end();
  });

// Item 10: what refuses a PDF that could run code leaves ordinary PDFs alone.
describe.each([
  ['made by pdfkit', pdfkitPdf],
  ['in PDF 1.5 form, its objects in a compressed object stream, with bookmarks', async () => ordinaryPdfWithObjectStream()],
])('[SECURITY][FILES]: an ordinary PDF %s is accepted', (_kind, make) => {
  let fresh: Route[] = [];
  beforeAll(async () => {
    fresh = await arrangeRoutes();
  }, 120_000);

  it.each(ROUTE_NAMES)('on %s', async (routeName) => {
    const route = fresh.find((candidate) => candidate.name === routeName)!;
    const content = await make();

    const response = await route.send(content, { filename: 'statement.pdf' });

    expect(response.body.error).toBeUndefined();
    expect([200, 201]).toContain(response.status);
    expect((await storedCopiesOf(content)).length).toBeGreaterThan(0);
  });
});

// Item 10, for files stored before uploads were checked for scripts: browsers' PDF viewers run a
// PDF's JavaScript whatever headers come with it, so such a file is withheld from every route.
describe('[SECURITY][FILES]: a stored PDF that would run code is withheld', () => {
  it('answers staff and the owner with why, and still serves the ordinary files beside it', async () => {
    const applicant = await registerApplicant();
    const applicationId = await createApplication(applicant);
    for (const field of ['id_document', 'recommendation']) await uploadDocument(applicant, applicationId, field);
    const [scripted, ordinary] = await documentRows(applicationId);
    await writeStored(scripted.storage_key, scriptedPdf());
    const withheld = { error: 'id_document.pdf contains scripts or embedded files, so it is not opened here. A plain copy (printed to PDF, or scanned) can be uploaded in its place.' };
    const staff = await signIn();

    await api().get('/api/getapplicantfileadmin').query({ application_id: applicationId, filename: scripted.id }).set('Authorization', staff.token).expect(403, withheld);
    await api().get('/api/getapplicantfile').query({ application_id: applicationId, filename: 'id_document' }).set(authorised(applicant)).expect(403, withheld);
    await api()
      .get('/api/downloadsupportingdoc')
      .query({ application_id: applicationId, filename: scripted.id, doctype: 'id_document' })
      .set(authorised(applicant))
      .expect(403, withheld);
    const shown = await api()
      .get('/api/getapplicantfileadmin')
      .query({ application_id: applicationId, filename: ordinary.id })
      .set('Authorization', staff.token)
      .buffer(true)
      .parse(bufferOf)
      .expect(200);
    expectSafeDownload(shown, (await readStored(ordinary.storage_key))!, 'application/pdf', 'inline', 'recommendation.pdf');
  });
});

function bufferOf(response: any, done: (error: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
}

// A download whose headers tell the browser exactly what it is, never to sniff it, never to cache
// it, and a name with nothing that could break out of the header.
function expectSafeDownload(
  response: { headers: Record<string, string>; body: Buffer },
  content: Buffer,
  type: string,
  disposition: 'inline' | 'attachment',
  filename: string,
) {
  expect(response.headers['content-type']).toBe(type);
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  // Item 10: sandboxed (no script, plugin or same-origin access) if opened straight from the API.
  expect(response.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
  const header = response.headers['content-disposition'];
  expect(header.startsWith(`${disposition}; filename="`)).toBe(true);
  // One quoted ASCII fallback without quotes, backslashes or control characters, then the exact name encoded.
  const fallback = /^\w+; filename="([^"]*)"; filename\*=UTF-8''([A-Za-z0-9%._~!$&+,;=@-]*)$/.exec(header);
  expect(fallback).not.toBeNull();
  expect(fallback![1]).toMatch(/^[\x20-\x7e]*$/);
  expect(decodeURIComponent(fallback![2])).toBe(filename);
  expect(Buffer.compare(response.body, content)).toBe(0);
}
