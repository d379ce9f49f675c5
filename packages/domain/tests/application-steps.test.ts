import { APPLICATION_STEP_KEYS, furthestStep, hasReached, progressNote, stepTitle } from '../src/application-steps';

describe("the application's steps", () => {
  it('are counted in the wizard order', () => {
    expect(APPLICATION_STEP_KEYS).toEqual(['basic', 'social', 'university', 'income', 'expenses', 'documents', 'survey']);
  });

  it.each([
    [null, 'basic', 'basic'],
    ['social', 'basic', 'social'],
    ['university', 'income', 'income'],
    ['survey', 'submitted', 'submitted'],
    ['submitted', 'survey', 'submitted'],
    ['nonsense', 'basic', 'basic'],
  ] as const)('the further of %p and %p is %p', (saved, step, further) => {
    expect(furthestStep(saved, step)).toBe(further);
  });

  it('knows a step reached and one not yet', () => {
    expect(hasReached('income', 'social')).toBe(true);
    expect(hasReached('income', 'income')).toBe(true);
    expect(hasReached('income', 'survey')).toBe(false);
    expect(hasReached(null, 'basic')).toBe(false);
  });

  it('titles each step as the summary and progress say it', () => {
    expect(stepTitle('documents')).toBe('Upload Documents');
    expect(stepTitle('basic')).toBe('Basic Information');
  });

  it.each([
    [null, 'No step saved yet'],
    ['nonsense', 'No step saved yet'],
    ['basic', '1 of 7 steps: Basic Information saved'],
    ['university', '3 of 7 steps: University saved'],
    ['documents', '6 of 7 steps: Upload Documents saved'],
    ['survey', '7 of 7 steps: Survey saved'],
    ['submitted', 'All 7 steps saved and submitted'],
  ])('says how far %p got: %p', (saved, note) => {
    expect(progressNote(saved)).toBe(note);
  });
});
