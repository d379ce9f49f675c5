import { Tabs } from '@bursary/web-ui/components/ui/tabs';
import type { ApplicationData } from '../hooks/use-application-data';
import { isReachable, TABS_ORDER, type StepKey } from '../steps';
import { ApplicationLoader } from './application-loader';
import { ApplicationStep } from './application-step';
import { useStepParam } from './use-step-param';

const TAB_TITLES: Record<StepKey, string> = {
  basic: 'BASIC INFORMATION',
  social: 'SOCIAL INFORMATION',
  university: 'UNIVERSITY',
  documents: 'Upload Documents',
  income: 'INCOME',
  expenses: 'EXPENSES',
  survey: 'SURVEY',
  review: 'SUBMIT',
};

function ApplicationTabList({ data }: { data: ApplicationData }) {
  const { step, goTo, goOn, goBack, edit, isFocusedOnMount } = useStepParam(TABS_ORDER, data.progress);
  const labels = { savingLabel: 'loading...', backLabel: 'Back', onBack: goBack, isFocusedOnMount };

  return (
    <Tabs
      className="application-tabs"
      activeKey={step}
      // A tab chosen from the tab list keeps the focus there, for arrow-key users.
      onChange={(key) => goTo(key, { isFocusMoved: false })}
      items={TABS_ORDER.map((key) => ({
        key,
        label: TAB_TITLES[key],
        // Later tabs open once the ones before them are saved.
        disabled: !isReachable(key, TABS_ORDER, data.progress),
        children: (
          <ApplicationStep
            step={key}
            data={data}
            navigation={{ ...labels, saveLabel: 'Save and continue' }}
            submitNavigation={{ ...labels, saveLabel: 'Submit', savingLabel: 'submitting...' }}
            onSaved={goOn}
            onEdit={edit}
          />
        ),
      }))}
    />
  );
}

/** Flow B: eight tabs built from the same steps as the wizard. */
export function ApplicationTabs() {
  return <ApplicationLoader>{(data) => <ApplicationTabList data={data} />}</ApplicationLoader>;
}
