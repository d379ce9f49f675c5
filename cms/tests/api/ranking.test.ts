import { api } from '../support/api';
import { createSuperAdmin, signInAs, signInToAdminPanel } from '../support/cms-admin';
import { db } from '../support/database';
import { addRubric, CRITERIA, removeScoredYear } from '../support/rubric-year';
import { generateApplications, type GeneratedApplications } from '../support/generate-applications';
import { firstStaffMember, newStaffMember, type StaffMember } from '../support/staff-members';

// Ranking (issue 18, item 4): three staff members score generated applications (submitted reviews,
// drafts, a look without scoring, a withdrawal after scoring); the grid's Score, Reviews and Rank,
// its sorts and its two filters, and the statistics' score distribution are checked against figures
// worked out here from what was sent, with plain arithmetic.

type Criterion = { key: string; name: string; weight: number };
type Scores = Record<string, { score: number; reason: string }>;
type Ranking = { score: number | null; reviews: number; spread: number | null; rank: number | null };
type Row = { application_id: number; ranking?: Ranking };
type Figure = { label: string; total: number; accepted: number; declined: number; pending: number };

const YEAR = 2039;

// Unequal weights (a plain mean would not pass for the weighted one), every scale 1 to 5.
const RUBRIC: Criterion[] = [
  { key: 'financial_need', name: 'Financial need', weight: 3 },
  { key: 'academic_merit', name: 'Academic merit', weight: 2 },
  { key: 'community_involvement', name: 'Community involvement', weight: 1 },
  { key: 'motivation', name: 'Motivation', weight: 2 },
];
const weights = RUBRIC.map((criterion) => criterion.weight);

// A review: a score per criterion, in the rubric's order.
type Given = [number, number, number, number];
const scoresOf = (given: Given): Scores =>
  Object.fromEntries(RUBRIC.map((criterion, index) => [criterion.key, { score: given[index], reason: `${criterion.name}: ${given[index]}` }]));

// What happens to the submitted applications, by their place in id order: each staff member's
// submitted review, draft, or look without scoring.
type Act = { submit: Given } | { draft: Given } | 'look';
const A: Given = [5, 4, 3, 4];
const B: Given = [2, 5, 4, 3];
const C: Given = [4, 1, 5, 5];
const PLAN: { acts: (Act | null)[]; isWithdrawnAfter?: boolean }[] = [
  // Three reviews...
  { acts: [{ submit: A }, { submit: B }, { submit: C }] },
  // ...and the same three by other people: the same average, added in another order, so a tie.
  { acts: [{ submit: C }, { submit: A }, { submit: B }] },
  // The lowest and the highest: a spread of 4.
  { acts: [{ submit: [1, 1, 1, 1] }, { submit: [5, 5, 5, 5] }, null] },
  // One review, and a draft that does not count.
  { acts: [{ submit: [3, 3, 3, 3] }, { draft: [5, 5, 5, 5] }, null] },
  // A look without scoring does not count either.
  { acts: ['look', { submit: [4, 4, 2, 5] }, { submit: [3, 4, 4, 4] }] },
  // A draft only: not scored.
  { acts: [null, null, { draft: [2, 2, 2, 2] }] },
  // 1.0 and 2.5 (3 x 4 + 2 x 2 + 1 x 2 + 2 x 1 = 20, over 8): a spread of exactly 1.5, not above it.
  { acts: [{ submit: [1, 1, 1, 1] }, { submit: [4, 2, 2, 1] }, null] },
  // 1.0 and 2.625: above 1.5.
  { acts: [{ submit: [1, 1, 1, 1] }, null, { submit: [4, 2, 3, 1] }] },
  // Scored by all three, then withdrawn: keeps its score, loses its rank, takes no one's.
  { acts: [{ submit: [5, 5, 5, 5] }, { submit: [5, 5, 4, 5] }, { submit: [5, 5, 5, 5] }], isWithdrawnAfter: true },
  { acts: [{ submit: [2, 3, 2, 2] }, { submit: [3, 2, 2, 3] }, null] },
];

let editor: Awaited<ReturnType<typeof signInToAdminPanel>>;
let staff: StaffMember[];
let generated: GeneratedApplications;
/** The year's submitted applications, in id order (before one of them is withdrawn). */
let submitted: number[];
/** Each application's submitted reviews, as sent. */
const reviewsOf = new Map<number, Given[]>();
const criterionIds: string[] = [];

const bearer = (member: StaffMember) => ({ Authorization: member.token });
const search = (body: object) => api().post('/api/searchapplication').set(bearer(staff[0])).send({ application_year: YEAR, page_size: 100, ...body });
const rowsOf = async (body: object = {}): Promise<Row[]> => (await search(body).expect(200)).body.rows;
const idsOf = (rows: Row[]) => rows.map((row) => row.application_id);

// --- The figures, worked out here ---

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;
const weightedOf = (given: Given, by = weights) => given.reduce((sum, score, index) => sum + by[index] * score, 0) / by.reduce((sum, weight) => sum + weight, 0);

type Expected = { id: number; score: number | null; reviews: number; spread: number | null; rank: number | null; isSubmitted: boolean };

const expectedFigures = async (by = weights): Promise<Map<number, Expected>> => {
  const applications = await db()('applications').whereIn('id', generated.applicationIds).select('id', 'submitted', 'withdrawn_at');
  const figures = applications.map((application): Expected => {
    const id = Number(application.id);
    const weighted = (reviewsOf.get(id) ?? []).map((given) => weightedOf(given, by));
    const isSubmitted = (application.submitted === true || application.submitted === 1) && application.withdrawn_at === null;
    if (weighted.length === 0) return { id, score: null, reviews: 0, spread: null, rank: null, isSubmitted };
    return {
      id,
      score: weighted.reduce((sum, value) => sum + value, 0) / weighted.length,
      reviews: weighted.length,
      spread: Math.max(...weighted) - Math.min(...weighted),
      rank: null,
      isSubmitted,
    };
  });
  // Standard competition ranking among the submitted: 1 + how many score higher.
  const ranked = figures.filter((figure) => figure.isSubmitted && figure.score !== null);
  for (const figure of ranked) figure.rank = 1 + ranked.filter((other) => round6(other.score!) > round6(figure.score!)).length;
  return new Map(figures.map((figure) => [figure.id, figure]));
};

const expectRowsToMatch = (rows: Row[], expected: Map<number, Expected>) => {
  for (const row of rows) {
    const figure = expected.get(row.application_id)!;
    expect(row.ranking).toBeDefined();
    const { score, reviews, spread, rank } = row.ranking!;
    expect({ id: row.application_id, reviews, rank }).toEqual({ id: figure.id, reviews: figure.reviews, rank: figure.rank });
    if (figure.score === null) {
      expect(score).toBeNull();
      expect(spread).toBeNull();
    } else {
      expect(score).toBeCloseTo(figure.score, 6);
      expect(spread).toBeCloseTo(figure.spread!, 6);
    }
  }
};

// Ids in the order a sort should give: the scored first by `key`, ties and the unscored by id.
const orderBy = (figures: Expected[], key: (figure: Expected) => number | null, direction: 'asc' | 'desc') => {
  const sign = direction === 'asc' ? 1 : -1;
  return [...figures]
    .sort((first, second) => {
      const [a, b] = [key(first), key(second)];
      if (a === null || b === null) return (a === null ? 1 : 0) - (b === null ? 1 : 0) || first.id - second.id;
      return sign * (round6(a) - round6(b)) || first.id - second.id;
    })
    .map((figure) => figure.id);
};

describe('ranking (issue 18, item 4)', () => {
  beforeAll(async () => {
    editor = await signInToAdminPanel();
    const operator = await signInAs(await createSuperAdmin());
    staff = [await firstStaffMember(), await newStaffMember(operator, 'Thandi', 'Mahlangu'), await newStaffMember(operator, 'Riaan', 'Botha')];
    criterionIds.push(...(await addRubric(editor, YEAR, RUBRIC.map((criterion) => ({ ...criterion, scale_min: 1, scale_max: 5 })))));
    generated = await generateApplications(16, { seed: 37, years: [YEAR] });
    submitted = (
      await db()('applications').whereIn('id', generated.applicationIds).whereRaw('coalesce(submitted, false) = true').select('id')
    )
      .map((row) => Number(row.id))
      .sort((a, b) => a - b);
    expect(submitted.length).toBeGreaterThan(PLAN.length);

    for (const [index, { acts, isWithdrawnAfter }] of PLAN.entries()) {
      const applicationId = submitted[index];
      for (const [reviewer, act] of acts.entries()) {
        if (act === null) continue;
        const as = bearer(staff[reviewer]);
        if (act === 'look') await api().post('/api/lookwithoutscoring').set(as).send({ application_id: applicationId }).expect(200);
        else if ('draft' in act) await api().post('/api/savescores').set(as).send({ application_id: applicationId, scores: scoresOf(act.draft) }).expect(200);
        else {
          await api().post('/api/submitscores').set(as).send({ application_id: applicationId, scores: scoresOf(act.submit) }).expect(200);
          reviewsOf.set(applicationId, [...(reviewsOf.get(applicationId) ?? []), act.submit]);
        }
      }
      if (isWithdrawnAfter) await db()('applications').where({ id: applicationId }).update({ withdrawn_at: new Date() });
    }
  }, 180_000);

  afterAll(() => removeScoredYear(editor, generated, criterionIds));

  describe('[STAFF][RANKING]: the grid’s Score, Reviews and Rank', () => {
    it('gives each application the mean of its submitted reviews’ weighted scores, their number, their spread and its rank in the year', async () => {
      const expected = await expectedFigures();
      const rows = await rowsOf({ status: 'all' });
      expect(idsOf(rows).sort((a, b) => a - b)).toEqual([...generated.applicationIds].sort((a, b) => a - b));
      expectRowsToMatch(rows, expected);

      // What the plan set up is what the figures say.
      const at = (index: number) => expected.get(submitted[index])!;
      expect(at(0).rank).toBe(at(1).rank);
      expect(round6(at(0).score!)).toBe(round6(at(1).score!));
      expect(at(3).reviews).toBe(1);
      expect(at(4).reviews).toBe(2);
      expect(at(5)).toMatchObject({ score: null, reviews: 0, rank: null });
      expect(at(8)).toMatchObject({ reviews: 3, rank: null });
      expect(at(8).score).toBeGreaterThan(4.8);
      const ranks = [...expected.values()].filter((figure) => figure.rank !== null).map((figure) => figure.rank!);
      expect(Math.min(...ranks)).toBe(1);
      // A tie takes two places: the rank after it is skipped (1, 2, 2, 4).
      const tied = at(0).rank!;
      expect(ranks.filter((rank) => rank === tied)).toHaveLength(2);
      expect(ranks).not.toContain(tied + 1);
    });

    it('answers the same figures on the applicant detail, and the Scores view agrees', async () => {
      const expected = await expectedFigures();
      const applicationId = submitted[0];
      const { body: row } = await api().get(`/api/getapplication/${applicationId}`).set(bearer(staff[0])).expect(200);
      expectRowsToMatch([row], expected);
      const { body: scores } = await api().get(`/api/getscores?application_id=${applicationId}`).set(bearer(staff[0])).expect(200);
      expect(scores.summary.weighted_average).toBeCloseTo(row.ranking.score, 6);
      expect(scores.summary.count).toBe(row.ranking.reviews);
      expect(scores.summary.spread).toBeCloseTo(row.ranking.spread, 6);
    });

    it.each([
      ['rank', 'asc', (figure: Expected) => figure.rank],
      ['rank', 'desc', (figure: Expected) => figure.rank],
      ['score', 'desc', (figure: Expected) => figure.score],
      ['score', 'asc', (figure: Expected) => figure.score],
      ['reviews', 'asc', (figure: Expected) => figure.reviews],
      ['reviews', 'desc', (figure: Expected) => figure.reviews],
    ] as const)('sorts by %s %s on the server, unscored last', async (field, direction, key) => {
      const expected = await expectedFigures();
      const shown = [...expected.values()].filter((figure) => figure.isSubmitted);
      const order = orderBy(shown, key, direction);
      expect(idsOf(await rowsOf({ sort: { field, direction } }))).toEqual(order);
      // Page by page, the same order.
      const paged: number[] = [];
      for (let page = 1; paged.length < order.length; page += 1) {
        paged.push(...idsOf(await rowsOf({ sort: { field, direction }, page, page_size: 4 })));
      }
      expect(paged).toEqual(order);
    });

    it('ranks within the year even when the grid shows every year', async () => {
      const expected = await expectedFigures();
      const rows: Row[] = (await search({ application_year: 'all', sort: { field: 'rank', direction: 'asc' }, page_size: 100 }).expect(200)).body.rows;
      const ours = rows.filter((row) => expected.has(row.application_id));
      expectRowsToMatch(ours, expected);
    });

    it('puts the withdrawn application, with its score, among the unranked when every status is shown', async () => {
      const expected = await expectedFigures();
      const all = [...expected.values()];
      expect(idsOf(await rowsOf({ status: 'all', sort: { field: 'rank', direction: 'asc' } }))).toEqual(orderBy(all, (figure) => figure.rank, 'asc'));
      expect(idsOf(await rowsOf({ status: 'all', sort: { field: 'score', direction: 'desc' } }))).toEqual(orderBy(all, (figure) => figure.score, 'desc'));
    });
  });

  describe('[STAFF][RANKING]: the filters', () => {
    it.each([
      ['few_reviews', 'YES', (figure: Expected) => figure.reviews < 2],
      ['few_reviews', 'NO', (figure: Expected) => figure.reviews >= 2],
      ['wide_spread', 'YES', (figure: Expected) => figure.spread !== null && round6(figure.spread) > 1.5],
      ['wide_spread', 'NO', (figure: Expected) => figure.spread === null || round6(figure.spread) <= 1.5],
    ] as const)('%s %s finds exactly those applications, and leaves the summary counts alone', async (filter, value, fits) => {
      const expected = await expectedFigures();
      const wanted = [...expected.values()].filter((figure) => figure.isSubmitted && fits(figure)).map((figure) => figure.id);
      const unfiltered = (await search({}).expect(200)).body;
      const { body } = await search({ [filter]: value }).expect(200);
      expect(idsOf(body.rows)).toEqual(wanted.sort((a, b) => a - b));
      expect(body.total).toBe(wanted.length);
      expect(body.counts).toEqual(unfiltered.counts);
    });

    it('counts a spread of exactly 1.5 as not above it, and a draft or a look as no review', async () => {
      const wide = idsOf((await search({ wide_spread: 'YES' }).expect(200)).body.rows);
      expect(wide).toContain(submitted[2]);
      expect(wide).toContain(submitted[7]);
      expect(wide).not.toContain(submitted[6]);
      const few = idsOf((await search({ few_reviews: 'YES' }).expect(200)).body.rows);
      expect(few).toEqual(expect.arrayContaining([submitted[3], submitted[5]]));
      expect(few).not.toContain(submitted[4]);
    });

    it('combines with the other filters and the sort', async () => {
      const expected = await expectedFigures();
      const wanted = [...expected.values()].filter((figure) => figure.isSubmitted && figure.reviews >= 2 && figure.spread! <= 1.5);
      const { body } = await search({ few_reviews: 'NO', wide_spread: 'NO', sort: { field: 'rank', direction: 'asc' } }).expect(200);
      expect(idsOf(body.rows)).toEqual(orderBy(wanted, (figure) => figure.rank, 'asc'));
    });

    it('refuses a value other than YES, NO or all with a message', async () => {
      const { body } = await search({ few_reviews: 'maybe' }).expect(400);
      expect(body.error).toBe('Filter "Reviewed by fewer than 2" by YES or NO.');
      const sort = await search({ sort: { field: 'ranking', direction: 'asc' } }).expect(400);
      expect(sort.body.error).toContain('score, reviews, rank');
    });
  });

  describe('[STAFF][RANKING]: the statistics’ score distribution', () => {
    it('counts the year’s submitted applications per half-point band and those not yet scored, by decision', async () => {
      const expected = await expectedFigures();
      const decisions = new Map(
        (await db()('applications').whereIn('id', generated.applicationIds).select('id', 'accept_decline')).map((row) => [Number(row.id), row.accept_decline === null ? 2 : Number(row.accept_decline)]),
      );
      const labels = ['1.0–1.5', '1.5–2.0', '2.0–2.5', '2.5–3.0', '3.0–3.5', '3.5–4.0', '4.0–4.5', '4.5–5.0', 'Not yet scored'];
      const wanted: Figure[] = labels.map((label) => ({ label, total: 0, accepted: 0, declined: 0, pending: 0 }));
      for (const figure of [...expected.values()].filter((candidate) => candidate.isSubmitted)) {
        const band = figure.score === null ? 8 : Math.min(7, Math.floor((round6(figure.score) - 1) / 0.5));
        const decision = decisions.get(figure.id);
        wanted[band].total += 1;
        if (decision === 1) wanted[band].accepted += 1;
        else if (decision === 0) wanted[band].declined += 1;
        else wanted[band].pending += 1;
      }
      const { body } = await api().post('/api/aplicantionreport').set(bearer(staff[0])).send({ application_year: YEAR }).expect(200);
      expect(body.score_bands).toEqual(wanted);
      expect(body.score_bands.reduce((sum: number, figure: Figure) => sum + figure.total, 0)).toBe(body.totals.total);
    });
  });

  describe('[STAFF][RANKING]: when the editors change a weight after reviews are in', () => {
    it('weighs every submitted review of the year again with the new weights, in the grid, its sorts and the Scores view', async () => {
      const changed = [1, 2, 1, 2];
      await editor.put(`${CRITERIA}/${criterionIds[0]}`, { weight: changed[0] }).expect(200);
      const expected = await expectedFigures(changed);
      expect(expected.get(submitted[0])!.score).not.toBeCloseTo((await expectedFigures()).get(submitted[0])!.score!, 3);
      expectRowsToMatch(await rowsOf({ status: 'all' }), expected);
      const shown = [...expected.values()].filter((figure) => figure.isSubmitted);
      expect(idsOf(await rowsOf({ sort: { field: 'rank', direction: 'asc' } }))).toEqual(orderBy(shown, (figure) => figure.rank, 'asc'));
      const { body: scores } = await api().get(`/api/getscores?application_id=${submitted[0]}`).set(bearer(staff[0])).expect(200);
      expect(scores.summary.weighted_average).toBeCloseTo(expected.get(submitted[0])!.score!, 6);
      await editor.put(`${CRITERIA}/${criterionIds[0]}`, { weight: weights[0] }).expect(200);
      expectRowsToMatch(await rowsOf({ status: 'all' }), await expectedFigures());
    });
  });
});
