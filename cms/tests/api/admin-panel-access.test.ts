import fs from 'node:fs';
import path from 'node:path';
import { createSuperAdmin, signInAs } from '../support/cms-admin';
import { db } from '../support/database';
import { TEST_CMS_ADMIN } from '../support/test-env';
import { EDITABLE_CONTENT_TYPES, PERSONAL_DATA_TYPES } from '../../src/utils/content-access';

// The Strapi admin panel is the content editors' door, and only that. The account made from
// CMS_ADMIN_EMAIL is an Editor: texts, templates, lists, settings and media, nothing else. No role,
// not even a super admin, reaches applicants' personal data or the access log through it.

const SINGLE_TYPES = ['api::portal.portal-setting'];
const pathOf = (uid: string) => `/content-manager/${SINGLE_TYPES.includes(uid) ? 'single-types' : 'collection-types'}/${uid}`;

// Strapi limits admin sign-ins per address and e-mail: each account signs in once for the file.
let editor: Awaited<ReturnType<typeof signInAs>>;
beforeAll(async () => {
  editor = await signInAs(TEST_CMS_ADMIN);
});

describe('[SECURITY][ADMIN PANEL]: roles', () => {
  it('every content type is either editable content or personal data, never both', () => {
    const apiFolder = path.resolve(__dirname, '../../src/api');
    const uids = fs
      .readdirSync(apiFolder)
      .flatMap((domain) => {
        const folder = path.join(apiFolder, domain, 'content-types');
        return fs.existsSync(folder) ? fs.readdirSync(folder).map((name) => `api::${domain}.${name}`) : [];
      })
      .sort();
    expect([...EDITABLE_CONTENT_TYPES, ...PERSONAL_DATA_TYPES].sort()).toEqual(uids);
  });

  it('the editor account is an Editor, not a super admin', async () => {
    const { body } = await editor.get('/admin/users/me').expect(200);
    expect(body.data.roles.map((role: { code: string }) => role.code)).toEqual(['strapi-editor']);
    await editor.get('/admin/users').expect(403);
  });

  it.each(EDITABLE_CONTENT_TYPES)('the editor reads %s', async (uid) => {
    await editor.get(pathOf(uid)).expect(200);
  });

  it('the editor uses the media library', async () => {
    await editor.get('/upload/files').expect(200);
  });

  it.each(PERSONAL_DATA_TYPES)('the editor can neither read, create nor delete %s', async (uid) => {
    await editor.get(pathOf(uid)).expect(403);
    await editor.post(pathOf(uid), { action: 'forged' }).expect(403);
    await editor.delete(`${pathOf(uid)}/anything`).expect(403);
    await editor.post(`${pathOf(uid)}/actions/bulkDelete`, { documentIds: ['anything'] }).expect(403);
  });

  it('the editor cannot create API tokens, manage users and roles, or read the portal users', async () => {
    await editor.post('/admin/api-tokens', { name: 'mine', type: 'full-access', lifespan: null }).expect(403);
    await editor.get('/admin/api-tokens').expect(403);
    await editor.get('/admin/roles').expect(403);
    await editor.get('/content-manager/collection-types/plugin::users-permissions.user').expect(403);
    await editor.get('/users-permissions/roles').expect(403);
  });

  it('not even a super admin reaches personal data or changes the access log through the panel', async () => {
    const superAdmin = await signInAs(await createSuperAdmin());
    const auditLog = pathOf('api::audit.audit-log');
    const rowsBefore = await db()('audit_logs').count({ count: '*' }).first();
    await superAdmin.get(auditLog).expect(403);
    await superAdmin.post(auditLog, { action: 'forged.entry', at: new Date().toISOString() }).expect(403);
    const [row] = await db()('audit_logs').select('document_id').limit(1);
    if (row) {
      await superAdmin.delete(`${auditLog}/${row.document_id}`).expect(403);
      await superAdmin.put(`${auditLog}/${row.document_id}`, { action: 'rewritten' }).expect(403);
    }
    await superAdmin.get(`/content-manager/collection-types/${encodeURIComponent('api::applicant.applicant')}`).expect(403);
    await superAdmin.get('/content-manager/history-versions?contentType=api::applicant.applicant').expect(403);
    const rowsAfter = await db()('audit_logs').count({ count: '*' }).first();
    expect(Number(rowsAfter!.count)).toBe(Number(rowsBefore!.count));
    // What the panel is for still works for a super admin.
    await superAdmin.get(pathOf('api::portal.portal-text')).expect(200);
  });
});
