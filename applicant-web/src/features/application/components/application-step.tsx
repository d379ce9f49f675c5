import { BasicInfoStep } from '@bursary/application-form/steps/basic-info-step';
import { ExpensesStep } from '@bursary/application-form/steps/expenses-step';
import { IncomeStep } from '@bursary/application-form/steps/income-step';
import { SocialInfoStep } from '@bursary/application-form/steps/social-info-step';
import type { StepNavigation } from '@bursary/application-form/step-props';
import { SurveyStep } from '@bursary/application-form/steps/survey-step';
import { UniversityStep } from '@bursary/application-form/steps/university-step';
import type { ApplicationSection } from '@bursary/domain/api-types';
import type { UniversityValues } from '@bursary/domain/schemas/university';
import { readSession, saveSession } from '@bursary/web-ui/session';
import { addApplication } from '../api/add-application';
import { saveSocialInfo } from '../api/save-social-info';
import { updateApplicant } from '../api/update-applicant';
import { updateApplication } from '../api/update-application';
import type { ApplicationData } from '../hooks/use-application-data';
import { isDone, type StepKey } from '../steps';
import { DocumentsContainer } from './documents-container';
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

const SAVE_UNIVERSITY_FIRST = 'Save the University step first.';

/** One step of the application with its saved values, option lists and save call; shared by the wizard and the tabs. */
export function ApplicationStep({ step, data, navigation, submitNavigation, onSaved, onEdit }: ApplicationStepProps) {
  const { session, content, lists, mine, previous } = data;
  const applicationId = mine.application_id;
  // A returning applicant starts each step from last year's answers until that step is saved this year.
  const applicationValues =
    (isDone(step, data.progress) ? mine.application : (previous?.application ?? mine.application)) ?? undefined;
  const common = { draftKey: `${session.user}:${step}`, navigation };

  const thenMoveOn =
    <V,>(save: (values: V) => Promise<unknown>) =>
    async (values: V) => {
      await save(values);
      await data.refresh();
      onSaved();
    };

  const updateSection = thenMoveOn((values: ApplicationSection) => {
    if (!applicationId) throw new Error(SAVE_UNIVERSITY_FIRST);
    return updateApplication({ ...values, application_id: applicationId });
  });

  // Creates the application on the first save ("application already exist" included), updates it after.
  const saveUniversity = async (values: UniversityValues) => {
    if (applicationId) {
      await updateApplication({ ...values, application_id: applicationId });
      await data.refresh();
      onSaved();
      return;
    }
    const created = await addApplication(values);
    if (created.isExisting) await updateApplication({ ...values, application_id: created.application_id });
    const current = readSession();
    if (current) saveSession({ ...current, application_id: created.application_id });
    await data.refresh(created.application_id);
    onSaved();
  };

  switch (step) {
    case 'basic':
      return (
        <BasicInfoStep
          {...common}
          lists={lists}
          loginEmail={session.email}
          initialValues={mine.applicant ?? undefined}
          onSave={thenMoveOn((values) => updateApplicant({ applicant: values, email: session.email }))}
        />
      );
    case 'social':
      return (
        <SocialInfoStep
          {...common}
          lists={lists}
          nationality={mine.applicant?.country}
          initialValues={mine.applicant ?? undefined}
          onSave={thenMoveOn(saveSocialInfo)}
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
          initialValues={applicationValues}
          onSave={saveUniversity}
        />
      );
    case 'income':
      return <IncomeStep {...common} initialValues={applicationValues} onSave={updateSection} />;
    case 'expenses':
      return <ExpensesStep {...common} initialValues={applicationValues} onSave={updateSection} />;
    case 'documents':
      return <DocumentsContainer data={data} navigation={navigation} onContinue={onSaved} />;
    case 'survey':
      return <SurveyStep {...common} lists={lists} initialValues={applicationValues} onSave={updateSection} />;
    case 'review':
      return <ReviewContainer data={data} navigation={submitNavigation} onEdit={onEdit} />;
  }
}
