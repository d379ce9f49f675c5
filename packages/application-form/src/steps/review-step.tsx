import type { SummaryGroup, SummaryStep } from '@bursary/domain/application-summary';
import { submitSchema } from '@bursary/domain/schemas/submit';
import { Checkbox } from '@bursary/web-ui/components/ui/checkbox';
import type { ReactNode } from 'react';
import { useController } from 'react-hook-form';
import { StepForm, type StepNavigation } from '../step-form';
import { SummaryGroupView } from '../summary-group';
import { useStep } from '../use-step';
import { FieldMessage, fieldClassName } from '@bursary/web-ui/components/form/field-frame';

type ReviewStepProps = {
  /** The labelled groups of GET /api/applicationsummary. */
  groups: readonly SummaryGroup[];
  /** The general declaration (15 points, with the privacy-policy link), already rendered. */
  declaration: ReactNode;
  /** The pledge the checkbox confirms. */
  pledgeText: string;
  /** The group shown unfolded and focused: the step just edited from this page. */
  openedGroup?: string | null;
  /** Jumps to the step a group was entered on. */
  onEdit: (step: SummaryStep) => void;
  /** saveLabel "Submit", savingLabel "submitting..." */
  navigation: StepNavigation;
  /** Submits; a thrown error's message is shown and the page stays. */
  onSubmit: () => Promise<void>;
};

export function ReviewStep({ groups, openedGroup = null, declaration, pledgeText, onEdit, navigation, onSubmit }: ReviewStepProps) {
  // One checkbox: its own message ("Check the pledge to submit") says what to do, not "Complete the required fields".
  const { control, problem, save, isSaving } = useStep({ schema: submitSchema, emptyMessage: null, onSave: onSubmit });
  const {
    field: { value, onChange, ...field },
    fieldState,
  } = useController({ control, name: 'pledge_by_Applicant' });
  const error = fieldState.error?.message;

  return (
    <StepForm
      title="Review & Submit"
      description={<p className="step-note">Check your answers. Use a section's edit button to change it.</p>}
      // Back from an edit, the focus goes to the section just edited rather than the page's heading.
      navigation={openedGroup ? { ...navigation, isFocusedOnMount: false } : navigation}
      problem={problem}
      isSaving={isSaving}
      onSave={save}
    >
      <div className="summary-groups">
        {groups.map((group) => (
          <SummaryGroupView key={group.step} group={group} isOpened={group.step === openedGroup} onEdit={onEdit} />
        ))}
      </div>
      <section className="declaration" aria-label="Declaration">
        {declaration}
      </section>
      <div className={fieldClassName(error)}>
        <Checkbox
          {...field}
          id="field-pledge_by_Applicant"
          checked={value === '1'}
          onChange={(event) => onChange(event.target.checked ? '1' : '')}
          aria-required
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'field-pledge-error' : undefined}
        >
          {pledgeText}
        </Checkbox>
        <FieldMessage id="field-pledge-error" error={error} />
      </div>
    </StepForm>
  );
}
