import { APPLICATION_STEP_KEYS, furthestStep, hasReached, type ApplicationStepKey, type SavedStep } from '@bursary/domain/application-steps';

export type StepKey = ApplicationStepKey | 'review';

/** Flow A: sub-steps follow their ids (UNIVERSITY, INCOME, EXPENSES, Upload Documents, SURVEY), as the server counts progress. */
export const WIZARD_ORDER: readonly StepKey[] = [...APPLICATION_STEP_KEYS, 'review'];

/** Flow B: the eight tabs. */
export const TABS_ORDER: readonly StepKey[] = ['basic', 'social', 'university', 'documents', 'income', 'expenses', 'survey', 'review'];

export type Progress = {
  lastSaved: SavedStep | null;
  hasApplication: boolean;
  /** All four documents are stored; uploads do not move lastSaved. */
  hasAllDocuments: boolean;
};

/** How far the applicant got, counting steps saved on this phone and not sent yet. */
export function furthestSaved(lastSaved: SavedStep | null, keptSteps: readonly SavedStep[]): SavedStep | null {
  return keptSteps.reduce<SavedStep | null>(furthestStep, lastSaved);
}

export function isDone(step: StepKey, { lastSaved, hasApplication, hasAllDocuments }: Progress): boolean {
  if (step === 'university') return hasApplication;
  if (step === 'documents') return hasAllDocuments;
  if (step === 'review') return lastSaved === 'submitted';
  return hasReached(lastSaved, step);
}

/** Where a person resumes: the first step of the flow not done yet. */
export function resumeStep(order: readonly StepKey[], progress: Progress): StepKey {
  return order.find((step) => !isDone(step, progress)) ?? 'review';
}

/** Steps up to the resume step can be opened; later ones wait for the steps before them. */
export function isReachable(step: string | null, order: readonly StepKey[], progress: Progress): step is StepKey {
  const index = order.indexOf(step as StepKey);
  return index !== -1 && index <= order.indexOf(resumeStep(order, progress));
}
