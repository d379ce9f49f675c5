import path from 'node:path';
import { compileStrapi, createStrapi } from '@strapi/strapi';
import { testEnv, TEST_APPLICANT } from './test-env';

const appDir = path.resolve(__dirname, '../..');

// One real Strapi for the whole run, listening on a free port; test files reach it over HTTP
// (CMS_TEST_URL) and read the database through tests/support/database.ts.
export default async () => {
  Object.assign(process.env, testEnv());
  const { distDir } = await compileStrapi({ appDir });
  const strapi = await createStrapi({ appDir, distDir, autoReload: false, serveAdminPanel: false }).load();
  await strapi.listen();

  await createApplicantFixture(strapi);

  const address = strapi.server.httpServer.address() as { port: number };
  process.env.CMS_TEST_URL = `http://127.0.0.1:${address.port}`;
  (globalThis as any).__STRAPI__ = strapi;
};

// Registration (POST /api/addapplicant) belongs to the applicant API; until then the suite's
// applicant account is made the way registration will make it: a user with the Applicant role
// and its applicant record.
const createApplicantFixture = async (strapi: any) => {
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'applicant' } });
  const user = await strapi.documents('plugin::users-permissions.user').create({
    data: {
      username: TEST_APPLICANT.email,
      email: TEST_APPLICANT.email,
      password: TEST_APPLICANT.password,
      provider: 'local',
      confirmed: true,
      role: role.id,
    },
  });
  await strapi.db.query('api::applicant.applicant').create({
    data: {
      user: user.id,
      email: TEST_APPLICANT.email,
      first_name: TEST_APPLICANT.first_name,
      last_name: TEST_APPLICANT.last_name,
    },
  });
};
