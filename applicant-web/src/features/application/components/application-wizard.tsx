import Steps from 'antd/es/steps';
import type { ApplicationData } from '../hooks/use-application-data';
import { WIZARD_ORDER, type StepKey } from '../steps';
import { ApplicationLoader } from './application-loader';
import { ApplicationStep } from './application-step';
import { useStepParam } from './use-step-param';

const MAIN_STEPS = ['REGISTRATION', 'BASIC INFORMATION', 'SOCIAL INFORMATION', 'APPLICATION', 'REVIEW & SUBMIT'];
const APPLICATION_SUB_STEPS: readonly { key: StepKey; title: string }[] = [
  { key: 'university', title: 'UNIVERSITY' },
  { key: 'income', title: 'INCOME' },
  { key: 'expenses', title: 'EXPENSES' },
  { key: 'documents', title: 'Upload Documents' },
  { key: 'survey', title: 'SURVEY' },
];
const APPLICATION_STEP = 3;
const MAIN_STEP_OF: Partial<Record<StepKey, number>> = { basic: 1, social: 2, review: 4 };

type WizardProgressProps = {
  step: StepKey;
};

// antd's step bars on wide screens; on phones one line of text says where the person is, which is also what
// screen readers hear on every width (the bars are decoration for them).
function WizardProgress({ step }: WizardProgressProps) {
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
        <Steps
          size="small"
          titlePlacement="vertical"
          current={main}
          items={MAIN_STEPS.map((title, index) => ({ title, status: index === 0 ? 'finish' : undefined }))}
        />
        {sub !== -1 && (
          <Steps size="small" type="dot" className="wizard-sub-steps" current={sub} items={APPLICATION_SUB_STEPS.map(({ title }) => ({ title }))} />
        )}
      </div>
    </div>
  );
}

function Wizard({ data }: { data: ApplicationData }) {
  const { step, goOn, goBack, edit, isFocusedOnMount } = useStepParam(WIZARD_ORDER, data.progress);
  const labels = { savingLabel: 'loading...', backLabel: 'BACK', onBack: goBack, isFocusedOnMount };
  return (
    <>
      <WizardProgress step={step} />
      <ApplicationStep
        key={step}
        step={step}
        data={data}
        navigation={{ ...labels, saveLabel: 'SAVE and CONTINUE' }}
        submitNavigation={{ ...labels, saveLabel: 'Submit', savingLabel: 'submitting...' }}
        onSaved={goOn}
        onEdit={edit}
      />
    </>
  );
}

/** Flow A: REGISTRATION (done), BASIC INFORMATION, SOCIAL INFORMATION, APPLICATION (five sub-steps), REVIEW & SUBMIT. */
export function ApplicationWizard() {
  return <ApplicationLoader>{(data) => <Wizard data={data} />}</ApplicationLoader>;
}
