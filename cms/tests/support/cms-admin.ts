import { api } from './api';
import { TEST_CMS_ADMIN } from './test-env';

// The Strapi admin panel's own API, as an editor's browser uses it.
export const signInToAdminPanel = async () => {
  const login = await api().post('/admin/login').send(TEST_CMS_ADMIN).expect(200);
  const token: string = login.body.data.token;
  const as = (request: ReturnType<ReturnType<typeof api>['get']>) => request.set('Authorization', `Bearer ${token}`);
  return {
    get: (path: string) => as(api().get(`/content-manager${path}`)),
    put: (path: string, body: object) => as(api().put(`/content-manager${path}`)).send(body),
    post: (path: string, body: object) => as(api().post(`/content-manager${path}`)).send(body),
    delete: (path: string) => as(api().delete(`/content-manager${path}`)),
  };
};

const SETTINGS = '/single-types/api::portal.portal-setting';

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
