import type { StepNavigation } from './step-form';

export type { StepNavigation };

/** What every step takes; each step adds the lists and context its fields need. */
export type StepProps<V> = {
  /** Saved values (or last year's), with the schema's field names; other keys are ignored. */
  initialValues?: Readonly<Record<string, unknown>>;
  /** Where unsaved typing is kept for this tab (sessionStorage); none when absent. */
  draftKey?: string;
  navigation: StepNavigation;
  /** Called with the validated values; a thrown error's message is shown and the step stays. */
  onSave: (values: V) => Promise<void>;
};
