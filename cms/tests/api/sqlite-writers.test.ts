import { spawn } from 'node:child_process';
import path from 'node:path';
import { api } from '../support/api';
import { authorised, registerApplicant } from '../support/applicants';
import { createApplication } from '../support/applications';
import { samplePdf } from '../support/files';

// Other processes write the SQLite file too: npm run backup, restore and retention, and a second
// cms. A cms transaction that reads and then writes must wait for such a writer, not fail: SQLite
// refuses a deferred transaction's write outright once another connection has committed since its
// read, whatever the busy timeout, so the cms begins its transactions IMMEDIATE.

const isSqlite = process.env.DATABASE_CLIENT !== 'postgres';
const HOLD_MS = 700;

// Another process that takes the write lock, changes a row, holds the lock HOLD_MS, then commits.
const holdWriteLock = () =>
  new Promise<{ done: Promise<void> }>((resolve, reject) => {
    const script = `
      const Database = require(${JSON.stringify(path.resolve(__dirname, '../../node_modules/better-sqlite3'))});
      const db = new Database(process.env.DATABASE_FILENAME);
      db.pragma('busy_timeout = 5000');
      db.exec('BEGIN IMMEDIATE');
      db.prepare('update up_roles set description = description || \\'\\' where id = (select min(id) from up_roles)').run();
      process.stdout.write('locked\\n');
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ${HOLD_MS});
      db.exec('COMMIT');
      db.close();`;
    const child = spawn(process.execPath, ['-e', script], { env: process.env, stdio: ['ignore', 'pipe', 'inherit'] });
    const done = new Promise<void>((finished, failed) => child.on('exit', (code) => (code === 0 ? finished() : failed(new Error(`lock holder exit ${code}`)))));
    child.stdout.once('data', () => resolve({ done }));
    child.once('error', reject);
  });

(isSqlite ? describe : describe.skip)('[RELIABILITY][SQLITE]: another process writing the database', () => {
  it('makes an upload (read, then write, in one transaction) wait its turn and succeed, not fail with a 500', async () => {
    const applicant = await registerApplicant();
    const applicationId = await createApplication(applicant);
    const upload = () =>
      api()
        .post('/api/updateapplicationfiles')
        .set(authorised(applicant))
        .field('filename', 'id_document')
        .field('application_id', String(applicationId))
        .attach('file', samplePdf(), { filename: 'id.pdf', contentType: 'application/pdf' });

    const holder = await holdWriteLock();
    const [response] = await Promise.all([upload(), holder.done]);
    expect(response.status).toBe(200);
    const { body } = await api().get('/api/applicationdocuments').query({ application_id: applicationId }).set(authorised(applicant)).expect(200);
    expect(JSON.stringify(body)).toContain('id.pdf');
  });
});
