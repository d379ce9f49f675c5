import type { ApplicationData } from '../hooks/use-application-data';
import { WIZARD_ORDER } from '../steps';
import { ApplicationLoader } from './application-loader';
import { ApplicationStep } from './application-step';
import { useStepParam } from './use-step-param';
import { WizardProgress } from './wizard-progress';

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
