import { once } from 'node:events';
import { Readable, Writable } from 'node:stream';
import { crc32 } from 'node:zlib';
import archiver from 'archiver';
import { storedZip, zipLength } from '../../src/api/exports/utils/stored-zip';
import { api, signIn } from '../support/api';
import { authorised, registerApplicant } from '../support/applicants';
import { auditRows } from '../support/audit';
import { db } from '../support/database';
import { streamDownload } from '../support/downloads';
import { applicationWithFiles, bulkRows, sendRequestedDocuments, storeLargeDocuments, type ArrangedApplication } from '../support/exports-arrange';
import { documentRows, samplePdf, samplePng, removeStored, sha256, writeStored } from '../support/files';
import { referenceOf } from '../support/applications';
import { bytesOrJson, docxText, zipFiles } from '../support/office-files';

let staff: { token: string; user: number };

beforeAll(async () => {
  staff = await signIn();
});

const get = (path: string, query: Record<string, unknown> = {}, as: { token: string } | null = staff) => {
  const request = api().get(path).query(query).buffer(true).parse(bytesOrJson);
  return as ? request.set(authorised(as)) : request;
};

const KIND_FOLDERS: Record<string, string> = {
  id_document: 'ID Document',
  affidavit: 'Proof of Income',
  recommendation: 'Testimonial Letter',
  motivation_letter: 'Motivational Letter',
  registration: 'Proof of Registration',
  fees_statement: 'Fees Statement',
};

// What an application's folder should hold: each uploaded file under its kind, by the name it was
// uploaded with (its real type's extension added, repeats numbered).
const expectedFiles = (arranged: ArrangedApplication, folder: string) =>
  new Map(arranged.uploads.map((upload) => [`${folder}${KIND_FOLDERS[upload.field]}/${upload.name}`, upload.content]));

const filesUnder = (files: Map<string, Buffer>, folder: string) => new Map([...files].filter(([name]) => name.startsWith(folder)));

const expectZipDownload = (response: { headers: Record<string, string>; body: Buffer }, disposition: string) => {
  expect(response.headers['content-type']).toBe('application/zip');
  expect(response.headers['content-disposition']).toBe(disposition);
  expect(response.headers['cache-control']).toBe('no-store');
};

// A client that takes the first chunk, then nothing for a while (the server waits on it), runs
// `meanwhile`, and reads the rest.
const slowReader = (meanwhile: () => Promise<void>) => {
  let isWaiting = false;
  return new Writable({
    write(_chunk, _encoding, done) {
      if (isWaiting) return done();
      isWaiting = true;
      setTimeout(() => void meanwhile().then(() => done(), done), 500);
    },
  });
};

describe('[STAFF][ZIP]: GET /api/downloadapplicantfolder', () => {
  it("zips the applicant's files of the cycle in a folder per document kind, named by the application reference, with its exact length", async () => {
    const arranged = await applicationWithFiles({
      names: { first_name: 'Nuraan', last_name: 'Hendricks' },
      documents: { id_document: { name: 'ID front.jpeg.pdf', content: samplePdf() } },
    });
    const registration = samplePdf();
    const secondRegistration = samplePdf();
    const fees = samplePng();
    await sendRequestedDocuments(arranged.applicationId, [5, 6], [
      { field: 'registration', name: 'proof.pdf', content: registration },
      { field: 'registration', name: 'proof.pdf', content: secondRegistration },
      { field: 'fees_statement', name: 'Fees – 2025', content: fees },
    ]);

    const response = await get('/api/downloadapplicantfolder', { applicant_id: arranged.applicant.applicantId }).expect(200);
    const zipName = `Nuraan Hendricks (${referenceOf(arranged.applicationId)}).zip`;
    expectZipDownload(response, `attachment; filename="${zipName}"; filename*=UTF-8''Nuraan%20Hendricks%20%28${referenceOf(arranged.applicationId)}%29.zip`);
    expect(Number(response.headers['content-length'])).toBe(response.body.length);

    // The two proofs share a name: the one stored first keeps it, the other is numbered.
    const proofs = (await documentRows(arranged.applicationId)).filter((row) => row.field === 'registration');
    const [firstStored, secondStored] = proofs.map((row) => [registration, secondRegistration].find((content) => sha256(content) === row.sha256)!);
    const files = await zipFiles(response.body);
    expect(files).toEqual(
      new Map([
        ...expectedFiles(arranged, ''),
        ['Proof of Registration/proof.pdf', firstStored],
        ['Proof of Registration/proof (2).pdf', secondStored],
        ['Fees Statement/Fees – 2025.png', fees],
      ]),
    );

    const [audit] = await auditRows('download.applicant_folder', arranged.applicant.applicantId);
    expect(audit).toMatchObject({
      actor: staff.user,
      target_type: 'applicant',
      details: { filename: zipName, application_id: arranged.applicationId, application_year: 2025 },
    });
  });

  it('says so when the applicant has no application this cycle or does not exist, and is for staff only', async () => {
    const applicant = await registerApplicant();
    await get('/api/downloadapplicantfolder', { applicant_id: applicant.applicantId }).expect(404, { error: 'This applicant has no application for 2025.' });
    await get('/api/downloadapplicantfolder', { applicant_id: 999999999 }).expect(404, { error: 'Applicant not found.' });
    await get('/api/downloadapplicantfolder', { applicant_id: 'me' }).expect(400, { error: 'Give the applicant_id of the applicant.' });
    await get('/api/downloadapplicantfolder', { applicant_id: applicant.applicantId }, null).expect(401);
    await get('/api/downloadapplicantfolder', { applicant_id: applicant.applicantId }, applicant).expect(403);
  });

  it('cuts the connection rather than send a damaged zip as whole when a stored file is missing', async () => {
    const arranged = await applicationWithFiles({ submit: false });
    const documents = await documentRows(arranged.applicationId);
    await removeStored(documents[documents.length - 1].storage_key);

    const download = await streamDownload(`/api/downloadapplicantfolder?applicant_id=${arranged.applicant.applicantId}`, staff.token);
    expect(download.status).toBe(200);
    expect(download.isComplete).toBe(false);
    expect(download.bytes).toBeLessThan(Number(download.headers['content-length']));
  });
});

describe('[STAFF][ZIP]: a stored file changed behind the cms', () => {
  it.each([
    ['smaller', Buffer.from('%PDF-1.4 short')],
    ['larger', Buffer.concat([Buffer.from('%PDF-1.4 '), Buffer.alloc(200_000, 1)])],
  ])('cuts the connection, never hangs, when a file is %s than its row says', async (_label, replacement) => {
    const arranged = await applicationWithFiles({ submit: false });
    const documents = await documentRows(arranged.applicationId);
    await writeStored(documents[0].storage_key, replacement);

    const started = Date.now();
    const download = await streamDownload(`/api/downloadapplicantfolder?applicant_id=${arranged.applicant.applicantId}`, staff.token);
    expect(download.status).toBe(200);
    expect(download.isComplete).toBe(false);
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});

describe('[STAFF][ZIP]: GET /api/getapplicationfiles', () => {
  it("zips a year's submitted applications' files, one folder per application named by its reference, with its exact length", async () => {
    const first = await applicationWithFiles({ names: { first_name: 'Tashreeq', last_name: 'Salie' } });
    const second = await applicationWithFiles({ names: { first_name: 'Tashreeq', last_name: 'Salie' } });
    const draft = await applicationWithFiles({ submit: false });

    const response = await get('/api/getapplicationfiles').expect(200);
    expectZipDownload(response, 'attachment; filename="applicationfiles2025.zip"; filename*=UTF-8\'\'applicationfiles2025.zip');
    expect(Number(response.headers['content-length'])).toBe(response.body.length);

    const files = await zipFiles(response.body);
    for (const arranged of [first, second]) {
      const folder = `Tashreeq Salie (${referenceOf(arranged.applicationId)})/`;
      expect(filesUnder(files, folder)).toEqual(expectedFiles(arranged, folder));
    }
    expect([...files.keys()].some((name) => name.includes(`(${referenceOf(draft.applicationId)})/`))).toBe(false);

    const audits = await db()('audit_logs').where({ action: 'download.application_files' }).orderBy('id', 'desc').first();
    expect(JSON.parse(typeof audits.details === 'string' ? audits.details : JSON.stringify(audits.details))).toMatchObject({
      filename: 'applicationfiles2025.zip',
      application_year: 2025,
    });
  });

  it('answers an empty zip for a year without applications, refuses a year it cannot read, and is for staff only', async () => {
    const empty = await get('/api/getapplicationfiles', { application_year: 2001 }).expect(200);
    expect(empty.headers['content-disposition']).toContain('applicationfiles2001.zip');
    expect(await zipFiles(empty.body)).toEqual(new Map());
    await get('/api/getapplicationfiles', { application_year: 'last' }).expect(400, { error: 'Choose an application year such as 2025.' });
    const applicant = await registerApplicant();
    await get('/api/getapplicationfiles', {}, null).expect(401);
    await get('/api/getapplicationfiles', {}, applicant).expect(403);
  });
});

describe('[STAFF][ZIP]: a zip whose files change while it is sent', () => {
  const YEAR = 2003;
  const bulk = bulkRows();
  let remove: () => Promise<void> = async () => undefined;

  afterAll(async () => {
    await remove();
    await bulk.remove();
  });

  it('is cut off rather than grow past the length it announced', async () => {
    // Arrangement: a year of its own with 250 applications between the first and the last, so
    // the last is read a page later; the first has 40 MB of files, so the server is still
    // sending those when the last applicant is renamed.
    const first = await applicationWithFiles({ names: { first_name: 'Hamza', last_name: 'Khan' } });
    await bulk.submittedApplications(YEAR, 250);
    const last = await applicationWithFiles({ names: { first_name: 'Amina', last_name: 'Patel' } });
    for (const { applicant, applicationId } of [first, last]) {
      await db()('applications').where({ id: applicationId }).update({ application_year: YEAR, applicant_year_key: `${applicant.applicantId}:${YEAR}` });
    }
    remove = (await storeLargeDocuments(first.applicationId, 20, 2 * 1024 * 1024)).remove;

    const renameLast = () => db()('applicants').where({ id: last.applicant.applicantId }).update({ last_name: 'Patel-Abrahams' });
    const { status, headers, bytes, isComplete } = await streamDownload(`/api/getapplicationfiles?application_year=${YEAR}`, staff.token, {
      to: slowReader(async () => void (await renameLast())),
    });
    expect(status).toBe(200);
    expect(isComplete).toBe(false);
    expect(bytes).toBeLessThan(Number(headers['content-length']));
  }, 60000);
});

describe('[STAFF][ZIP]: GET /api/getchecklistfiles and GET /api/downloadapplicationfrom', () => {
  it('zips one checklist per submitted application of the year as checklist.zip, sent in chunks, and marks them downloaded', async () => {
    const arranged = await applicationWithFiles({ names: { first_name: 'Ayesha', last_name: 'Moosa' } });
    const draft = await applicationWithFiles({ names: { first_name: 'Draft', last_name: 'Only' }, submit: false });

    const response = await get('/api/getchecklistfiles').expect(200);
    expectZipDownload(response, 'attachment; filename="checklist.zip"; filename*=UTF-8\'\'checklist.zip');
    expect(response.headers['transfer-encoding']).toBe('chunked');
    expect(response.headers['content-length']).toBeUndefined();

    const files = await zipFiles(response.body);
    const checklist = files.get(`Ayesha Moosa (${referenceOf(arranged.applicationId)}) - checklist.docx`);
    expect(checklist).toBeDefined();
    const text = await docxText(checklist!);
    expect(text).toContain(`Application No.: ${referenceOf(arranged.applicationId)}\nApplicant: Ayesha Moosa`);
    expect(text).toContain('ID Document\nYES\n1');
    expect([...files.keys()].some((name) => name.startsWith('Draft Only'))).toBe(false);

    expect(Boolean((await db()('applications').where({ id: arranged.applicationId }).first()).checklist_downloaded)).toBe(true);
    expect(Boolean((await db()('applications').where({ id: draft.applicationId }).first()).checklist_downloaded)).toBe(false);
    const audit = await db()('audit_logs').where({ action: 'download.checklist_files' }).first();
    expect(audit).toBeDefined();
  });

  it('zips one application form per submitted application of the year as applicationforms.zip', async () => {
    const arranged = await applicationWithFiles({ names: { first_name: 'Luqmaan', last_name: 'Essop' } });

    const response = await get('/api/downloadapplicationfrom', { application_year: 2025 }).expect(200);
    expectZipDownload(response, 'attachment; filename="applicationforms.zip"; filename*=UTF-8\'\'applicationforms.zip');

    const files = await zipFiles(response.body);
    const form = files.get(`Luqmaan Essop (${referenceOf(arranged.applicationId)}) - application form.docx`);
    const text = await docxText(form!);
    expect(text).toContain(`Application form\nApplication No.: ${referenceOf(arranged.applicationId)}\n`);
    expect(text).toContain('First Name\nLuqmaan');
    expect(text).toContain('Course\nAccounting');
    const audit = await db()('audit_logs').where({ action: 'download.application_forms' }).first();
    expect(audit).toBeDefined();
  });

  it('is for staff only', async () => {
    const applicant = await registerApplicant();
    for (const path of ['/api/getchecklistfiles', '/api/downloadapplicationfrom']) {
      await get(path, {}, null).expect(401);
      await get(path, {}, applicant).expect(403);
    }
  });
});

describe('[STAFF][ZIP]: the announced length of a stored-file zip, and the zip itself', () => {
  type Entry = [name: string, size: number, content: () => Readable];
  const DATE = new Date('2025-03-04T05:06:07Z');
  const of = (name: string, content: Buffer): Entry => [name, content.length, () => Readable.from([content])];

  // A zip's bytes summed up as its length and CRC-32, so gigabytes compare without being kept.
  const fingerprint = () => {
    const seen = { bytes: 0, crc: 0 };
    const take = (chunk: Buffer) => {
      seen.bytes += chunk.length;
      seen.crc = crc32(chunk, seen.crc);
    };
    return { seen, take };
  };

  // What archiver writes for entries streamed in (the zips' writer until 2026-11-27, which the
  // unzippers in use read), and what stored-zip.ts writes for the same.
  const archived = async (entries: Entry[]) => {
    const { seen, take } = fingerprint();
    const archive = archiver('zip', { store: true });
    archive.pipe(new Writable({ write: (chunk: Buffer, _encoding, done) => (take(chunk), done()) }));
    for (const [name, , content] of entries) {
      const added = once(archive, 'entry');
      archive.append(content(), { name, date: DATE });
      await added;
    }
    await archive.finalize();
    await new Promise((resolve) => setImmediate(resolve));
    return seen;
  };
  const written = async (entries: Entry[]) => {
    const { seen, take } = fingerprint();
    const zip = storedZip(take);
    for (const [name, , content] of entries) await zip.add(name, DATE, content());
    await zip.finish();
    return seen;
  };

  const counted = (entries: Entry[]) => {
    const length = zipLength();
    for (const [name, size] of entries) length.add(name, size);
    return length.total();
  };

  const expectAllAgree = async (entries: Entry[]) => {
    const ours = await written(entries);
    expect(ours).toEqual(await archived(entries));
    expect(ours.bytes).toBe(counted(entries));
  };

  it('is byte for byte what archiver writes, names in any script included, and counted exactly', async () => {
    await expectAllAgree([
      of('ID Document/id.pdf', samplePdf(5000)),
      of('Proof of Income/جواز السفر.pdf', samplePdf(12345)),
      of('Fees Statement/Fees – 2025 (2).png', Buffer.alloc(0)),
    ]);
    await expectAllAgree([]);
  });

  it('is byte for byte what archiver writes past 65535 entries, where ZIP64 records are added', async () => {
    await expectAllAgree(Array.from({ length: 65536 }, (_value, index) => of(`folder/${index}.pdf`, Buffer.from('x'))));
  }, 60000);

  it('is byte for byte what archiver writes for a file over 4 GiB and files stored past 4 GiB (ZIP64 sizes and offsets)', async () => {
    // Gigabytes of one repeated block, made as they are read, so nothing is kept in memory or on disk.
    const block = Buffer.alloc(1024 * 1024, 7);
    const repeated = (size: number) => () =>
      Readable.from(
        (function* () {
          for (let left = size; left > 0; left -= block.length) yield left >= block.length ? block : block.subarray(0, left);
        })(),
      );
    const big = 4 * 1024 ** 3 + 10;
    await expectAllAgree([
      ['Big/scan.pdf', big, repeated(big)],
      ['After/one.pdf', 1, repeated(1)],
      ['After/two.pdf', 3 * 1024 * 1024, repeated(3 * 1024 * 1024)],
    ]);
  }, 180000);

  it('refuses a name that is absolute or climbs out of the zip', async () => {
    for (const name of ['/etc/passwd', 'a/../../b.pdf', 'a\\b.pdf', 'a//b.pdf']) {
      await expect(storedZip(() => undefined).add(name, DATE, Readable.from([]))).rejects.toThrow('Unsafe name in zip');
    }
  });
});
