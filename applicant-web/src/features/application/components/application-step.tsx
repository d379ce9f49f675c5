import { BasicInfoStep } from '@bursary/application-form/steps/basic-info-step';
import { ExpensesStep } from '@bursary/application-form/steps/expenses-step';
import { IncomeStep } from '@bursary/application-form/steps/income-step';
import { SocialInfoStep } from '@bursary/application-form/steps/social-info-step';
import type { StepNavigation } from '@bursary/application-form/step-props';
import { SurveyStep } from '@bursary/application-form/steps/survey-step';
import { UniversityStep } from '@bursary/application-form/steps/university-step';
import { readSession } from '@bursary/web-ui/session';
import { Alert } from '@bursary/web-ui/components/ui/alert';
import type { ApplicationData } from '../hooks/use-application-data';
import { saveStep, type KeptStep } from '../offline/kept-saves';
import { isDone, type StepKey } from '../steps';
import { DocumentsContainer } from './documents-container';
import { KeptSavesNotice, KeptStepNote } from './kept-saves-notice';
import { ReviewContainer } from './review-container';

type ApplicationStepProps = {
  step: StepKey;
  data: ApplicationData;
  /** The flow's words for the buttons, and where Back goes. */
  navigation: StepNavigation;
  /** Back on review, the submit button's words. */
  submitNavigation: StepNavigation;
  /** After a successful save: the flow moves on. */
  onSaved: () => void;
  /** A review edit icon: the flow opens that step. */
  onEdit: (step: StepKey) => void;
};

const DOCUMENTS_WAIT =
  'Your University step is saved on this phone and not yet sent. Documents can be uploaded once it is sent, as soon as the internet connection is back.';

/** One step of the application with its saved values, option lists and save call; shared by the wizard and the tabs. */
export function ApplicationStep(props: ApplicationStepProps) {
  const kept = props.data.kept.find((save) => save.step === props.step);
  return (
    <>
      <KeptSavesNotice kept={props.data.kept} shownStep={props.step} />
      {kept && <KeptStepNote save={kept} />}
      <StepOfApplication {...props} />
    </>
  );
}

function StepOfApplication({ step, data, navigation, submitNavigation, onSaved, onEdit }: ApplicationStepProps) {
  const { session, content, lists, mine, previous } = data;
  const applicationId = mine.application_id;
  // A returning applicant starts each step from last year's answers until that step is saved this year.
  const applicationValues =
    (isDone(step, data.progress) ? mine.application : (previous?.application ?? mine.application)) ?? undefined;
  // Every save is sent now, or kept on this phone while the network is gone (offline/kept-saves.ts); either way
  // the flow moves on. A refusal is thrown: the step shows it and keeps every value.
  const keptHere = data.kept.find((save) => save.step === step);
  const sendOrKeep =
    <V,>(keptStep: KeptStep) =>
    async (values: V) => {
      const result = await saveStep({
        user: session.user,
        step: keptStep,
        values: values as Record<string, unknown>,
        email: session.email,
        applicationId,
      });
      if (result === 'sent') {
        // An application the University step just created: its id is in the session now.
        const created = keptStep === 'university' && !applicationId ? readSession()?.application_id : null;
        await data.refresh(created ?? undefined);
      } else {
        // Kept: the pages keep what they have (or this tab's copy); nothing more to load without a network.
        await data.refresh().catch(() => undefined);
      }
      onSaved();
    };
  // The step opens with what was kept for it, when something was (what the person last saved, refused or not sent).
  const startFrom = (saved: Readonly<Record<string, unknown>> | undefined) =>
    keptHere ? { ...saved, ...keptHere.values } : saved;
  const common = { draftKey: `${session.user}:${step}`, navigation };

  switch (step) {
    case 'basic':
      return (
        <BasicInfoStep
          {...common}
          lists={lists}
          loginEmail={session.email}
          initialValues={startFrom(mine.applicant ?? undefined)}
          onSave={sendOrKeep('basic')}
        />
      );
    case 'social':
      return (
        <SocialInfoStep
          {...common}
          lists={lists}
          nationality={mine.applicant?.country}
          initialValues={startFrom(mine.applicant ?? undefined)}
          onSave={sendOrKeep('social')}
        />
      );
    case 'university':
      return (
        <UniversityStep
          {...common}
          lists={lists}
          cycleYear={content.settings.cycle_year}
          presetApplicationType={
            previous?.application_type
              ? { value: previous.application_type, label: previous.application_type_label ?? previous.application_type }
              : null
          }
          initialValues={startFrom(applicationValues)}
          onSave={sendOrKeep('university')}
        />
      );
    case 'income':
      return <IncomeStep {...common} initialValues={startFrom(applicationValues)} onSave={sendOrKeep('income')} />;
    case 'expenses':
      return <ExpensesStep {...common} initialValues={startFrom(applicationValues)} onSave={sendOrKeep('expenses')} />;
    case 'documents':
      // The University step's save creates the application the documents belong to: kept on the phone, not yet.
      if (!applicationId) return <Alert type="info" showIcon title={DOCUMENTS_WAIT} />;
      return <DocumentsContainer data={data} navigation={navigation} onContinue={onSaved} />;
    case 'survey':
      return <SurveyStep {...common} lists={lists} initialValues={startFrom(applicationValues)} onSave={sendOrKeep('survey')} />;
    case 'review':
      return <ReviewContainer data={data} navigation={submitNavigation} onEdit={onEdit} />;
  }
}
