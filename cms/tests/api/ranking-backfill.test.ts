import * as journey from '../../../packages/test-kit/src/applicant-journey';
import { api, signIn } from '../support/api';
import { authorised, registerApplicant } from '../support/applicants';
import { portalCalls } from '../support/applications';
import { killCms, startCms, type CmsProcess } from '../support/cms-process';
import { ownDatabase } from '../support/own-database';
import { testEnv } from '../support/test-env';

// Each submitted review's weighted score is stored on its row for the grid's ranking. Reviews
// submitted before it was stored have none: the cms weighs them on start (selection.scoring
// refreshWeightedScores), so the grid ranks them as it ranks new ones. A cms of this file's own
// scores three applications, is stopped, has its stored weighted scores removed (as the code
// before left them), and starts again.

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
  // As reviews submitted before the weighted score was stored are.
  await withDatabase((connection) => connection('score_reviews').update({ weighted_score: null }));
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
