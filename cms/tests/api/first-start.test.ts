import { killCms, startCms, type CmsProcess } from '../support/cms-process';
import { ownDatabase } from '../support/own-database';
import { testEnv } from '../support/test-env';

// A deploy starts N cms instances at once on an empty PostgreSQL database. Each syncs Strapi's
// tables, runs the migrations and seeds (roles, reference lists, texts, templates, the rubric, the
// first accounts): steps that read, then write. Under the start lock (src/db/start-lock.ts) one
// instance does them while the others wait, then find everything there and add nothing. Three cms
// processes are started together on a database of this file's own, and every seeded thing must
// exist once.
//
// PostgreSQL only: several instances share PostgreSQL in production; a SQLite file has one cms.

const isPostgres = process.env.DATABASE_CLIENT === 'postgres';
const INSTANCES = 3;

// Each seeded thing by what makes it one: a content type with draft and publish keeps a draft and a
// published row of one document, so those count documents.
const DUPLICATES: Record<string, string> = {
  'users-permissions roles': 'select type from up_roles group by type having count(*) > 1',
  'admin roles': 'select code from admin_roles group by code having count(*) > 1',
  'portal accounts': 'select email from up_users group by email having count(*) > 1',
  'admin accounts': 'select email from admin_users group by email having count(*) > 1',
  'accounts with two roles': 'select user_id from up_users_role_lnk group by user_id having count(*) > 1',
  'portal settings': 'select count(distinct document_id) from portal_settings having count(distinct document_id) > 1',
  'reference options': 'select list, name from reference_options group by list, name having count(distinct document_id) > 1',
  'portal texts': 'select key from portal_texts group by key having count(distinct document_id) > 1',
  'e-mail templates': 'select key from email_templates group by key having count(distinct document_id) > 1',
  'letter templates': 'select key from letter_templates group by key having count(distinct document_id) > 1',
  'guide steps': 'select position from guide_steps group by position having count(distinct document_id) > 1',
  'rubric criteria': 'select year, key from rubric_criteria group by year, key having count(distinct document_id) > 1',
  'media files': 'select name from files group by name having count(*) > 1',
  locales: 'select code from i18n_locale group by code having count(*) > 1',
  'Strapi settings': 'select key, environment, tag from strapi_core_store_settings group by key, environment, tag having count(*) > 1',
  migrations: 'select name from strapi_migrations group by name having count(*) > 1',
  'users-permissions permissions':
    'select p.action, l.role_id from up_permissions p join up_permissions_role_lnk l on l.permission_id = p.id group by p.action, l.role_id having count(*) > 1',
  'admin permissions':
    "select p.action, p.subject, coalesce(p.properties::text, ''), l.role_id from admin_permissions p join admin_permissions_role_lnk l on l.permission_id = p.id group by p.action, p.subject, coalesce(p.properties::text, ''), l.role_id having count(*) > 1",
};

const env = testEnv();
const database = ownDatabase(env, 'first_start');
const started: CmsProcess[] = [];

(isPostgres ? describe : describe.skip)('[DEPLOY]: several cms instances starting at once on an empty database', () => {
  beforeAll(async () => {
    await database.create();
    const starts = await Promise.allSettled(Array.from({ length: INSTANCES }, () => startCms(env, 180_000)));
    for (const start of starts) if (start.status === 'fulfilled') started.push(start.value);
    const failed = starts.filter((start): start is PromiseRejectedResult => start.status === 'rejected');
    if (failed.length > 0) throw new Error(`${failed.length} of ${INSTANCES} cms instances did not start:\n${failed.map((start) => String(start.reason)).join('\n')}`);
  }, 300_000);

  afterAll(async () => {
    await Promise.all(started.map(killCms));
    await database.remove();
  }, 60_000);

  it('all start, and one of them seeded: nothing exists twice', async () => {
    expect(started).toHaveLength(INSTANCES);
    const found = await database.withDatabase(async (connection) => {
      const rows: Record<string, unknown[]> = {};
      for (const [what, sql] of Object.entries(DUPLICATES)) rows[what] = (await connection.raw(sql)).rows;
      return rows;
    });
    expect(found).toEqual(Object.fromEntries(Object.keys(DUPLICATES).map((what) => [what, []])));
  });

  it('seeded everything once: the roles, the start accounts, the texts and the rubric', async () => {
    const counts = await database.withDatabase(async (connection) => ({
      roles: (await connection('up_roles').whereIn('type', ['staff', 'reviewer', 'applicant']).count({ count: '*' }).first())?.count,
      staff: (await connection('up_users').where({ email: env.STAFF_EMAIL.toLowerCase() }).count({ count: '*' }).first())?.count,
      templates: (await connection('email_templates').countDistinct({ count: 'key' }).first())?.count,
      rubric: (await connection('rubric_criteria').countDistinct({ count: 'key' }).first())?.count,
    }));
    expect(Object.fromEntries(Object.entries(counts).map(([what, count]) => [what, Number(count)]))).toEqual({
      roles: 3,
      staff: 1,
      templates: expect.any(Number),
      rubric: 4,
    });
    expect(Number(counts.templates)).toBeGreaterThan(10);
  });
});
