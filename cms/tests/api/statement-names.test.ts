import crypto from 'node:crypto';
import { api, signIn } from '../support/api';
import { authorised } from '../support/applicants';
import { db } from '../support/database';
import { submittedApplication, type SubmittedApplication } from '../support/submitted-applications';

// On PostgreSQL the cms sends the statements it runs again as named statements, each parsed once
// per connection and planned once PostgreSQL keeps a generic plan (src/db/statement-names.ts). A
// newer instance that adds a column while this one runs (a rolling deploy's migration) makes those
// that read `t0.*` stale (PostgreSQL then refuses them: "cached plan must not change result type"):
// every call must still answer as before.

const TAG = `N${[...crypto.randomBytes(6)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;
const isPostgres = process.env.DATABASE_CLIENT === 'postgres';
const NEWER_COLUMN = 'newer_instance_note';

(isPostgres ? describe : describe.skip)('[STAFF][SEARCH]: repeated statements on PostgreSQL', () => {
  let staff: { token: string };
  let application: SubmittedApplication;

  const gridPage = async () =>
    (
      await api()
        .post('/api/searchapplication')
        .set(authorised(staff))
        .send({ application_year: 2025, search: TAG, page: 1, page_size: 8 })
        .expect(200)
    ).body;
  const applicationRecord = async () => (await api().get(`/api/getapplication/${application.applicationId}`).set(authorised(staff)).expect(200)).body;
  // The applicant's application, read by Strapi's query engine: `t0.*` of applications.
  const ownApplication = async () => (await api().get('/api/myapplication').set(authorised(application.applicant)).expect(200)).body;

  // Each call several times at once, so that they run on several of the pool's connections, named.
  const callsAnswer = async () => {
    const answers = [];
    for (let round = 0; round < 6; round += 1) answers.push(...(await Promise.all([gridPage(), applicationRecord(), ownApplication(), gridPage(), applicationRecord(), ownApplication()])));
    return answers;
  };
  const expectSameAnswers = async (first: unknown[]) => {
    for (const [index, answer] of (await callsAnswer()).entries()) expect(answer).toEqual(first[index % 3]);
  };

  beforeAll(async () => {
    staff = await signIn();
    application = await submittedApplication({ first_name: 'Zanele', last_name: `${TAG}-Named` });
  });

  afterAll(async () => {
    await db().raw(`alter table applicants drop column if exists ${NEWER_COLUMN}`);
    await db().raw(`alter table applications drop column if exists ${NEWER_COLUMN}`);
    await db().raw('alter table applications alter column student_number type varchar(255)');
  });

  it('answers the same, every call, after another instance adds, drops and retypes columns of the tables they read', async () => {
    const first = await callsAnswer();
    expect(first[0].rows.map((row: { application_id: number }) => row.application_id)).toEqual([application.applicationId]);
    expect(JSON.stringify(first[1])).toContain('Zanele');
    expect(JSON.stringify(first[2])).toContain('Zanele');

    await db().raw(`alter table applicants add column ${NEWER_COLUMN} text`);
    await db().raw(`alter table applications add column ${NEWER_COLUMN} text`);
    // The grid's rows name their columns, and one of them now has another type.
    await db().raw('alter table applications alter column student_number type text');
    await expectSameAnswers(first);

    await db().raw(`alter table applicants drop column ${NEWER_COLUMN}`);
    await db().raw(`alter table applications drop column ${NEWER_COLUMN}`);
    await db().raw('alter table applications alter column student_number type varchar(255)');
    await expectSameAnswers(first);
  });
});
