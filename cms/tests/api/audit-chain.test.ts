import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { api, signIn } from '../support/api';
import { authorised } from '../support/applicants';
import { db } from '../support/database';
import { waitForLetterRuns } from '../support/database-digest';
import { submittedApplication } from '../support/submitted-applications';

// The access log is append-only and hash-chained: `npm run verify-audit` says whether the chain is
// whole and where it breaks. Rows changed, deleted or added in the database directly, as someone
// with the database's password could, are found; putting them back makes the chain whole again.

const ROOT = path.resolve(__dirname, '../../..');
const run = promisify(execFile);

type Outcome = { code: number; stdout: string; stderr: string };
const script = async (name: 'verify-audit' | 'backup', args: string[] = []): Promise<Outcome> => {
  try {
    const { stdout, stderr } = await run(process.execPath, [path.join(ROOT, 'scripts', `${name}.mjs`), ...args], { env: process.env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
};
const verify = (args: string[] = []) => script('verify-audit', args);

const rowAt = (seq: number) => db()('audit_logs').where({ seq }).first();
const lastSeq = async () => Number((await db()('audit_logs').max({ seq: 'seq' }).first())!.seq);

let staff: { token: string; user: number };
let applicationId: number;

beforeAll(async () => {
  staff = await signIn();
  ({ applicationId } = await submittedApplication({ first_name: 'Chain', last_name: 'Checked' }));
  // Staff comment twenty times at once: every row joins the chain, none twice.
  await Promise.all(
    Array.from({ length: 20 }, (_, index) =>
      api().post('/api/addcomment').set(authorised(staff)).send({ application_id: applicationId, comment: `Checked ${index}` }).expect(200),
    ),
  );
  // And open the applicant's record twenty times at once: views are written together (group commit).
  await Promise.all(
    Array.from({ length: 20 }, () => api().get(`/api/getapplication/${applicationId}`).set(authorised(staff)).expect(200)),
  );
  await waitForLetterRuns();
}, 120_000);

describe('npm run verify-audit', () => {
  it('finds the chain whole after staff work, including twenty writes and twenty views at once', async () => {
    const { code, stdout } = await verify();
    expect(stdout).toMatch(/^The access log is whole: \d+ rows/);
    expect(code).toBe(0);
    const seqs = (await db()('audit_logs').orderBy('seq').pluck('seq')).map(Number);
    expect(seqs).toEqual(seqs.map((_, index) => index + 1));
    // Each view is its own row, by its staff login, as Strapi would have stored it.
    const views = await db()('audit_logs as a')
      .leftJoin('audit_logs_actor_lnk as l', 'l.audit_log_id', 'a.id')
      .where({ 'a.action': 'view.special_personal_information', 'a.target_id': String(applicationId) })
      .select('a.document_id', 'a.created_at', 'a.published_at', 'a.details', 'l.user_id');
    expect(views).toHaveLength(20);
    expect(new Set(views.map((view) => view.document_id)).size).toBe(20);
    for (const view of views) {
      expect(view).toMatchObject({ user_id: staff.user, document_id: expect.stringMatching(/^[a-z0-9]{24}$/) });
      expect(view.created_at).not.toBeNull();
      expect(typeof view.details === 'string' ? JSON.parse(view.details) : view.details).toMatchObject({ via: 'getapplication', count: 1 });
    }
  });

  it('finds a row changed in the database, and names it', async () => {
    const seq = (await lastSeq()) - 3;
    const original = await rowAt(seq);
    await db()('audit_logs').where({ seq }).update({ actor_email: 'someone.else@bursary.local' });
    try {
      const { code, stderr } = await verify();
      expect(code).toBe(1);
      expect(stderr).toContain(`row ${seq} was changed`);
    } finally {
      await db()('audit_logs').where({ seq }).update({ actor_email: original.actor_email });
    }

    await db()('audit_logs').where({ seq }).update({ details: JSON.stringify({ comment: 'Nothing to see' }) });
    try {
      expect((await verify()).stderr).toContain(`row ${seq}'s details were changed`);
    } finally {
      await db()('audit_logs').where({ seq }).update({ details: original.details });
    }
    expect((await verify()).code).toBe(0);
  });

  it('finds a row deleted from the middle, and one added behind the cms', async () => {
    const seq = (await lastSeq()) - 5;
    const row = await rowAt(seq);
    const links = await db()('audit_logs_actor_lnk').where({ audit_log_id: row.id });
    await db()('audit_logs_actor_lnk').where({ audit_log_id: row.id }).delete();
    await db()('audit_logs').where({ id: row.id }).delete();
    try {
      const { code, stderr } = await verify();
      expect(code).toBe(1);
      expect(stderr).toContain(`rows ${seq} to ${seq} are missing (deleted)`);
    } finally {
      await db()('audit_logs').insert(row);
      if (links.length) await db()('audit_logs_actor_lnk').insert(links);
    }

    const now = new Date();
    const [forged] = await db()('audit_logs')
      .insert({ document_id: `forged-${now.getTime()}`, action: 'comment.add', actor_email: 'staff.test@bursary.local', details: '{}', at: now, created_at: now, updated_at: now })
      .returning('id');
    const forgedId = typeof forged === 'object' ? forged.id : forged;
    try {
      expect((await verify()).stderr).toContain(`row id ${forgedId} is not in the chain`);
    } finally {
      await db()('audit_logs').where({ id: forgedId }).delete();
    }
    expect((await verify()).code).toBe(0);
  });

  it('with the last backup, finds rows deleted from the end; the backup itself checks the chain', async () => {
    const backupDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bursary-audit-backup-')), 'backup');
    const backup = await script('backup', ['--to', backupDir]);
    expect(backup.stdout).toMatch(/The access log is whole: \d+ rows\./);
    const manifest = JSON.parse(fs.readFileSync(path.join(backupDir, 'manifest.json'), 'utf8'));
    expect(manifest.audit_chain).toMatchObject({ whole: true, breaks: [] });

    const head = manifest.audit_chain.head.seq as number;
    const row = await rowAt(head);
    const links = await db()('audit_logs_actor_lnk').where({ audit_log_id: row.id });
    await db()('audit_logs_actor_lnk').where({ audit_log_id: row.id }).delete();
    await db()('audit_logs').where({ id: row.id }).delete();
    try {
      // Without the backup the shorter chain looks whole; the backup remembers its last row.
      const { code, stderr } = await verify(['--backup', backupDir]);
      expect(code).toBe(1);
      expect(stderr).toContain(`row ${head}, the last one the backup recorded, is gone`);
    } finally {
      await db()('audit_logs').insert(row);
      if (links.length) await db()('audit_logs_actor_lnk').insert(links);
      fs.rmSync(path.dirname(backupDir), { recursive: true, force: true });
    }
  }, 120_000);
});
