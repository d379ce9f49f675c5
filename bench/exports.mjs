// The back office's two biggest downloads, against the started cms, each with the cms's memory
// sampled every 100 ms while it runs:
// (a) the checklist spreadsheet (GET /api/exports/checklist) of BENCH_EXPORT_ROWS (50,000) rows, all
//     of one year: time to the last byte and peak memory growth;
// (b) the results sheet (GET /api/exports/results) of BENCH_EXPORT_ROWS results of one year, and the
//     payment sheet (GET /api/exports/payments) of as many payments of one year: the same figures;
// (c) the zip of a year's stored files (GET /api/getapplicationfiles) of BENCH_ZIP_MB (2048 MB) of
//     real files on disk, and the same at a quarter of that size, to see memory stay flat: MB/s.
// Each part has a cms of its own, so the first cannot warm the second's memory. Each download has a
// baseline in the same run on the same data, in a process of its own (lib/child-task.mjs), with
// the ratio on our row: a sheet's is the same rows written the way exceljs's README shows first
// (lib/naive-sheet.mjs), a zip's the same files zipped by jszip (lib/naive-zip.mjs).
import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { cmsRequire } from '../scripts/lib/portal-storage.mjs';
import { download, zipDirectory } from './lib/download.mjs';
import { withCmsUsage } from './lib/cms-usage.mjs';
import { measureChild } from './lib/child-task.mjs';
import { ratio } from './lib/load.mjs';
import { call, signInStaff } from './lib/portal-api.mjs';
import { report } from './lib/report.mjs';
import { seedApplications, withDatabase } from './lib/seed.mjs';
import { databaseKind, startCms } from './lib/start-cms.mjs';

const EXPORT_ROWS = Number(process.env.BENCH_EXPORT_ROWS || 50_000);
const ZIP_MB = Number(process.env.BENCH_ZIP_MB || 2048);
const MB = 2 ** 20;
const ZIP_TARGET_MB_S = 150;
// About 94% of the generated applications are submitted, and only those are the grid's rows.
const SUBMITTED_SHARE = 0.94;
// Stored files per generated application and their mean size (the generator's), to seed enough.
const MEAN_BYTES_PER_APPLICATION = 5.5 * MB;
const PORTS = { checklist: 1711, zip: 1712, results: 1713, payments: 1714 };
// Applications seeded for the results and payment sheets, whose rows are then copied up to size.
const SHEET_APPLICATIONS = 4000;
// A baseline not done in this time is shown as such: the point is made, and the run goes on.
const BASELINE_TIMEOUT_MS = 3 * 60_000;

const seconds = (ms) => Math.round(ms / 100) / 10;
const mbPerSecond = (bytes, ms) => bytes / MB / (ms / 1000);
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

// A row of the table: one of our downloads (the cms's usage) or a baseline's run (its process's).
const tableRow = ({ call: label, firstByteMs = null, lastByteMs = null, rate = null, usage, target = null, isMet = null }) => ({
  call: label,
  'first byte s': firstByteMs === null ? null : seconds(firstByteMs),
  'last byte s': lastByteMs === null ? null : seconds(lastByteMs),
  'MB/s': rate === null ? null : Math.round(rate),
  'x baseline': null,
  'CPU %': usage?.cpuPercent ?? null,
  'RSS before MB': usage?.memory.beforeMb ?? null,
  'RSS peak MB': usage?.memory.peakMb ?? null,
  'RSS growth MB': usage?.memory.growthMb ?? null,
  target,
  met: isMet === null ? null : met(isMet),
});

// Runs a baseline's child (lib/child-task.mjs) and `check`s what it made (answering any more of
// its row's fields); answers its result and row. A baseline that fails (out of memory, too slow,
// wrong output) is a row saying so, and the run goes on.
const runBaseline = async (label, script, input, check) => {
  try {
    const { result, memory, cpuPercent } = await measureChild(new URL(script, import.meta.url), input, { timeoutMs: BASELINE_TIMEOUT_MS });
    const fields = await check(result);
    return { result, row: tableRow({ call: label, lastByteMs: result.ms, usage: { memory, cpuPercent }, ...fields }) };
  } catch (error) {
    console.log(`${label}: ${error.message}`);
    return { result: null, row: tableRow({ call: `${label}: FAILED, ${error.message}` }) };
  }
};

// One spreadsheet download measured: its time to the last byte and the cms's memory growth; then
// its baseline, the same workbook written by exceljs's in-memory Workbook.
const measureSheet = async (cms, token, { name, path: url, expected }) => {
  const { result, memory, cpuPercent } = await withCmsUsage(cms, () => download(cms.url, url, { token, keep: 'all' }));
  if (result.status !== 200 || !result.complete) throw new Error(`The ${name} export answered ${result.status}`);
  const rows = await sheetRows(result.body);
  if (rows !== expected) throw new Error(`The ${name} has ${rows} rows, not ${expected}`);
  console.log(`${name} of ${rows} rows: ${(result.bytes / MB).toFixed(1)} MB in ${seconds(result.lastByteMs)} s`);
  const ours = tableRow({
    call: `GET ${url.split('?')[0]} (${rows} rows, ${(result.bytes / MB).toFixed(1)} MB)`,
    firstByteMs: result.firstByteMs,
    lastByteMs: result.lastByteMs,
    usage: { memory, cpuPercent },
    target: '< 10 s, growth < 300 MB',
    isMet: result.lastByteMs < 10_000 && memory.growthMb < 300,
  });
  const [input, output] = ['ours', 'baseline'].map((file) => path.join(cms.workDir, `${name} ${file}.xlsx`));
  await writeFile(input, result.body);
  const baseline = await runBaseline(
    'baseline: exceljs in-memory Workbook, same rows, writeFile only (no database read)',
    './lib/naive-sheet.mjs',
    { input, output },
    async () => {
      const written = await sheetRows(await readFile(output));
      if (written !== rows) throw new Error(`wrote ${written} rows, not ${rows}`);
    },
  );
  if (baseline.result) {
    console.log(`${name} baseline: ${seconds(baseline.result.ms)} s`);
    ours['x baseline'] = ratio(baseline.result.ms, result.lastByteMs);
  }
  return [ours, baseline.row];
};

const checklist = async () => {
  const cms = await startCms({ port: PORTS.checklist });
  try {
    const { settings } = await call(cms.url, '/api/portal-content');
    const year = settings.cycle_year;
    await seedApplications(cms, Math.ceil(EXPORT_ROWS / SUBMITTED_SHARE), { years: [year] });
    const token = await signInStaff(cms.url);
    // The grid's count: the rows the export must have.
    const expected = await submittedIn(cms, token, year);
    return await measureSheet(cms, token, { name: 'Checklist', path: `/api/exports/checklist?application_year=${year}`, expected });
  } finally {
    await cms.stop();
  }
};

// A row read back as it is written again: node-postgres reads a json column (a result's subjects)
// as an array or object, which it would write as a PostgreSQL array, so it goes back as JSON text.
const asWritten = (row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value !== null && typeof value === 'object' && !(value instanceof Date) ? JSON.stringify(value) : value]));

// Copies the seeded rows of `table` (results or payments) that `ofYear` picks, each linked to its
// original's application, until `rows` of them are of that year: answers that count.
const copyRowsUpTo = async (knex, { table, link, column }, ofYear, rows) => {
  const originals = await ofYear(knex(`${table} as t`).join(`${link} as l`, `l.${column}`, 't.id')).select('t.*', 'l.application_id');
  if (originals.length === 0) throw new Error(`No ${table} were seeded to copy`);
  await knex.transaction(async (trx) => {
    const copies = Array.from({ length: Math.max(0, rows - originals.length) }, (_value, index) => {
      const { id: _id, application_id: applicationId, ...row } = originals[index % originals.length];
      return { row: { ...asWritten(row), document_id: `${row.document_id}-copy${index}` }, applicationId };
    });
    for (let start = 0; start < copies.length; start += 200) {
      const chunk = copies.slice(start, start + 200);
      const ids = await trx(table).insert(chunk.map((copy) => copy.row)).returning('id');
      await trx(link).insert(chunk.map((copy, index) => ({ [column]: ids[index].id ?? ids[index], application_id: copy.applicationId, [column.replace(/_id$/, '_ord')]: 1 })));
    }
  });
  return Number((await ofYear(knex(`${table} as t`).join(`${link} as l`, `l.${column}`, 't.id')).count({ n: '*' }))[0].n);
};

// The results sheet of one year (every period) or the payment sheet of that year's days, with
// BENCH_EXPORT_ROWS rows: a cms of its own, applications of the last year and this one (the
// generator gives results to an earlier year's only), the last year's rows copied up to the size.
const yearSheet = async (kind) => {
  const cms = await startCms({ port: PORTS[kind] });
  try {
    const { settings } = await call(cms.url, '/api/portal-content');
    const year = settings.cycle_year - 1;
    await seedApplications(cms, SHEET_APPLICATIONS, { years: [year, settings.cycle_year] });
    const expected = await withDatabase(cms, (knex) =>
      kind === 'results'
        ? copyRowsUpTo(
            knex,
            { table: 'application_results', link: 'application_results_application_lnk', column: 'result_id' },
            (query) => query.join('applications as a', 'a.id', 'l.application_id').where('a.application_year', year),
            EXPORT_ROWS,
          )
        : copyRowsUpTo(
            knex,
            { table: 'application_payments', link: 'application_payments_application_lnk', column: 'payment_id' },
            (query) => query.whereBetween('t.payment_date', [`${year}-01-01`, `${year}-12-31`]),
            EXPORT_ROWS,
          ),
    );
    const token = await signInStaff(cms.url);
    return kind === 'results'
      ? await measureSheet(cms, token, { name: 'Results sheet', path: `/api/exports/results?application_year=${year}&results_period=all`, expected })
      : // The payment sheet ends with a total row.
        await measureSheet(cms, token, { name: 'Payment sheet', path: `/api/exports/payments?from=${year}-01-01&to=${year}-12-31`, expected: expected + 1 });
  } finally {
    await cms.stop();
  }
};

// Seeds a year of applications with real storage keys, then writes a file of each document's
// recorded size (the zip stops on a file that differs from its row), scaled so they total
// `targetBytes`: answers the files written, their bytes and entries (name and path of each, for the
// baseline's zip).
const yearOfFiles = async (cms, year, targetBytes) => {
  const count = Math.max(1, Math.round(targetBytes / MEAN_BYTES_PER_APPLICATION));
  await seedApplications(cms, count, { years: [year], fileKeys: true, seed: year });
  const documents = await withDatabase(cms, async (knex) => {
    const rows = await knex('application_documents as d')
      .join('application_documents_application_lnk as l', 'l.document_id', 'd.id')
      .join('applications as a', 'a.id', 'l.application_id')
      .where('a.application_year', year)
      .select('d.id', 'd.storage_key', 'd.size', 'd.original_name', 'l.application_id');
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
  const entries = [];
  for (const [index, { id, storage_key: key, size, original_name: name, application_id: applicationId }] of documents.entries()) {
    const folder = path.join(cms.privateUploads, key.slice(0, 2));
    // An application's folder, as in ours; the id keeps two files of one name apart.
    entries.push({ name: `${applicationId}/${id}-${name}`, file: path.join(folder, key) });
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
  return { files: documents.length, bytes, entries };
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
    const ours = [];
    const baselines = [];
    for (const { year, mb, files, bytes, entries } of written) {
      const { result, memory, cpuPercent } = await withCmsUsage(cms, () => download(cms.url, `/api/getapplicationfiles?application_year=${year}`, { token }));
      if (result.status !== 200 || !result.complete || Number(result.headers['content-length']) !== result.bytes) {
        throw new Error(`The zip of ${year} answered ${result.status} with ${result.bytes} of ${result.headers['content-length']} bytes`);
      }
      const zip = zipDirectory(result.tail, result.bytes);
      if (zip.entries !== files || zip.bytes !== bytes) throw new Error(`The zip of ${year} holds ${zip.entries} files of ${zip.bytes} bytes, not ${files} of ${bytes}`);
      const rate = mbPerSecond(result.bytes, result.lastByteMs);
      console.log(`Zip of ${year}: ${files} files, ${(result.bytes / MB).toFixed(0)} MB at ${rate.toFixed(0)} MB/s, RSS +${memory.growthMb} MB`);
      const size = `${files} files, ${(bytes / MB).toFixed(0)} MB${mb === ZIP_MB ? '' : ', 1/4 size'}`;
      const row = tableRow({
        call: `GET /api/getapplicationfiles (${size})`,
        firstByteMs: result.firstByteMs,
        lastByteMs: result.lastByteMs,
        rate,
        usage: { memory, cpuPercent },
        target: `>= ${ZIP_TARGET_MB_S} MB/s, growth flat`,
        isMet: rate >= ZIP_TARGET_MB_S,
      });
      // The same files by jszip, checked as ours is: every entry, holding the year's bytes.
      const baseline = await runBaseline(`baseline: jszip, STORE, files as read streams (${size})`, './lib/naive-zip.mjs', { files: entries }, (made) => {
        if (made.zip.entries !== files || made.zip.bytes !== bytes) throw new Error(`made ${made.zip.entries} files of ${made.zip.bytes} bytes, not ${files} of ${bytes}`);
        return { rate: mbPerSecond(made.bytes, made.ms) };
      });
      if (baseline.result) {
        console.log(`Zip of ${year} by jszip: ${baseline.row['MB/s']} MB/s, RSS +${baseline.row['RSS growth MB']} MB`);
        row['x baseline'] = ratio(rate, mbPerSecond(baseline.result.bytes, baseline.result.ms));
      }
      ours.push(row);
      baselines.push(baseline.row);
    }
    // Flat: the whole zip, four times the bytes, peaks no higher than the quarter did (within
    // 32 MB of noise), whatever the quarter's own growth was (its cms had not streamed a zip yet).
    const [quarter, whole] = ours;
    whole.met = met(whole['MB/s'] >= ZIP_TARGET_MB_S && whole['RSS peak MB'] <= quarter['RSS peak MB'] + 32);
    return [quarter, baselines[0], whole, baselines[1]];
  } finally {
    // Removes the work folder, and with it the files written.
    await cms.stop();
  }
};

export const exportsBenchmark = async () => {
  const rows = [...(await checklist()), ...(await yearSheet('results')), ...(await yearSheet('payments')), ...(await zips())];
  report(`exports-${databaseKind()}`, rows, {
    database: databaseKind(),
    rows_asked: EXPORT_ROWS,
    zip_mb: ZIP_MB,
    memory: 'RSS sampled every 100 ms; growth is the peak less the RSS just before the download (a baseline: just before its timed part)',
    baselines:
      "each in a process of its own, whose CPU % and RSS its row shows (ours: the cms's). A sheet's: our download loaded (untimed) into exceljs's in-memory Workbook and written with writeFile, " +
      "so its time is writing alone, with no database read; a zip's: the same files added to jszip as read streams and generated as a stored Node stream into a counting sink. " +
      `x baseline, on our row: how many times faster ours is (the baseline's seconds over ours for a sheet, our MB/s over its for a zip). A baseline not done in ${BASELINE_TIMEOUT_MS / 60_000} min shows as failed`,
    files: 'random bytes written (and fsynced) to the private-uploads folder just before, so the zip reads them from the page cache',
    targets: `checklist, results and payment sheets of 50,000 rows each < 10 s with < 300 MB growth; zip of 2 GB >= ${ZIP_TARGET_MB_S} MB/s with growth flat (the same at 1/4 the size)`,
  });
};

if (import.meta.url === `file://${process.argv[1]}`) await exportsBenchmark();
