import bcrypt from 'bcryptjs';
import { api } from './api';
import { db } from './database';
import { TEST_CMS_ADMIN } from './test-env';

/** The admin panel's API (any path) as the admin with these credentials. Strapi limits admin sign-ins: sign in once per file. */
export const signInAs = async (credentials: { email: string; password: string }) => {
  const login = await api().post('/admin/login').send(credentials).expect(200);
  const token: string = login.body.data.token;
  return {
    get: (path: string) => api().get(path).set('Authorization', `Bearer ${token}`),
    post: (path: string, body: object) => api().post(path).set('Authorization', `Bearer ${token}`).send(body),
    put: (path: string, body: object) => api().put(path).set('Authorization', `Bearer ${token}`).send(body),
    delete: (path: string) => api().delete(path).set('Authorization', `Bearer ${token}`),
  };
};

/**
 * A super admin exists only when an operator makes one (`strapi admin:create-user`, README); a test
 * makes one in the database as that command does, and gets its credentials.
 */
export const createSuperAdmin = async () => {
  const credentials = { email: `super.${Date.now()}.${Math.round(Math.random() * 1e6)}@bursary.local`, password: 'Super!admin2025' };
  const role = await db()('admin_roles').where({ code: 'strapi-super-admin' }).first('id');
  const now = new Date();
  const [created] = await db()('admin_users')
    .insert({
      document_id: `super-${now.getTime()}-${Math.round(Math.random() * 1e6)}`,
      firstname: 'Operator',
      lastname: 'Made',
      email: credentials.email,
      password: bcrypt.hashSync(credentials.password, 10),
      is_active: true,
      blocked: false,
      created_at: now,
      updated_at: now,
    })
    .returning('id');
  await db()('admin_users_roles_lnk').insert({ user_id: typeof created === 'object' ? created.id : created, role_id: role.id });
  return credentials;
};

// The Strapi admin panel's own API, as an editor's browser uses it (of the run's cms, unless
// `client` calls another).
export const signInToAdminPanel = async (client = api) => {
  const login = await client().post('/admin/login').send(TEST_CMS_ADMIN).expect(200);
  const token: string = login.body.data.token;
  const as = (request: ReturnType<ReturnType<typeof api>['get']>) => request.set('Authorization', `Bearer ${token}`);
  return {
    get: (path: string) => as(client().get(`/content-manager${path}`)),
    put: (path: string, body: object) => as(client().put(`/content-manager${path}`)).send(body),
    post: (path: string, body: object) => as(client().post(`/content-manager${path}`)).send(body),
    delete: (path: string) => as(client().delete(`/content-manager${path}`)),
  };
};

export const SETTINGS = '/single-types/api::portal.portal-setting';

// Editors open and close the cycle and move its year in the admin panel: the settings are changed
// for the length of `run`, then put back.
export const withPortalSettings = async (change: { cycle_year?: number; applications_open?: boolean }, run: () => Promise<void>) => {
  const editor = await signInToAdminPanel();
  const before = (await editor.get(SETTINGS).expect(200)).body.data;
  await editor.put(SETTINGS, change).expect(200);
  try {
    await run();
  } finally {
    await editor.put(SETTINGS, { cycle_year: before.cycle_year, applications_open: before.applications_open }).expect(200);
  }
};

const EMAIL_TEMPLATES = '/collection-types/api::messaging.email-template';

type EmailTemplate = { documentId: string; key: string; subject: string; body: string };

// Editors change an e-mail template in the admin panel: the template `key` is changed for the
// length of `run`, then put back. Sign in once per file (`editor`), as Strapi limits admin sign-ins.
export const withEmailTemplate = async (
  editor: Awaited<ReturnType<typeof signInToAdminPanel>>,
  key: string,
  change: Partial<Omit<EmailTemplate, 'documentId'>>,
  run: () => Promise<void>,
) => {
  const list = await editor.get(`${EMAIL_TEMPLATES}?filters[key][$eq]=${key}`).expect(200);
  const original: EmailTemplate = list.body.results[0];
  await editor.put(`${EMAIL_TEMPLATES}/${original.documentId}`, change).expect(200);
  try {
    await run();
  } finally {
    await editor
      .put(`${EMAIL_TEMPLATES}/${original.documentId}`, { key: original.key, subject: original.subject, body: original.body })
      .expect(200);
  }
};
