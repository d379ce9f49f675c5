import { Form } from '@bursary/web-ui/components/form/form';
import { Button } from '@bursary/web-ui/components/ui/button';
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { StepAlert } from './step-alert';
import type { StepProblem } from './use-step';
import './application-form.css';

/** What the container decides: the buttons' words, where Back goes, and whether the step takes the focus. */
export type StepNavigation = {
  saveLabel: string;
  /** Shown on the save button while the save runs, e.g. "loading..." */
  savingLabel: string;
  backLabel: string;
  /** Without it there is no Back button. */
  onBack?: () => void;
  /** A Next button that moves on without saving (the staff update form); without onNext there is none. */
  nextLabel?: string;
  onNext?: () => void;
  /** Moves the focus to the step's heading when it appears, after the person moved between steps. */
  isFocusedOnMount?: boolean;
};

type StepFormProps = {
  title: string;
  /** Notes under the heading, e.g. "type 0 if not applicable". */
  description?: ReactNode;
  navigation: StepNavigation;
  problem: StepProblem | null;
  isSaving: boolean;
  onSave: () => void;
  /** False hides the save button until the step can be saved (the staff form's documents). */
  isSaveShown?: boolean;
  children: ReactNode;
};

/** The frame of every step: heading, notes, the alert, the fields and the BACK / SAVE buttons. */
export function StepForm({ title, description, navigation, problem, isSaving, onSave, isSaveShown = true, children }: StepFormProps) {
  const { saveLabel, savingLabel, backLabel, onBack, nextLabel = 'Next', onNext, isFocusedOnMount = false } = navigation;
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const firstMarkedField = () => sectionRef.current?.querySelector<HTMLElement>('form [aria-invalid="true"]') ?? null;
  // Before the step is painted: the focus never lands on the new step's heading after the person (or a test)
  // has already moved on into its fields.
  useLayoutEffect(() => {
    if (isFocusedOnMount) headingRef.current?.focus();
  }, [isFocusedOnMount]);

  return (
    <section ref={sectionRef} className="application-step" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      {description}
      <StepAlert problem={problem} firstMarkedField={firstMarkedField} />
      <Form
        label={title}
        onSubmit={(event) => {
          event.preventDefault();
          onSave();
        }}
      >
        {children}
        <div className="actions step-actions">
          {onBack && (
            <Button onClick={onBack} disabled={isSaving}>
              {backLabel}
            </Button>
          )}
          {isSaveShown && (
            <Button type="primary" htmlType="submit" loading={isSaving}>
              {isSaving ? savingLabel : saveLabel}
            </Button>
          )}
          {onNext && (
            <Button onClick={onNext} disabled={isSaving}>
              {nextLabel}
            </Button>
          )}
        </div>
        <p className="visually-hidden" role="status">
          {isSaving ? savingLabel : ''}
        </p>
      </Form>
    </section>
  );
}
