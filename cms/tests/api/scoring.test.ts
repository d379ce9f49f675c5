import { api, signIn } from '../support/api';
import { registerApplicant } from '../support/applicants';
import { createApplication, referenceOf, submitCompleteApplication } from '../support/applications';
import { auditRows } from '../support/audit';
import { createSuperAdmin, signInAs, signInToAdminPanel } from '../support/cms-admin';
import { db } from '../support/database';
import { addRubric, removeScoredYear } from '../support/rubric-year';
import { generateApplications, type GeneratedApplications } from '../support/generate-applications';
import { newStaffMember } from '../support/staff-members';

// A rubric editors own and scoring (issue 18, items 2 and 3): three staff members score generated
// applications; nobody sees the others' scores before submitting their own (or choosing to look
// without scoring); the weighted averages and spreads are worked out again here from what was sent.

type Staff = { token: string; user: number; name: string };
type Criterion = {
  key: string;
  name: string;
  weight: number;
  scale_min: number;
  scale_max: number;
};
type Scores = Record<string, { score: number | null; reason: string }>;

const YEAR = 2033;

// Unequal weights, so a plain mean of the scores would not pass for the weighted one.
const RUBRIC_2033: Criterion[] = [
  {
    key: 'financial_need',
    name: 'Financial need',
    weight: 3,
    scale_min: 1,
    scale_max: 5,
  },
  {
    key: 'academic_merit',
    name: 'Academic merit',
    weight: 2,
    scale_min: 1,
    scale_max: 5,
  },
  {
    key: 'community_involvement',
    name: 'Community involvement',
    weight: 1,
    scale_min: 1,
    scale_max: 5,
  },
  {
    key: 'motivation',
    name: 'Motivation',
    weight: 1.5,
    scale_min: 0,
    scale_max: 10,
  },
];

let editor: Awaited<ReturnType<typeof signInToAdminPanel>>;
let staff: Staff[];
let generated: GeneratedApplications;
const criterionIds: string[] = [];

const bearer = (member: Staff) => ({ Authorization: member.token });
const scoresOf = (member: Staff, applicationId: number) => api().get(`/api/getscores?application_id=${applicationId}`).set(bearer(member));
const save = (member: Staff, applicationId: number, scores: unknown) =>
  api().post('/api/savescores').set(bearer(member)).send({ application_id: applicationId, scores });
const submit = (member: Staff, applicationId: number, scores: unknown) =>
  api().post('/api/submitscores').set(bearer(member)).send({ application_id: applicationId, scores });
const look = (member: Staff, applicationId: number) =>
  api().post('/api/lookwithoutscoring').set(bearer(member)).send({ application_id: applicationId });
const queueOf = (member: Staff, year = YEAR) => api().get(`/api/reviewqueue?application_year=${year}`).set(bearer(member));

// What each reviewer gives each application: whole numbers in each criterion's scale, from a seed.
const scoresFor = (reviewer: number, application: number): Scores =>
  Object.fromEntries(
    RUBRIC_2033.map((criterion, index) => {
      const span = criterion.scale_max - criterion.scale_min + 1;
      const score = criterion.scale_min + ((reviewer * 7 + application * 3 + index * 5) % span);
      return [
        criterion.key,
        {
          score,
          reason: `${criterion.name}: reason ${reviewer}.${application}`,
        },
      ];
    }),
  );

// The figures, computed here: each review's sum of weight x score over the sum of the weights, then their mean and max - min.
const weightedOf = (scores: Scores) =>
  RUBRIC_2033.reduce((sum, criterion) => sum + criterion.weight * (scores[criterion.key].score as number), 0) /
  RUBRIC_2033.reduce((sum, criterion) => sum + criterion.weight, 0);
const expectedSummary = (reviews: Scores[]) => {
  const weighted = reviews.map(weightedOf);
  return {
    count: reviews.length,
    average: weighted.reduce((sum, value) => sum + value, 0) / weighted.length,
    spread: Math.max(...weighted) - Math.min(...weighted),
  };
};

// The year's submitted applications as staff should meet them in the queue: oldest submitted first.
const submittedInOrder = async (year: number) =>
  (
    await db()('applications')
      .where({ application_year: year })
      .whereRaw('coalesce(submitted, false) = true')
      .whereNull('withdrawn_at')
      .select('id', 'submitted_at')
  )
    .sort((a, b) => new Date(a.submitted_at).getTime() - new Date(b.submitted_at).getTime() || Number(a.id) - Number(b.id))
    .map((row) => Number(row.id));

// Inside one describe, so the clean-up runs before the support's own afterAll closes the database.
describe('scoring (issue 18)', () => {
  beforeAll(async () => {
    editor = await signInToAdminPanel();
    const operator = await signInAs(await createSuperAdmin());
    const first = await signIn();
    const firstUser = await db()('up_users').where({ id: first.user }).first('first_name', 'last_name');
    staff = [
      { ...first, name: `${firstUser.first_name} ${firstUser.last_name}` },
      await newStaffMember(operator, 'Nomvula', 'Dlamini'),
      await newStaffMember(operator, 'Pieter', 'van Wyk'),
    ];
    // The editors give 2033 its own rubric in the admin panel, as they would for a new cycle.
    criterionIds.push(...(await addRubric(editor, YEAR, RUBRIC_2033)));
    generated = await generateApplications(24, { seed: 18, years: [YEAR] });
  }, 120_000);

  afterAll(() => removeScoredYear(editor, generated, criterionIds));

  describe('[STAFF][SCORING]: the rubric', () => {
    it('is seeded for the cycle year: four criteria at equal weight, 1 to 5', async () => {
      const applicant = await registerApplicant({
        first_name: 'Lindiwe',
        last_name: 'Khumalo',
      });
      const applicationId = await submitCompleteApplication(applicant);
      const { body } = await api().get(`/api/getrubric?application_id=${applicationId}`).set(bearer(staff[0])).expect(200);
      expect(body.application_year).toBe(2025);
      expect(
        body.rubric.map(({ key, name, weight, scale_min, scale_max }: Criterion) => ({
          key,
          name,
          weight,
          scale_min,
          scale_max,
        })),
      ).toEqual([
        {
          key: 'financial_need',
          name: 'Financial need',
          weight: 1,
          scale_min: 1,
          scale_max: 5,
        },
        {
          key: 'academic_merit',
          name: 'Academic merit',
          weight: 1,
          scale_min: 1,
          scale_max: 5,
        },
        {
          key: 'community_involvement',
          name: 'Community involvement',
          weight: 1,
          scale_min: 1,
          scale_max: 5,
        },
        {
          key: 'motivation',
          name: 'Motivation',
          weight: 1,
          scale_min: 1,
          scale_max: 5,
        },
      ]);
    });

    it("is the editors' for another year, in their order", async () => {
      const [applicationId] = await submittedInOrder(YEAR);
      const { body } = await api().get(`/api/getrubric?application_id=${applicationId}`).set(bearer(staff[0])).expect(200);
      expect(
        body.rubric.map(({ key, weight, scale_min, scale_max }: Criterion) => ({
          key,
          weight,
          scale_min,
          scale_max,
        })),
      ).toEqual(
        RUBRIC_2033.map(({ key, weight, scale_min, scale_max }) => ({
          key,
          weight,
          scale_min,
          scale_max,
        })),
      );
    });
  });

  describe('[STAFF][SCORING]: three staff members score, and nobody sees the others first', () => {
    it('hides the others until each has submitted, then shows every review, the weighted average and the spread', async () => {
      const applications = (await submittedInOrder(YEAR)).slice(0, 4);
      expect(applications).toHaveLength(4);
      for (const [a, applicationId] of applications.entries()) {
        for (const [r, member] of staff.entries()) {
          // Before submitting: the earlier reviewers' scores stay hidden, a draft included.
          await save(member, applicationId, {
            financial_need: { score: 2, reason: '' },
          }).expect(200);
          const before = (await scoresOf(member, applicationId).expect(200)).body;
          expect(before).toMatchObject({
            can_score: true,
            can_see_others: false,
            others: [],
            summary: null,
          });
          expect(before.mine).toMatchObject({
            state: 'draft',
            weighted: null,
            scores: { financial_need: { score: 2, reason: '' } },
          });
          expect(JSON.stringify(before)).not.toContain('reason ');

          const submitted = (await submit(member, applicationId, scoresFor(r, a)).expect(200)).body;
          expect(submitted).toMatchObject({
            can_score: false,
            can_see_others: true,
          });
          expect(submitted.mine.state).toBe('submitted');
          expect(submitted.mine.weighted).toBeCloseTo(weightedOf(scoresFor(r, a)), 10);
          expect(submitted.others.map((review: { reviewer: string }) => review.reviewer)).toEqual(
            staff.slice(0, r).map((earlier) => earlier.name),
          );
          for (const [o, other] of submitted.others.entries()) expect(other.scores).toEqual(scoresFor(o, a));
          const expected = expectedSummary(staff.slice(0, r + 1).map((_, reviewer) => scoresFor(reviewer, a)));
          expect(submitted.summary.count).toBe(expected.count);
          expect(submitted.summary.weighted_average).toBeCloseTo(expected.average, 10);
          expect(submitted.summary.spread).toBeCloseTo(expected.spread, 10);
        }
        // Once all three are in, each sees the same figures over the three reviews.
        const expected = expectedSummary(staff.map((_, reviewer) => scoresFor(reviewer, a)));
        expect(expected.spread).toBeGreaterThan(0);
        for (const member of staff) {
          const { summary, others } = (await scoresOf(member, applicationId).expect(200)).body;
          expect(others).toHaveLength(2);
          expect(summary.count).toBe(3);
          expect(summary.weighted_average).toBeCloseTo(expected.average, 10);
          expect(summary.spread).toBeCloseTo(expected.spread, 10);
        }
      }
    });

    it('lets a staff member see the scores without scoring: recorded, and then they cannot score', async () => {
      const [, , , , applicationId] = await submittedInOrder(YEAR);
      await submit(staff[1], applicationId, scoresFor(1, 9)).expect(200);
      await submit(staff[2], applicationId, scoresFor(2, 9)).expect(200);

      const hidden = (await scoresOf(staff[0], applicationId).expect(200)).body;
      expect(hidden).toMatchObject({
        can_score: true,
        can_see_others: false,
        others: [],
        summary: null,
      });
      const looked = (await look(staff[0], applicationId).expect(200)).body;
      const expected = expectedSummary([scoresFor(1, 9), scoresFor(2, 9)]);
      expect(looked).toMatchObject({
        can_score: false,
        can_see_others: true,
        mine: { state: 'looked' },
      });
      expect(looked.others.map((review: { reviewer: string }) => review.reviewer)).toEqual([staff[1].name, staff[2].name]);
      expect(looked.summary.count).toBe(2);
      expect(looked.summary.weighted_average).toBeCloseTo(expected.average, 10);
      expect(looked.summary.spread).toBeCloseTo(expected.spread, 10);

      const refused = await submit(staff[0], applicationId, scoresFor(0, 9)).expect(409);
      expect(refused.body.error).toBe('You chose to see the scores without scoring, so you cannot score this application.');
      await save(staff[0], applicationId, scoresFor(0, 9)).expect(409);
      expect((await auditRows('scores.look_without_scoring', applicationId)).map((row) => row.actor)).toEqual([staff[0].user]);
      // Looking twice changes nothing more.
      await look(staff[0], applicationId).expect(200);
      expect(await auditRows('scores.look_without_scoring', applicationId)).toHaveLength(1);
    });

    it('writes every look at the scores into the access log', async () => {
      const [applicationId] = await submittedInOrder(YEAR);
      const before = (await auditRows('view.scores', applicationId)).length;
      await scoresOf(staff[2], applicationId).expect(200);
      const rows = await auditRows('view.scores', applicationId);
      expect(rows).toHaveLength(before + 1);
      expect(rows[rows.length - 1]).toMatchObject({
        actor: staff[2].user,
        target_type: 'application',
      });
    });

    it("puts who scored on the application's timeline, never the scores or reasons", async () => {
      const [applicationId] = await submittedInOrder(YEAR);
      const { body } = await api().get(`/api/gettimeline?application_id=${applicationId}&limit=500`).set(bearer(staff[0])).expect(200);
      const submitted = body.entries.filter((entry: { what: string }) => entry.what === 'Submitted their scores');
      expect(submitted.map((entry: { who: { name: string } }) => entry.who.name).sort()).toEqual(staff.map((member) => member.name).sort());
      expect(JSON.stringify(body)).not.toMatch(/reason \d/);
    });
  });

  describe('[STAFF][SCORING]: refusals', () => {
    let applicationId: number;
    beforeAll(async () => {
      applicationId = (await submittedInOrder(YEAR))[5];
    });

    it.each([
      [
        'a missing score',
        { financial_need: { score: null, reason: 'Low income' } },
        'financial_need.score',
        'Choose a score for Financial need.',
      ],
      [
        'a score above the scale',
        { financial_need: { score: 6, reason: 'Low income' } },
        'financial_need.score',
        'The score for Financial need must be a whole number from 1 to 5.',
      ],
      [
        'a score below the scale',
        { motivation: { score: -1, reason: 'Clear' } },
        'motivation.score',
        'The score for Motivation must be a whole number from 0 to 10.',
      ],
      [
        'a score that is not whole',
        { academic_merit: { score: 3.5, reason: 'Good' } },
        'academic_merit.score',
        'The score for Academic merit must be a whole number from 1 to 5.',
      ],
      [
        'a missing reason',
        { community_involvement: { score: 3, reason: '   ' } },
        'community_involvement.reason',
        'Give a short reason for the Community involvement score.',
      ],
      [
        'a reason over 500 characters',
        { community_involvement: { score: 3, reason: 'x'.repeat(501) } },
        'community_involvement.reason',
        'Keep the reason for Community involvement to 500 characters or fewer.',
      ],
    ])('refuses %s with the message at its field, and stores nothing', async (_what, change, field, message) => {
      const { body } = await submit(staff[0], applicationId, {
        ...scoresFor(0, 5),
        ...change,
      }).expect(400);
      expect(body.error).toBe(message);
      expect(body.fields).toEqual({ [field]: message });
      const mine = (await scoresOf(staff[0], applicationId).expect(200)).body.mine;
      expect(mine).toBeNull();
    });

    it('refuses scores of another shape and criteria the rubric does not have', async () => {
      await submit(staff[0], applicationId, [4, 4, 4, 4]).expect(400);
      await submit(staff[0], applicationId, {
        ...scoresFor(0, 5),
        financial_need: { score: 4, reason: 7 },
      }).expect(400);
      const unknown = await submit(staff[0], applicationId, {
        ...scoresFor(0, 5),
        leadership: { score: 4, reason: 'Head girl' },
      }).expect(400);
      expect(unknown.body.error).toBe("leadership is not a criterion of this year's rubric.");
    });

    it('keeps a submitted review final (409), and refuses a look after it', async () => {
      await submit(staff[0], applicationId, scoresFor(0, 5)).expect(200);
      const again = await submit(staff[0], applicationId, scoresFor(1, 5)).expect(409);
      expect(again.body.error).toBe('Your scores for this application are already submitted and cannot be changed.');
      await save(staff[0], applicationId, scoresFor(1, 5)).expect(409);
      await look(staff[0], applicationId).expect(409);
      expect((await scoresOf(staff[0], applicationId).expect(200)).body.mine.scores).toEqual(scoresFor(0, 5));
    });

    it('scores only submitted applications', async () => {
      const applicant = await registerApplicant({
        first_name: 'Sipho',
        last_name: 'Mokoena',
      });
      const started = await createApplication(applicant);
      const refused = await submit(staff[0], started, scoresFor(0, 1)).expect(409);
      expect(refused.body.error).toBe('Only submitted applications are scored.');
    });

    it('answers 404 for an application that does not exist, and 403 to an applicant', async () => {
      await submit(staff[0], 99999999, scoresFor(0, 1)).expect(404);
      const applicant = await registerApplicant();
      await api().get(`/api/getscores?application_id=${applicationId}`).set('Authorization', applicant.token).expect(403);
    });
  });

  describe('[STAFF][SCORING]: the review queue', () => {
    it("moves through the year's submitted applications oldest first, skipping what is scored or looked at", async () => {
      const member = staff[2];
      const order = await submittedInOrder(YEAR);
      // Staff 3 has submitted the first five; the sixth is scored by staff 1 only.
      const done = new Set<number>();
      for (const applicationId of order) {
        const mine = (await scoresOf(member, applicationId).expect(200)).body.mine;
        if (mine && mine.state !== 'draft') done.add(applicationId);
      }
      expect(done.size).toBe(5);
      let remaining = order.filter((id) => !done.has(id));
      expect(remaining.length).toBeGreaterThan(3);

      const first = (await queueOf(member).expect(200)).body;
      expect(first).toEqual({
        application_year: YEAR,
        left: remaining.length,
        next: {
          application_id: remaining[0],
          application_reference: referenceOf(remaining[0], YEAR),
          name: expect.any(String),
        },
      });
      const person = await db()('applicants as p')
        .join('applications_applicant_lnk as l', 'l.applicant_id', 'p.id')
        .where('l.application_id', remaining[0])
        .first('p.first_name', 'p.last_name');
      expect(first.next.name).toBe(`${person.first_name} ${person.last_name}`);

      // A draft keeps it first; submitting moves on; looking without scoring moves on too.
      await save(member, remaining[0], {
        motivation: { score: 8, reason: '' },
      }).expect(200);
      expect((await queueOf(member).expect(200)).body.next.application_id).toBe(remaining[0]);
      await submit(member, remaining[0], scoresFor(2, 20)).expect(200);
      remaining = remaining.slice(1);
      expect((await queueOf(member).expect(200)).body).toMatchObject({
        left: remaining.length,
        next: { application_id: remaining[0] },
      });
      await look(member, remaining[0]).expect(200);
      remaining = remaining.slice(1);
      expect((await queueOf(member).expect(200)).body).toMatchObject({
        left: remaining.length,
        next: { application_id: remaining[0] },
      });

      // Another staff member's queue is their own.
      const theirs = (await queueOf(staff[1]).expect(200)).body;
      const doneByThem = new Set(order.slice(0, 5));
      expect(theirs.left).toBe(order.filter((id) => !doneByThem.has(id)).length);
    });

    it('is empty for a year with nothing to score', async () => {
      expect((await queueOf(staff[0], 2019).expect(200)).body).toEqual({
        application_year: 2019,
        next: null,
        left: 0,
      });
    });

    it('defaults to the cycle year', async () => {
      const { body } = await api().get('/api/reviewqueue').set(bearer(staff[0])).expect(200);
      expect(body.application_year).toBe(2025);
    });
  });
});
