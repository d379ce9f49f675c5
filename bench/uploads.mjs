// Many applicants uploading at once (the hours before a closing date): rounds of
// BENCH_UPLOAD_CONCURRENCY (50) simultaneous uploads of a ~2 MB PDF through POST
// /api/updateapplicationfiles, each by a different signed-in applicant into their own application,
// BENCH_UPLOAD_ROUNDS (5) times. Per round (the first is the one-round case): latency, errors,
// throughput, the cms's CPU share and its memory after it, which must not grow with the number of
// uploads.
import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import http from 'node:http';
import { UNLIMITED } from './applicant-peak.mjs';
import { percentiles } from './lib/latency.mjs';
import { withCmsUsage } from './lib/cms-usage.mjs';
import { applicantWithApplication, call, inParallel } from './lib/portal-api.mjs';
import { report } from './lib/report.mjs';
import { startSmtpSink } from './lib/smtp-sink.mjs';
import { databaseKind, startCms } from './lib/start-cms.mjs';

const CONCURRENCY = Number(process.env.BENCH_UPLOAD_CONCURRENCY || 50);
const ROUNDS = Number(process.env.BENCH_UPLOAD_ROUNDS || 5);
const MB = 2 ** 20;
// Just under the update form's limit (UPLOAD_MAX_BYTES, 2 MB).
const PDF_BYTES = 2 * MB - 4096;
// The four documents of the application; a round uploads one of them, so later rounds replace
// earlier files as an applicant choosing a better scan does.
const FIELDS = ['id_document', 'affidavit', 'recommendation', 'motivation_letter'];
const PORTS = { cms: 1721, smtp: 1722 };

// The cms refuses a "PDF" that also holds web-page tags (services/documents: hasActiveMarkup).
const ACTIVE_MARKUP = /<(?:script|html|body|iframe|svg|object|embed)[\s/>]/i;

// A valid PDF of exactly PDF_BYTES: header, catalogue, and the rest a stream of random bytes
// (as a scan's compressed image is), then the trailer. `label` makes each file differ.
const pdfOf = (label, padding) => {
  const head = Buffer.from(`%PDF-1.4\n% ${label}\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n3 0 obj << /Length ${padding.length} >>\nstream\n`);
  const tail = Buffer.from('\nendstream\nendobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  return Buffer.concat([head, padding.subarray(0, PDF_BYTES - head.length - tail.length), tail]);
};

const randomPadding = () => {
  for (;;) {
    const bytes = randomBytes(PDF_BYTES);
    if (!ACTIVE_MARKUP.test(bytes.toString('latin1'))) return bytes;
  }
};

// The multipart body the applicant site's FormData makes (application_id, filename = the
// document, file), built before a round starts and sent with node:http: fetch's FormData encoding
// took three times the CPU (0.7 s a round against 0.25 s, to a server discarding the bytes) on
// the two cores the cms needs, and a real applicant's browser is on a machine of its own.
const multipartOf = (applicationId, field, pdf) => {
  const boundary = `----bench${randomBytes(12).toString('hex')}`;
  const part = (name, extra = '') => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${extra}\r\n`;
  return {
    type: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.concat([
      Buffer.from(`${part('application_id')}\r\n${applicationId}\r\n${part('filename')}\r\n${field}\r\n`),
      Buffer.from(`${part('file', `; filename="${field}.pdf"`)}Content-Type: application/pdf\r\n\r\n`),
      pdf,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
};

// POST /api/updateapplicationfiles as the applicant: the time to the whole answer, and the answer.
const upload = (url, token, { type, body }) =>
  new Promise((resolve) => {
    const started = performance.now();
    const failed = (error) => resolve({ ms: performance.now() - started, ok: false, error: error.message });
    const request = http.request(`${url}/api/updateapplicationfiles`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': type, 'content-length': body.length },
    }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('error', failed);
      response.on('end', () => {
        const ms = performance.now() - started;
        const text = Buffer.concat(chunks).toString();
        if (response.statusCode !== 200) return resolve({ ms, ok: false, error: `${response.statusCode} ${text.slice(0, 200)}` });
        return resolve({ ms, ok: true, document: JSON.parse(text).document });
      });
    });
    request.on('error', failed);
    request.end(body);
  });

export const uploads = async () => {
  const smtp = await startSmtpSink(PORTS.smtp);
  const cms = await startCms({ port: PORTS.cms, env: { ...UNLIMITED, ...smtp.env } });
  try {
    const runId = Date.now().toString(36);
    const applicants = await inParallel(CONCURRENCY, 4, (index) => applicantWithApplication(cms.url, index, runId));
    const padding = randomPadding();
    const rows = [];
    const latest = applicants.map(() => new Map());
    const allTimes = [];
    let errors = 0;
    const before = cms.memory();

    for (let round = 1; round <= ROUNDS; round += 1) {
      const field = FIELDS[(round - 1) % FIELDS.length];
      const bodies = applicants.map((applicant, index) => multipartOf(applicant.applicationId, field, pdfOf(`round ${round} applicant ${index}`, padding)));
      const started = performance.now();
      const { result, memory, cpuPercent } = await withCmsUsage(cms, () =>
        Promise.all(applicants.map((applicant, index) => upload(cms.url, applicant.token, bodies[index]))),
      );
      const seconds = (performance.now() - started) / 1000;
      const failed = result.filter((answer) => !answer.ok);
      if (failed.length > 0) console.log(`Round ${round}: ${failed.length} failed, e.g. ${failed[0].error}`);
      result.forEach((answer, index) => answer.ok && latest[index].set(field, answer.document));
      const times = result.map((answer) => answer.ms);
      allTimes.push(...times);
      errors += failed.length;
      const p = percentiles(times);
      rows.push({
        round: `${round} (${field})`,
        uploads: result.length,
        'p50 ms': p['p50 ms'],
        'p99 ms': p['p99 ms'],
        errors: failed.length,
        'MB/s': Math.round(((result.length - failed.length) * PDF_BYTES) / MB / seconds),
        'cms CPU %': cpuPercent,
        'RSS peak MB': memory.peakMb,
        'RSS after MB': memory.afterMb,
        met: p['p99 ms'] < 2000 && failed.length === 0 ? 'yes' : 'NO',
      });
      console.log(`Round ${round}: p99 ${p['p99 ms']} ms, RSS after ${memory.afterMb} MB`);
    }
    const all = percentiles(allTimes);
    rows.push({ round: 'all', uploads: allTimes.length, 'p50 ms': all['p50 ms'], 'p99 ms': all['p99 ms'], errors, met: all['p99 ms'] < 2000 && errors === 0 ? 'yes' : 'NO' });

    // The uploads are there: each applicant's documents, as the site lists them, are the files of
    // their last upload of each field (earlier ones replaced), and only those are on disk.
    let listed = 0;
    await inParallel(applicants.length, 4, async (index) => {
      const applicant = applicants[index];
      const { documents } = await call(cms.url, `/api/applicationdocuments?application_id=${applicant.applicationId}`, { token: applicant.token });
      for (const [field, document] of latest[index]) {
        const files = documents.find((kind) => kind.field === field).files;
        if (files.length !== 1 || files[0].id !== document.id || files[0].size !== PDF_BYTES) throw new Error(`Applicant ${index}'s ${field} is not the last upload`);
        listed += 1;
      }
    });
    const stored = (await readdir(cms.privateUploads, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).length;
    if (stored !== listed) throw new Error(`${stored} files are stored for ${listed} listed documents`);
    console.log(`${listed} documents listed by GET /api/applicationdocuments, ${stored} files stored`);

    report(`uploads-${databaseKind()}`, rows, {
      database: databaseKind(),
      concurrency: CONCURRENCY,
      rounds: ROUNDS,
      pdf_bytes: PDF_BYTES,
      documents_listed: listed,
      cms_memory_mb: { before, end: cms.memory() },
      targets: 'p99 < 2 s per round of 50 concurrent 2 MB uploads; RSS after each round not growing',
    });
  } finally {
    await cms.stop();
    await smtp.stop();
  }
};

if (import.meta.url === `file://${process.argv[1]}`) await uploads();
