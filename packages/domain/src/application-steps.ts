/**
 * The application's steps, in the order the portal counts progress (the wizard's order): the one
 * list the cms's progress and submit check, the applicant's wizard, tabs, kept saves and profile,
 * and the staff update form's stepper build on. Each flow shows them under the headings its
 * specification gives (the tabs' "SUBMIT", the staff stepper's "UPLOAD DOCUMENTS").
 */
const APPLICATION_STEPS = [
  { key: 'basic', title: 'Basic Information' },
  { key: 'social', title: 'Social Information' },
  { key: 'university', title: 'University' },
  { key: 'income', title: 'Income' },
  { key: 'expenses', title: 'Expenses' },
  { key: 'documents', title: 'Upload Documents' },
  { key: 'survey', title: 'Survey' },
] as const;

export type ApplicationStepKey = (typeof APPLICATION_STEPS)[number]['key'];

export const APPLICATION_STEP_KEYS: readonly ApplicationStepKey[] = APPLICATION_STEPS.map((step) => step.key);

/** What an application (or, before it exists, the applicant) remembers as saved last. */
export type SavedStep = ApplicationStepKey | 'submitted';

/** Progress in order: nothing saved, each step, submitted. */
const SAVED_STEP_ORDER: readonly (SavedStep | null)[] = [null, ...APPLICATION_STEP_KEYS, 'submitted'];

const rankOf = (step: string | null | undefined) => SAVED_STEP_ORDER.indexOf((step ?? null) as SavedStep | null);

/** The further of two saved steps (an unknown one counts as nothing saved). */
export function furthestStep<T extends string | null | undefined>(saved: T, step: SavedStep): SavedStep | T {
  return rankOf(step) > rankOf(saved) ? step : saved;
}

/** Whether `saved` is `step` or a later one. */
export const hasReached = (saved: SavedStep | null, step: SavedStep) => rankOf(saved) >= rankOf(step);

export function stepTitle(key: ApplicationStepKey): string {
  return APPLICATION_STEPS.find((step) => step.key === key)!.title;
}

/**
 * How far an application got, as staff read it: "3 of 7 steps: University saved", by the same order
 * (the furthest step saved counts the steps before it as saved).
 */
export function progressNote(saved: string | null | undefined): string {
  const total = APPLICATION_STEP_KEYS.length;
  const rank = rankOf(saved);
  if (saved === 'submitted') return `All ${total} steps saved and submitted`;
  if (rank <= 0) return 'No step saved yet';
  return `${rank} of ${total} steps: ${stepTitle(saved as ApplicationStepKey)} saved`;
}
