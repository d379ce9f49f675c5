import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { signIn } from '../support/api';
import { streamDownload } from '../support/downloads';
import { applicationWithFiles, storeLargeDocuments } from '../support/exports-arrange';
import { documentRows, privateUploadsDir, sha256 } from '../support/files';
import { storedZipEntries } from '../support/office-files';

const MB = 1024 * 1024;

// The cms runs in this jest process (tests/support/global-setup), so this process's resident
// memory is the server's: sampled while a 200 MB zip streams to a client writing it to disk.
// The files this process has open under private storage (Linux's /proc).
const openStoredFiles = () =>
  fsSync
    .readdirSync('/proc/self/fd')
    .map((fd) => {
      try {
        return fsSync.readlinkSync(`/proc/self/fd/${fd}`);
      } catch {
        return ''; // closed meanwhile
      }
    })
    .filter((target) => target.startsWith(privateUploadsDir()));

// The stored files still open once none has been for 300 ms in a row (or after 5 s, those open
// then). A single empty reading is not enough: a file the server began opening just before the
// client left (its open still on Node's thread pool) shows up a moment later, then closes.
const storedFilesOnceSettled = async () => {
  const until = Date.now() + 5000;
  let closedSince = Date.now();
  while (Date.now() < until) {
    if (openStoredFiles().length > 0) closedSince = Date.now();
    else if (Date.now() - closedSince >= 300) return [];
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return openStoredFiles();
};

describe('[STAFF][ZIP]: memory stays flat while a large zip streams', () => {
  const zipFile = path.join(os.tmpdir(), `exports-memory-${process.pid}-${Date.now()}.zip`);
  let remove: () => Promise<void> = async () => undefined;
  let staff: { token: string };
  let applicantId = 0;

  afterAll(async () => {
    await remove();
    await fs.rm(zipFile, { force: true });
  });

  it('zips 200 MB of stored files with resident memory growing less than 100 MB, every byte intact', async () => {
    staff = await signIn();
    const { applicant, applicationId } = await applicationWithFiles({ submit: false });
    applicantId = applicant.applicantId;
    const large = await storeLargeDocuments(applicationId, 100, 2 * MB);
    remove = large.remove;
    const files = await documentRows(applicationId);
    const totalBytes = files.reduce((sum, file) => sum + file.size, 0);
    expect(totalBytes).toBeGreaterThanOrEqual(200 * MB);

    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    const started = process.hrtime.bigint();
    const output = createWriteStream(zipFile);
    const download = await streamDownload(`/api/downloadapplicantfolder?applicant_id=${applicant.applicantId}`, staff.token, { to: output });
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    clearInterval(sampler);
    if (!output.closed) await once(output, 'close');

    const growth = peak - baseline;
    console.log(
      `Zip of ${files.length} files: ${(download.bytes / MB).toFixed(1)} MB in ${seconds.toFixed(2)} s = ${(download.bytes / MB / seconds).toFixed(0)} MB/s; ` +
        `resident memory ${(baseline / MB).toFixed(0)} MB before, peak ${(peak / MB).toFixed(0)} MB (+${(growth / MB).toFixed(1)} MB)`,
    );
    expect(download.status).toBe(200);
    expect(download.isComplete).toBe(true);
    expect(download.headers['content-length']).toBe(String(download.bytes));
    expect(growth).toBeLessThan(100 * MB);

    // Every entry's bytes are the stored file's, read back from the zip on disk one at a time.
    const entries = await storedZipEntries(zipFile);
    expect(entries).toHaveLength(files.length);
    const handle = await fs.open(zipFile, 'r');
    try {
      for (const document of large.documents) {
        const entry = entries.find((candidate) => candidate.name.endsWith(`/${document.name}`))!;
        const bytes = Buffer.alloc(entry.size);
        await handle.read(bytes, 0, entry.size, entry.dataOffset);
        expect(sha256(bytes)).toBe(document.sha256);
      }
    } finally {
      await handle.close();
    }
  }, 120000);

  it('stops reading the stored files as soon as the client goes away', async () => {
    await new Promise<void>((resolve, reject) => {
      const request = http.get(
        `${process.env.CMS_TEST_URL}/api/downloadapplicantfolder?applicant_id=${applicantId}`,
        { headers: { Authorization: `Bearer ${staff.token}` } },
        (response) => response.once('data', () => (request.destroy(), resolve())),
      );
      request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
    });
    expect(await storedFilesOnceSettled()).toEqual([]);
  });
});
