import type { Knex } from 'knex';
import * as journey from '../../../packages/test-kit/src/applicant-journey';
import { api, signIn } from '../support/api';
import { authorised, registerApplicant } from '../support/applicants';
import { portalCalls } from '../support/applications';
import { killCms, startCms, type CmsProcess } from '../support/cms-process';
import { ownDatabase } from '../support/own-database';
import { samplePdf } from '../support/files';
import { issueLinkToken } from '../support/link-tokens';
import { TEST_CMS_ADMIN, testEnv } from '../support/test-env';

// Payments, comments, decisions and results were content types of the application
// (api::application.<name>) and are now their owners' (api::payment.payment, api::review.<name>),
// on the same tables. A database the code before the move made is upgraded on start by
// cms/database/migrations/…review-and-payment-content-types.js: the content manager's configuration
// and the admin roles' permissions are kept under the new uids, and the payments, comments,
// decisions and results written before are read as before.
//
// The database before: a cms of this file's own writes them through the API, is stopped, and its
// database is given what the code before the move kept there (its uids where Strapi stores a content
// type's uid: the content manager's configuration and the stored schema, the admin roles'
// permissions) and has not run the migration. Then the cms starts on it.

const MIGRATION = '2026.11.26T00.00.00.review-and-payment-content-types.js';
/** Each moved content type's uid before the move. */
const UID_BEFORE = {
  'api::payment.payment': 'api::application.payment',
  'api::review.comment': 'api::application.comment',
  'api::review.decision': 'api::application.decision',
  'api::review.result': 'api::application.result',
} as const;
const MOVED = Object.keys(UID_BEFORE) as (keyof typeof UID_BEFORE)[];
const CONFIGURATION = 'plugin_content_manager_configuration_content_types::';
/** An old uid, whole, in a stored text: `api::application.result`, not `api::application.results`. */
const OLD_UID = /api::application\.(payment|comment|decision|result)(?![\w-])/;

// The run's LINK_TOKEN_SECRET, so the results link made in this cms's database (support/link-tokens.ts) opens.
const env: Record<string, string> = { ...testEnv(), LINK_TOKEN_SECRET: process.env.LINK_TOKEN_SECRET! };
let cms: CmsProcess | null = null;

const client = () => api(cms!.url);
const database = ownDatabase(env, 'upgrade');
const { withDatabase } = database;

/** What staff read of the application in the back office: its decisions, comments, payments and results. */
const staffReads = async (applicationId: number) => {
  const staff = await signIn(undefined, client);
  const read = async (path: string) => (await client().get(`${path}?application_id=${applicationId}`).set(authorised(staff)).expect(200)).body;
  return {
    decisions: await read('/api/getdecisions'),
    comments: await read('/api/getcomments'),
    payments: await read('/api/getpayments'),
    results: await read('/api/getresultsdata'),
  };
};

// An accepted application with a second decision, a comment, a payment and mid-year results, all through the API.
const arrangeApplication = async (connection: Knex) => {
  const calls = portalCalls(client);
  const staff = await signIn(undefined, client);
  const applicant = await registerApplicant({ first_name: 'Amina', last_name: 'Upgrade' }, client);
  const { applicationId } = await journey.fillApplication(calls, applicant);
  await journey.decide(calls, staff.token, applicationId, 0, { note: 'Fees statement missing.' });
  await journey.decide(calls, staff.token, applicationId, 1, { note: 'Fees statement received.', subjectTo: 'Proof of registration' });
  await client().post('/api/addcomment').set(authorised(staff)).send({ comment: 'Called the applicant.', application_id: applicationId }).expect(200);
  await client()
    .post('/api/addpaymet')
    .set(authorised(staff))
    .send({ payment_id: '', application_id: applicationId, bank: 'Standard Bank', account_no: '070123456', branch_code: '051001', in_respect_of: 'Education', amount_approved: 15000 })
    .expect(200);
  const token = await issueLinkToken({ purpose: 'results_request', applicationId, payload: { resultType: 0 } }, connection);
  await client()
    .post('/api/submitresults')
    .field('token', token)
    .field('results', JSON.stringify({ subjects: [{ subjectName: 'Economics', subjectMark: '64' }] }))
    .attach('file', samplePdf(), { filename: 'results.pdf', contentType: 'application/pdf' })
    .expect(201);
  return applicationId;
};

const renameQuoted = (text: string, from: string, to: string) => text.split(JSON.stringify(from)).join(JSON.stringify(to));

// What the code before the move kept in the database where Strapi stores a content type's uid, and
// the page size an operator had set for the payments list (kept through the upgrade, where a new
// configuration would start at 10).
const putBackTheOldUids = async (connection: Knex) => {
  for (const uid of MOVED) {
    const old = UID_BEFORE[uid];
    const stored = await connection('strapi_core_store_settings').where({ key: CONFIGURATION + uid }).first('id', 'value');
    const configuration = JSON.parse(stored.value);
    if (uid === 'api::payment.payment') configuration.settings.pageSize = 50;
    await connection('strapi_core_store_settings')
      .where({ id: stored.id })
      .update({ key: CONFIGURATION + old, value: JSON.stringify({ ...configuration, uid: old }) });
    await connection('admin_permissions').where({ subject: uid }).update({ subject: old });
  }
  const schema = await connection('strapi_core_store_settings').where({ key: 'strapi_content_types_schema' }).first('id', 'value');
  const oldSchema = MOVED.reduce((text, uid) => renameQuoted(text, uid, UID_BEFORE[uid]), schema.value as string);
  await connection('strapi_core_store_settings').where({ id: schema.id }).update({ value: oldSchema });
  await connection('strapi_migrations').where({ name: MIGRATION }).del();
};

/** The content manager's configuration of each moved type, and the admin permissions naming one, as stored. */
const storedUids = (connection: Knex) =>
  Promise.all([
    connection('strapi_core_store_settings').whereIn('key', MOVED.map((uid) => CONFIGURATION + uid)).orderBy('id').select('id', 'key', 'value'),
    connection('admin_permissions').whereIn('subject', MOVED).orderBy('id').select('id', 'action', 'subject'),
  ]).then(([configurations, permissions]) => ({ configurations, permissions }));

/** Every stored text naming a content type's uid that still names an old one. */
const oldUidsLeft = async (connection: Knex) => {
  const places: [string, string][] = [
    ['strapi_core_store_settings', 'key'],
    ['strapi_core_store_settings', 'value'],
    ['admin_permissions', 'subject'],
    ['files_related_mph', 'related_type'],
    ['strapi_history_versions', 'content_type'],
    ['strapi_release_actions', 'content_type'],
  ];
  const found: string[] = [];
  for (const [table, column] of places) {
    const rows = await connection(table).where(column, 'like', '%api::application.%').select(column);
    found.push(...rows.filter((row) => OLD_UID.test(row[column])).map((row) => `${table}.${column}: ${String(row[column]).match(OLD_UID)![0]}`));
  }
  return found;
};

let applicationId: number;
let readBefore: Awaited<ReturnType<typeof staffReads>>;
let permissionsBefore: { id: number; action: string; subject: string }[];

beforeAll(async () => {
  await database.create();
  cms = await startCms(env);
  applicationId = await withDatabase(arrangeApplication);
  readBefore = await staffReads(applicationId);
  await killCms(cms);

  permissionsBefore = await withDatabase(async (connection) => {
    await putBackTheOldUids(connection);
    return connection('admin_permissions').whereIn('subject', Object.values(UID_BEFORE)).orderBy('id').select('id', 'action', 'subject');
  });
  cms = await startCms(env);
}, 300_000);

afterAll(async () => {
  if (cms) await killCms(cms);
  await database.remove();
});

describe('[UPGRADE]: payments, comments, decisions and results moved to their owners (api::payment, api::review)', () => {
  it('started from a database holding the old uids, as the code before the move left it', () => {
    expect([...new Set(permissionsBefore.map(({ subject }) => subject))].sort()).toEqual(Object.values(UID_BEFORE).sort());
  });

  it('reads the payments, comments, decisions and results written before, as before', async () => {
    const readAfter = await staffReads(applicationId);
    expect(readAfter).toEqual(readBefore);
    expect([readAfter.decisions.length, readAfter.comments.length, readAfter.payments.length, readAfter.results.length]).toEqual([2, 1, 1, 1]);
  });

  it("keeps the content manager's configuration of each moved type under its new uid", async () => {
    const { configurations } = await withDatabase(storedUids);
    const byKey = Object.fromEntries(configurations.map((row) => [row.key, JSON.parse(row.value)]));
    expect(Object.keys(byKey).sort()).toEqual(MOVED.map((uid) => CONFIGURATION + uid).sort());
    for (const uid of MOVED) expect(byKey[CONFIGURATION + uid].uid).toBe(uid);
    // What was set under the old uid, where a configuration made anew would have the default 10.
    expect(byKey[CONFIGURATION + 'api::payment.payment'].settings.pageSize).toBe(50);
  });

  it("keeps the admin roles' permissions on the moved types, now naming the new uids", async () => {
    const { permissions } = await withDatabase(storedUids);
    expect(permissions).toEqual(permissionsBefore.map((permission) => ({ ...permission, subject: MOVED.find((uid) => UID_BEFORE[uid] === permission.subject) })));
  });

  it('leaves no old uid where Strapi keeps a content type uid', async () => {
    expect(await withDatabase(oldUidsLeft)).toEqual([]);
  });

  it("keeps the moved types hidden from the admin panel: the Editor has no permission on them and the content manager refuses them", async () => {
    const editorPermissions = await withDatabase((connection) =>
      connection('admin_permissions as p')
        .join('admin_permissions_role_lnk as l', 'l.permission_id', 'p.id')
        .join('admin_roles as r', 'r.id', 'l.role_id')
        .where('r.code', 'strapi-editor')
        .select('p.subject'),
    );
    expect(editorPermissions.length).toBeGreaterThan(0);
    expect(editorPermissions.filter(({ subject }) => MOVED.includes(subject) || Object.values(UID_BEFORE).includes(subject))).toEqual([]);

    const login = await client().post('/admin/login').send(TEST_CMS_ADMIN).expect(200);
    for (const uid of MOVED) {
      await client().get(`/content-manager/collection-types/${uid}`).set('Authorization', `Bearer ${login.body.data.token}`).expect(403);
    }
  });

  it('changes nothing when the migration runs again', async () => {
    const before = await withDatabase(storedUids);
    await killCms(cms!);
    await withDatabase((connection) => connection('strapi_migrations').where({ name: MIGRATION }).del());
    cms = await startCms(env);

    const ran = await withDatabase((connection) => connection('strapi_migrations').where({ name: MIGRATION }).count({ count: '*' }).first());
    expect(Number(ran!.count)).toBe(1);
    expect(await withDatabase(storedUids)).toEqual(before);
    expect(await staffReads(applicationId)).toEqual(readBefore);
  }, 120_000);
});
