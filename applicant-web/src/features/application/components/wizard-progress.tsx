import { Steps } from '@bursary/web-ui/components/ui/steps';
import type { StepKey } from '../steps';
import './application.css';

const MAIN_STEPS = ['REGISTRATION', 'BASIC INFORMATION', 'SOCIAL INFORMATION', 'APPLICATION', 'REVIEW & SUBMIT'];
const APPLICATION_SUB_STEPS: readonly { key: StepKey; title: string }[] = [
  { key: 'university', title: 'UNIVERSITY' },
  { key: 'income', title: 'INCOME' },
  { key: 'expenses', title: 'EXPENSES' },
  { key: 'documents', title: 'Upload Documents' },
  { key: 'survey', title: 'SURVEY' },
];
const APPLICATION_STEP = 3;
const MAIN_STEP_OF: Partial<Record<StepKey | 'registration', number>> = { registration: 0, basic: 1, social: 2, review: 4 };

type WizardProgressProps = {
  /** REGISTRATION only for someone arriving through a late-application link; signed-in people have done it. */
  step: StepKey | 'registration';
};

// Step bars on wide screens; on phones one line of text says where the person is, which is also what
// screen readers hear on every width (the bars are decoration for them).
export function WizardProgress({ step }: WizardProgressProps) {
  const main = MAIN_STEP_OF[step] ?? APPLICATION_STEP;
  const sub = APPLICATION_SUB_STEPS.findIndex((item) => item.key === step);
  const subText = sub === -1 ? '' : `, ${APPLICATION_SUB_STEPS[sub].title} (${sub + 1} of ${APPLICATION_SUB_STEPS.length})`;

  return (
    <div className="wizard-progress">
      <p className="wizard-position">
        Step {main + 1} of {MAIN_STEPS.length}: {MAIN_STEPS[main]}
        {subText}
      </p>
      <div className="wizard-steps" aria-hidden="true">
        <Steps titles={MAIN_STEPS} current={main} />
        {sub !== -1 && <Steps isCompact className="wizard-sub-steps" current={sub} titles={APPLICATION_SUB_STEPS.map(({ title }) => title)} />}
      </div>
    </div>
  );
}
