import { idNumberKey } from '@bursary/domain/duplicate-flags';
import * as journey from '../../../packages/test-kit/src/applicant-journey';
import { api, signIn } from '../support/api';
import { authorised, registerApplicant } from '../support/applicants';
import { portalCalls } from '../support/applications';
import { killCms, startCms, type CmsProcess } from '../support/cms-process';
import { ownDatabase } from '../support/own-database';
import { testEnv } from '../support/test-env';
import type { Knex } from 'knex';

// What the cms stores beside the facts it derives it from, and fills in on start where an earlier
// version left it out:
// - each submitted review's weighted score, for the grid's ranking (selection.scoring
//   refreshWeightedScores), so the grid ranks older reviews as it ranks new ones;
// - each applicant's ID number key, for the duplicate flags (applicant.id-number-keys backfill);
// - whether an application's requested documents are in, for the grid's counts and filter
//   (application.documents backfillRequestedDocuments).
// A cms of this file's own scores three applications, is stopped, has all three removed (as the code
// before left them; one applicant's ID number is meanwhile another's, typed in digit groups, and one
// application has its three requested documents), and starts again.

const env: Record<string, string> = testEnv();
let cms: CmsProcess | null = null;

const CRITERIA = ['financial_need', 'academic_merit', 'community_involvement', 'motivation'];
// Scores on the seeded rubric (four criteria at equal weight, 1 to 5), and their weighted scores worked out here.
const GIVEN = [
  [5, 4, 3, 2],
  [1, 1, 1, 1],
  [5, 5, 5, 4],
];
const weighted = (scores: number[]) => scores.reduce((sum, score) => sum + score, 0) / scores.length;

const client = () => api(cms!.url);
const database = ownDatabase(env, 'backfill');
const { withDatabase } = database;

const applicationIds: number[] = [];
type Ranking = { score: number | null; reviews: number; spread: number | null; rank: number | null };

const rankingsOf = async (): Promise<Map<number, Ranking>> => {
  const staff = await signIn(undefined, client);
  const { body } = await client().post('/api/searchapplication').set(authorised(staff)).send({ application_year: 'all', page_size: 100 }).expect(200);
  return new Map(body.rows.map((row: { application_id: number; ranking: Ranking }) => [row.application_id, row.ranking]));
};

// The applicants of `ids` (applications), in that order.
const applicantsOf = async (connection: Knex, ids: number[]) => {
  const rows = await connection('applicants as p')
    .join('applications_applicant_lnk as l', 'l.applicant_id', 'p.id')
    .whereIn('l.application_id', ids)
    .select('l.application_id', 'p.id', 'p.id_number', 'p.id_number_key');
  return ids.map((id) => rows.find((row) => Number(row.application_id) === id));
};

const storedWeightedScores = () =>
  withDatabase(async (connection) => (await connection('score_reviews').where({ state: 'submitted' }).orderBy('id').select('weighted_score')).map((row) => row.weighted_score));

beforeAll(async () => {
  await database.create();
  cms = await startCms(env);
  const calls = portalCalls(client);
  const staff = await signIn(undefined, client);
  for (const [index, scores] of GIVEN.entries()) {
    const applicant = await registerApplicant({ first_name: 'Backfill', last_name: `Ranked${index}` }, client);
    const { applicationId } = await journey.fillApplication(calls, applicant);
    applicationIds.push(applicationId);
    const body = { application_id: applicationId, scores: Object.fromEntries(CRITERIA.map((key, at) => [key, { score: scores[at], reason: 'As read' }])) };
    await client().post('/api/submitscores').set(authorised(staff)).send(body).expect(200);
  }
  await killCms(cms);
  await withDatabase(async (connection) => {
    // As reviews submitted before the weighted score was stored are.
    await connection('score_reviews').update({ weighted_score: null });
    // As applicants saved before the ID number's key was: the second now has the first's ID number, in groups.
    const [first, second] = await applicantsOf(connection, applicationIds.slice(0, 2));
    const inGroups = `${first.id_number.slice(0, 6)} ${first.id_number.slice(6, 10)} ${first.id_number.slice(10)}`;
    await connection('applicants').where({ id: second.id }).update({ id_number: inGroups });
    await connection('applicants').update({ id_number_key: null });
    // As documents sent before the flag was stored left it: the first application's three requested ones, unflagged.
    for (const [code, field] of [[5, 'registration'], [6, 'fees_statement'], [7, 'consent_form']] as const) {
      const [row] = await connection('application_documents')
        .insert({ document_id: `backfill-${code}`, code, field, original_name: `${field}.pdf`, storage_key: `backfill-${code}`, mime: 'application/pdf', size: 1, source: 'token_link' })
        .returning('id');
      await connection('application_documents_application_lnk').insert({ document_id: Number(typeof row === 'object' ? row.id : row), application_id: applicationIds[0] });
    }
    await connection('applications').update({ requested_docs_submitted: false });
  });
  cms = await startCms(env);
}, 300_000);

afterAll(async () => {
  if (cms) await killCms(cms);
  await database.remove();
});

describe('[STAFF][RANKING]: reviews submitted before the weighted score was stored', () => {
  it('are weighed on start, and the grid scores and ranks them', async () => {
    expect((await storedWeightedScores()).map(Number)).toEqual(GIVEN.map(weighted));
    const rankings = await rankingsOf();
    const scores = GIVEN.map(weighted);
    for (const [index, applicationId] of applicationIds.entries()) {
      const rank = 1 + scores.filter((score) => score > scores[index]).length;
      expect(rankings.get(applicationId)).toEqual({ score: scores[index], reviews: 1, spread: 0, rank });
    }
  });
});

describe('[STAFF][DUPLICATES]: applicants saved before the ID number key was stored', () => {
  it('are keyed on start, and the grid flags two of them sharing an ID number typed differently', async () => {
    const applicants = await withDatabase((connection) => applicantsOf(connection, applicationIds));
    for (const applicant of applicants) expect(applicant.id_number_key).toBe(idNumberKey(applicant.id_number));
    expect(applicants[1].id_number).toMatch(/^\d{6} \d{4} \d{3}$/);
    expect(applicants[1].id_number_key).toBe(applicants[0].id_number);

    const staff = await signIn(undefined, client);
    const flagsOf = async (applicationId: number) =>
      (await client().get(`/api/getapplication/${applicationId}`).set(authorised(staff)).expect(200)).body.flags.map(
        (flag: { kind: string; application_id: number }) => `${flag.kind}:${flag.application_id}`,
      );
    expect(await flagsOf(applicationIds[0])).toContain(`id_number:${applicationIds[1]}`);
    expect(await flagsOf(applicationIds[1])).toContain(`id_number:${applicationIds[0]}`);
    expect((await flagsOf(applicationIds[2])).filter((flag: string) => flag.startsWith('id_number:'))).toEqual([]);
  });
});

describe('[STAFF][GRID]: requested documents sent before the flag was stored', () => {
  it('are flagged on start: the counts and the documents-submitted filter include them', async () => {
    const staff = await signIn(undefined, client);
    const search = async (filters: object) =>
      (await client().post('/api/searchapplication').set(authorised(staff)).send({ application_year: 'all', page_size: 100, ...filters }).expect(200)).body;
    expect((await search({})).counts.requested_docs_submitted).toBe(1);
    expect((await search({ docs_submitted: 'YES' })).rows.map((row: { application_id: number }) => row.application_id)).toEqual([applicationIds[0]]);
  });
});
