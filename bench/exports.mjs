// The back office's two biggest downloads, against the started cms, each with the cms's memory
// sampled every 100 ms while it runs:
// (a) the checklist spreadsheet (GET /api/exports/checklist) of BENCH_EXPORT_ROWS (50,000) rows, all
//     of one year: time to the last byte and peak memory growth;
// (b) the zip of a year's stored files (GET /api/getapplicationfiles) of BENCH_ZIP_MB (2048 MB) of
//     real files on disk, and the same at a quarter of that size, to see memory stay flat: MB/s.
// Each part has a cms of its own, so the first cannot warm the second's memory.
import { randomBytes } from 'node:crypto';
import { mkdir, open } from 'node:fs/promises';
import path from 'node:path';
import { cmsRequire } from '../scripts/lib/portal-storage.mjs';
import { download, zipDirectory } from './lib/download.mjs';
import { withCmsUsage } from './lib/cms-usage.mjs';
import { call, signInStaff } from './lib/portal-api.mjs';
import { report } from './lib/report.mjs';
import { seedApplications, withDatabase } from './lib/seed.mjs';
import { databaseKind, startCms } from './lib/start-cms.mjs';

const EXPORT_ROWS = Number(process.env.BENCH_EXPORT_ROWS || 50_000);
const ZIP_MB = Number(process.env.BENCH_ZIP_MB || 2048);
const MB = 2 ** 20;
// About 94% of the generated applications are submitted, and only those are the grid's rows.
const SUBMITTED_SHARE = 0.94;
// Stored files per generated application and their mean size (the generator's), to seed enough.
const MEAN_BYTES_PER_APPLICATION = 5.5 * MB;
const PORTS = { checklist: 1711, zip: 1712 };

const seconds = (ms) => Math.round(ms / 100) / 10;
const met = (isMet) => (isMet ? 'yes' : 'NO');

// The grid's count of a year's submitted applications: the rows an export of that year must have.
const submittedIn = async (cms, token, year) =>
  (await call(cms.url, '/api/searchapplication', { method: 'POST', token, body: { application_year: year, page: 1, page_size: 1 } })).total;

// Data rows of an .xlsx (rows of its one sheet less the header), counted in the sheet's XML.
const sheetRows = async (xlsx) => {
  const zip = await cmsRequire('jszip').loadAsync(xlsx);
  const sheet = await zip.file('xl/worksheets/sheet1.xml').async('string');
  return (sheet.match(/<row /g) ?? []).length - 1;
};

const checklist = async () => {
  const cms = await startCms({ port: PORTS.checklist });
  try {
    const { settings } = await call(cms.url, '/api/portal-content');
    const year = settings.cycle_year;
    await seedApplications(cms, Math.ceil(EXPORT_ROWS / SUBMITTED_SHARE), { years: [year] });
    const token = await signInStaff(cms.url);
    const expected = await submittedIn(cms, token, year);
    const { result, memory, cpuPercent } = await withCmsUsage(cms, () =>
      download(cms.url, `/api/exports/checklist?application_year=${year}`, { token, keep: 'all' }),
    );
    if (result.status !== 200 || !result.complete) throw new Error(`The checklist export answered ${result.status}`);
    const rows = await sheetRows(result.body);
    if (rows !== expected) throw new Error(`The checklist has ${rows} rows, the grid counts ${expected}`);
    console.log(`Checklist of ${rows} rows: ${(result.bytes / MB).toFixed(1)} MB in ${seconds(result.lastByteMs)} s`);
    return {
      call: `GET /api/exports/checklist (${rows} rows, ${(result.bytes / MB).toFixed(1)} MB)`,
      'first byte s': seconds(result.firstByteMs),
      'last byte s': seconds(result.lastByteMs),
      'MB/s': null,
      'cms CPU %': cpuPercent,
      'RSS before MB': memory.beforeMb,
      'RSS peak MB': memory.peakMb,
      'RSS growth MB': memory.growthMb,
      target: '< 10 s, growth < 300 MB',
      met: met(result.lastByteMs < 10_000 && memory.growthMb < 300),
    };
  } finally {
    await cms.stop();
  }
};

// Seeds a year of applications with real storage keys, then writes a file of each document's
// recorded size (the zip stops on a file that differs from its row), scaled so they total
// `targetBytes`: answers the files written and their bytes.
const yearOfFiles = async (cms, year, targetBytes) => {
  const count = Math.max(1, Math.round(targetBytes / MEAN_BYTES_PER_APPLICATION));
  await seedApplications(cms, count, { years: [year], fileKeys: true, seed: year });
  const documents = await withDatabase(cms, async (knex) => {
    const rows = await knex('application_documents as d')
      .join('application_documents_application_lnk as l', 'l.document_id', 'd.id')
      .join('applications as a', 'a.id', 'l.application_id')
      .where('a.application_year', year)
      .select('d.id', 'd.storage_key', 'd.size');
    const recorded = rows.reduce((sum, row) => sum + Number(row.size), 0);
    const scale = targetBytes / recorded;
    await knex.transaction(async (trx) => {
      for (const row of rows) {
        row.size = Math.max(1, Math.round(Number(row.size) * scale));
        await trx('application_documents').where('id', row.id).update({ size: row.size });
      }
    });
    return rows;
  });
  // Incompressible bytes, as PDFs and photos are; files start at different places in one pool.
  const pool = randomBytes(4 * MB);
  const started = Date.now();
  let bytes = 0;
  for (const [index, { storage_key: key, size }] of documents.entries()) {
    const folder = path.join(cms.privateUploads, key.slice(0, 2));
    await mkdir(folder, { recursive: true });
    const parts = [];
    for (let written = 0, offset = (index * 7919) % MB; written < size; offset = 0) {
      const part = pool.subarray(offset, offset + Math.min(size - written, pool.length - offset));
      parts.push(part);
      written += part.length;
    }
    // Flushed to disk as the cms stores an upload, so the download does not compete with the
    // kernel writing gigabytes back (it still reads them from the page cache).
    const file = await open(path.join(folder, key), 'w');
    try {
      await file.writeFile(Buffer.concat(parts));
      await file.sync();
    } finally {
      await file.close();
    }
    bytes += size;
  }
  console.log(`Wrote ${documents.length} files of ${year} (${(bytes / MB).toFixed(0)} MB) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { files: documents.length, bytes };
};

const zips = async () => {
  const cms = await startCms({ port: PORTS.zip });
  try {
    const { settings } = await call(cms.url, '/api/portal-content');
    // Two years of files: a quarter of the size, then the whole.
    const sizes = [
      { year: settings.cycle_year - 1, mb: ZIP_MB / 4 },
      { year: settings.cycle_year, mb: ZIP_MB },
    ];
    const written = [];
    for (const size of sizes) written.push({ ...size, ...(await yearOfFiles(cms, size.year, size.mb * MB)) });
    const token = await signInStaff(cms.url);
    const rows = [];
    for (const { year, mb, files, bytes } of written) {
      const { result, memory, cpuPercent } = await withCmsUsage(cms, () => download(cms.url, `/api/getapplicationfiles?application_year=${year}`, { token }));
      if (result.status !== 200 || !result.complete || Number(result.headers['content-length']) !== result.bytes) {
        throw new Error(`The zip of ${year} answered ${result.status} with ${result.bytes} of ${result.headers['content-length']} bytes`);
      }
      const zip = zipDirectory(result.tail, result.bytes);
      if (zip.entries !== files || zip.bytes !== bytes) throw new Error(`The zip of ${year} holds ${zip.entries} files of ${zip.bytes} bytes, not ${files} of ${bytes}`);
      const rate = result.bytes / MB / (result.lastByteMs / 1000);
      console.log(`Zip of ${year}: ${files} files, ${(result.bytes / MB).toFixed(0)} MB at ${rate.toFixed(0)} MB/s, RSS +${memory.growthMb} MB`);
      rows.push({
        call: `GET /api/getapplicationfiles (${files} files, ${(result.bytes / MB).toFixed(0)} MB${mb === ZIP_MB ? '' : ', 1/4 size'})`,
        'first byte s': seconds(result.firstByteMs),
        'last byte s': seconds(result.lastByteMs),
        'MB/s': Math.round(rate),
        'cms CPU %': cpuPercent,
        'RSS before MB': memory.beforeMb,
        'RSS peak MB': memory.peakMb,
        'RSS growth MB': memory.growthMb,
        target: '>= 100 MB/s, growth flat',
        met: met(rate >= 100),
      });
    }
    // Flat: the whole zip, four times the bytes, peaks no higher than the quarter did (within
    // 32 MB of noise), whatever the quarter's own growth was (its cms had not streamed a zip yet).
    const [quarter, whole] = rows;
    whole.met = met(whole['MB/s'] >= 100 && whole['RSS peak MB'] <= quarter['RSS peak MB'] + 32);
    return rows;
  } finally {
    // Removes the work folder, and with it the files written.
    await cms.stop();
  }
};

export const exportsBenchmark = async () => {
  const rows = [await checklist(), ...(await zips())];
  report(`exports-${databaseKind()}`, rows, {
    database: databaseKind(),
    checklist_rows_asked: EXPORT_ROWS,
    zip_mb: ZIP_MB,
    memory: 'RSS sampled every 100 ms; growth is the peak less the RSS just before the download',
    files: 'random bytes written (and fsynced) to the private-uploads folder just before, so the zip reads them from the page cache',
    targets: 'checklist of 50,000 rows < 10 s with < 300 MB growth; zip of 2 GB >= 100 MB/s with growth flat (the same at 1/4 the size)',
  });
};

if (import.meta.url === `file://${process.argv[1]}`) await exportsBenchmark();
