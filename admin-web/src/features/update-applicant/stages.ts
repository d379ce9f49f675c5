import type { ApplicationStepKey } from '@bursary/domain/application-steps';

/** The update form's stages are the application's steps, in the staff stepper's order below. */
export type StageKey = ApplicationStepKey;

export const MAIN_STEPS = ['BASIC INFORMATION', 'SOCIAL INFORMATION', 'APPLICATION'] as const;

const APPLICATION_STEP = 2;

/** APPLICATION's sub-steps, in substep order. */
export const APPLICATION_SUB_STEPS: readonly { key: StageKey; title: string }[] = [
  { key: 'university', title: 'UNIVERSITY' },
  { key: 'income', title: 'INCOME' },
  { key: 'expenses', title: 'EXPENSES' },
  { key: 'survey', title: 'SURVEY' },
  { key: 'documents', title: 'UPLOAD DOCUMENTS' },
];

/** Back and Next walk the stages in this order. */
export const STAGE_ORDER: readonly StageKey[] = ['basic', 'social', ...APPLICATION_SUB_STEPS.map(({ key }) => key)];

export type Stage = { step: number; substep: number };

/** The stage the detail screen's edit icons ask for (basic 0,0; social 1,0; university 2,0 ... documents 2,4); anything else opens basic. */
export function stageKeyOf(step: string | null, substep: string | null): StageKey {
  if (step === '1') return 'social';
  if (step === String(APPLICATION_STEP)) return APPLICATION_SUB_STEPS[Number(substep ?? 0)]?.key ?? 'university';
  return 'basic';
}

export function stageOf(key: StageKey): Stage {
  if (key === 'basic') return { step: 0, substep: 0 };
  if (key === 'social') return { step: 1, substep: 0 };
  return { step: APPLICATION_STEP, substep: APPLICATION_SUB_STEPS.findIndex((sub) => sub.key === key) };
}

export const stageKeyAt = ({ step, substep }: Stage): StageKey =>
  step === APPLICATION_STEP ? APPLICATION_SUB_STEPS[substep].key : STAGE_ORDER[step];
