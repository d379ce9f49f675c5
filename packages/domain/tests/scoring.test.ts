import { SCORE_MESSAGES, formatScore, scoreErrors, scoreSummary, weightedScoreOf, type RubricCriterion } from '../src/scoring';

const criterion = (key: string, name: string, weight: number): RubricCriterion => ({ key, name, description: '', weight, scale_min: 1, scale_max: 5 });
const rubric = [criterion('need', 'Financial need', 2), criterion('merit', 'Academic merit', 1), criterion('community', 'Community involvement', 1)];
const scored = (need: number, merit: number, community: number) => ({
  need: { score: need, reason: 'Household income under R 5 000 a month' },
  merit: { score: merit, reason: 'Distinctions in maths' },
  community: { score: community, reason: 'Tutors on Saturdays' },
});

describe('weightedScoreOf', () => {
  it('is the sum of weight x score over the sum of the weights', () => {
    // (2 x 5 + 1 x 3 + 1 x 2) / 4 = 15 / 4
    expect(weightedScoreOf(rubric, scored(5, 3, 2))).toBe(3.75);
    expect(weightedScoreOf(rubric, scored(1, 1, 1))).toBe(1);
  });

  it('is null while a criterion has no score', () => {
    expect(weightedScoreOf(rubric, { ...scored(5, 3, 2), merit: { score: null, reason: '' } })).toBeNull();
    expect(weightedScoreOf(rubric, { need: { score: 4, reason: 'x' } })).toBeNull();
  });

  it('is null when the weights add up to nothing', () => {
    expect(weightedScoreOf([criterion('need', 'Financial need', 0)], { need: { score: 3, reason: 'x' } })).toBeNull();
  });
});

describe('scoreSummary', () => {
  it("takes each review's weighted score, then their mean and the highest less the lowest", () => {
    expect(scoreSummary([3.75, 2.5, 4])).toEqual({ count: 3, weighted_average: 3.4166666666666665, spread: 1.5 });
  });

  it('leaves out reviews without a weighted score', () => {
    expect(scoreSummary([null, 3])).toEqual({ count: 1, weighted_average: 3, spread: 0 });
  });

  it('has no figures before anyone has submitted', () => {
    expect(scoreSummary([])).toEqual({ count: 0, weighted_average: null, spread: null });
  });
});

describe('scoreErrors', () => {
  it('accepts a whole review', () => {
    expect(scoreErrors(rubric, scored(5, 3, 2), { isSubmitting: true })).toEqual({});
  });

  it('asks a submitted review for every score and reason, at the field', () => {
    const errors = scoreErrors(rubric, { need: { score: 4, reason: '  ' }, merit: { score: null, reason: 'Good marks' } }, { isSubmitting: true });
    expect(errors).toEqual({
      'need.reason': SCORE_MESSAGES.missingReason('Financial need'),
      'merit.score': SCORE_MESSAGES.missingScore('Academic merit'),
      'community.score': SCORE_MESSAGES.missingScore('Community involvement'),
      'community.reason': SCORE_MESSAGES.missingReason('Community involvement'),
    });
    expect(errors['merit.score']).toBe('Choose a score for Academic merit.');
    expect(errors['need.reason']).toBe('Give a short reason for the Financial need score.');
  });

  it('lets a draft leave scores and reasons out', () => {
    expect(scoreErrors(rubric, { need: { score: 4, reason: '' } }, { isSubmitting: false })).toEqual({});
  });

  it.each([0, 6, 2.5, -1])('refuses %p, outside the scale or not whole, in a draft too', (score) => {
    expect(scoreErrors(rubric, { need: { score, reason: 'x' } }, { isSubmitting: false })).toEqual({
      'need.score': 'The score for Financial need must be a whole number from 1 to 5.',
    });
  });

  it('refuses a score that is not a number', () => {
    expect(scoreErrors(rubric, { need: { score: '4' as unknown as number, reason: 'x' } }, { isSubmitting: false })).toEqual({
      'need.score': SCORE_MESSAGES.outsideScale('Financial need', 1, 5),
    });
  });

  it('refuses a reason over 500 characters, and takes one of 500', () => {
    expect(scoreErrors(rubric, { need: { score: 3, reason: 'a'.repeat(501) } }, { isSubmitting: false })).toEqual({
      'need.reason': 'Keep the reason for Financial need to 500 characters or fewer.',
    });
    expect(scoreErrors(rubric, { need: { score: 3, reason: 'a'.repeat(500) } }, { isSubmitting: false })).toEqual({});
  });

  it('names a criterion the rubric does not have', () => {
    expect(scoreErrors(rubric, { ...scored(5, 3, 2), leadership: { score: 3, reason: 'x' } }, { isSubmitting: true })).toEqual({
      leadership: "leadership is not a criterion of this year's rubric.",
    });
  });
});

describe('formatScore', () => {
  it('shows two decimals, and a dash for none', () => {
    expect(formatScore(3.4166666666666665)).toBe('3.42');
    expect(formatScore(4)).toBe('4.00');
    expect(formatScore(null)).toBe('—');
  });
});
