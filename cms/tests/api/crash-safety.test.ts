import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import knex, { type Knex } from 'knex';
import request from 'supertest';
import { db } from '../support/database';
import { samplePdf } from '../support/files';
import { killCms, removeOwnFiles, startCms, type CmsProcess } from '../support/cms-process';
import { basicInfo, expenses, income, socialInfo, survey, university } from '../../../packages/test-kit/src/step-bodies';
import { testEnv } from '../support/test-env';

// The cms is killed with SIGKILL while applicants save, upload and submit at once, then started
// again on the same database and files, ROUNDS times. After each crash: the database passes its
// integrity check, every application is either wholly submitted or not submitted, no document
// row names a missing file, and every save the cms acknowledged is still there.

const ROUNDS = 3;
const APPLICANTS = 12;
const DOCUMENTS = ['id_document', 'recommendation', 'affidavit', 'motivation_letter'] as const;
const isPostgres = process.env.DATABASE_CLIENT === 'postgres';

type Applicant = { email: string; password: string; token: string; applicationId: number };
/** Per applicant: the father's salary values sent, and the last one the cms acknowledged. */
type Saves = { sent: number; acknowledged: number };

const env = testEnv();
let crashDatabase: string | null = null;
let cms: CmsProcess | null = null;

const client = () => request(cms!.url);
const bearer = (applicant: Applicant) => ({ Authorization: `Bearer ${applicant.token}` });

const connect = (): Knex =>
  isPostgres
    ? knex({ client: 'pg', connection: env.DATABASE_URL, pool: { min: 0, max: 2 } })
    : knex({ client: 'better-sqlite3', connection: { filename: env.DATABASE_FILENAME }, useNullAsDefault: true });

const arrangeApplicant = async (index: number): Promise<Applicant> => {
  const email = `crash.${index}.${crypto.randomBytes(3).toString('hex')}@example.org`;
  const password = `Bursary${index}crash`;
  await client().post('/api/addapplicant').send({ first_name: 'Crash', last_name: `Test${index}`, email, password, re_password: password, tc: true }).expect(201);
  const { body } = await client().post('/api/login').send({ email, password }).expect(200);
  const signedIn = { email, password, token: body.token as string, applicationId: 0 };
  await client().post('/api/updateapplicant').set(bearer(signedIn)).send({ applicant: basicInfo() }).expect(200);
  await client().post('/api/savesocialinfo').set(bearer(signedIn)).send(socialInfo()).expect(200);
  const created = await client().post('/api/addapplication').set(bearer(signedIn)).send(university()).expect(201);
  await client().post('/api/updateapplication').set(bearer(signedIn)).send({ ...expenses(), application_id: created.body.application_id }).expect(200);
  await client().post('/api/updateapplication').set(bearer(signedIn)).send({ ...survey(), application_id: created.body.application_id }).expect(200);
  return { ...signedIn, applicationId: created.body.application_id };
};

// One applicant's work until the cms goes away: income saves with a rising father's salary,
// the four documents, and (for every other applicant, after a few saves) the submission.
const work = async (applicant: Applicant, saves: Saves, index: number) => {
  let uploaded = 0;
  try {
    for (let step = 0; step < 10_000; step += 1) {
      saves.sent += 1;
      const value = saves.sent;
      const saved = await client()
        .post('/api/updateapplication')
        .set(bearer(applicant))
        .send({ ...income(), father_monthly_salary: value, application_id: applicant.applicationId });
      if (saved.status === 200) saves.acknowledged = value;
      if (saved.status === 403) return; // submitted: nothing more to change
      const field = DOCUMENTS[uploaded % DOCUMENTS.length];
      const upload = await client()
        .post('/api/updateapplicationfiles')
        .set(bearer(applicant))
        .field('filename', field)
        .field('application_id', String(applicant.applicationId))
        .attach('file', samplePdf(40_000), { filename: `${field}.pdf`, contentType: 'application/pdf' });
      if (upload.status === 200) uploaded += 1;
      if (index % 2 === 0 && uploaded >= DOCUMENTS.length && step >= 3) {
        await client().post('/api/appsubmit').set(bearer(applicant)).send({ application_id: applicant.applicationId, pledge_by_Applicant: 1 });
      }
    }
  } catch {
    // The cms was killed mid-request: what was acknowledged before must survive.
  }
};

const storedPath = (storageKey: string) => path.join(env.PRIVATE_UPLOADS_DIR, storageKey.slice(0, 2), storageKey);

const checkAfterCrash = async (applicants: Applicant[], saves: Saves[]) => {
  const connection = connect();
  try {
    if (!isPostgres) {
      expect(await connection.raw('pragma integrity_check')).toEqual([{ integrity_check: 'ok' }]);
    }
    const ids = applicants.map((applicant) => applicant.applicationId);
    const applications = await connection('applications').whereIn('id', ids).select('id', 'submitted', 'submitted_at', 'status_id', 'father_monthly_salary');
    const documents = await connection('application_documents as d')
      .join('application_documents_application_lnk as l', 'l.document_id', 'd.id')
      .whereIn('l.application_id', ids)
      .select('l.application_id', 'd.field', 'd.storage_key');

    for (const application of applications) {
      const isSubmitted = application.submitted === true || application.submitted === 1;
      const fields = new Set(documents.filter((document) => document.application_id === application.id).map((document) => document.field));
      // Wholly submitted (flag, time, status and all four documents) or not submitted at all.
      expect({ id: application.id, isSubmitted, submittedAt: Boolean(application.submitted_at), status: Number(application.status_id), hasDocuments: DOCUMENTS.every((field) => fields.has(field)) }).toEqual(
        isSubmitted
          ? { id: application.id, isSubmitted, submittedAt: true, status: 2, hasDocuments: true }
          : { id: application.id, isSubmitted, submittedAt: false, status: 1, hasDocuments: expect.any(Boolean) },
      );
    }
    const missingFiles = documents.filter((document) => !fs.existsSync(storedPath(document.storage_key)));
    expect(missingFiles).toEqual([]);

    applicants.forEach((applicant, index) => {
      const stored = Number(applications.find((application) => application.id === applicant.applicationId)?.father_monthly_salary);
      // The last acknowledged save, or one sent after it that committed before the kill.
      expect({ applicant: index, stored: stored >= saves[index].acknowledged && stored <= saves[index].sent }).toEqual({ applicant: index, stored: true });
    });
    return applications.filter((application) => application.submitted === true || application.submitted === 1).length;
  } finally {
    await connection.destroy();
  }
};

beforeAll(async () => {
  if (isPostgres) {
    crashDatabase = `bursary_crash_${crypto.randomBytes(4).toString('hex')}`;
    await db().raw(`create database ${crashDatabase}`);
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${crashDatabase}`;
    env.DATABASE_URL = url.toString();
  }
  env.RATE_LIMIT_REGISTRATION = '1000/1h';
  env.RATE_LIMIT_LOGIN = '1000/10m';
});

afterAll(async () => {
  if (cms) await killCms(cms);
  if (crashDatabase) await db().raw(`drop database if exists ${crashDatabase} with (force)`);
  removeOwnFiles(env);
});

it(`keeps every acknowledged save and no half-submitted application through ${ROUNDS} SIGKILLs under load`, async () => {
  cms = await startCms(env);
  const applicants = await Promise.all(Array.from({ length: APPLICANTS }, (_, index) => arrangeApplicant(index)));
  const saves: Saves[] = applicants.map(() => ({ sent: 0, acknowledged: 0 }));
  const survived: string[] = [];

  for (let round = 1; round <= ROUNDS; round += 1) {
    const running = applicants.map((applicant, index) => work(applicant, saves[index], index));
    await new Promise((resolve) => setTimeout(resolve, 1500 + crypto.randomInt(1500)));
    await killCms(cms);
    await Promise.all(running);
    const submitted = await checkAfterCrash(applicants, saves);
    cms = await startCms(env);
    survived.push(`round ${round}: ${saves.reduce((sum, save) => sum + save.acknowledged, 0)} saves acknowledged, ${submitted} submitted`);
  }
  // The restarted cms serves what survived.
  const { body } = await client().get('/api/myapplication').set(bearer(applicants[1])).expect(200);
  expect(body).toBeTruthy();
  console.log(`[CRASH] ${ROUNDS} SIGKILLs survived under load (${APPLICANTS} applicants): ${survived.join('; ')}`);
}, 600_000);
