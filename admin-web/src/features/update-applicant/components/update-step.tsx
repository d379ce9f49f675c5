import type { StepNavigation } from '@bursary/application-form/step-props';
import { ExpensesStep } from '@bursary/application-form/steps/expenses-step';
import { IncomeStep } from '@bursary/application-form/steps/income-step';
import { SocialInfoStep } from '@bursary/application-form/steps/social-info-step';
import { StaffBasicInfoStep } from '@bursary/application-form/steps/staff-basic-info-step';
import { SurveyStep } from '@bursary/application-form/steps/survey-step';
import { UniversityStep } from '@bursary/application-form/steps/university-step';
import type { ApplicationSection, ReferenceLists, SuccessResponse, UpdateApplicantRequest } from '@bursary/domain/api-types';
import type { ApplicationForms } from '@bursary/domain/back-office-api';
import { updateApplicant } from '../api/update-applicant';
import { updateApplication } from '../api/update-application';
import type { StageKey } from '../stages';
import { StaffDocuments } from './staff-documents';

type UpdateStepProps = {
  stage: StageKey;
  forms: ApplicationForms;
  lists: ReferenceLists;
  cycleYear: number;
  navigation: StepNavigation;
  /** Runs a save call; says its success line in the page, or throws its refusal into the step. */
  save: (send: () => Promise<SuccessResponse>) => Promise<void>;
  /** The documents step's Save and Continue. */
  onDocumentsDone: () => void;
};

/** One step of the update form with the applicant's saved values and its save on their behalf. */
export function UpdateStep({ stage, forms, lists, cycleYear, navigation, save, onDocumentsDone }: UpdateStepProps) {
  const { application_id: applicationId, applicant_id: applicantId } = forms;
  const common = { draftKey: `staff:${applicationId}:${stage}`, navigation };

  const saveApplicant = (applicant: UpdateApplicantRequest['applicant'], email: string) =>
    save(() => updateApplicant({ applicant, email, applicant_id: applicantId }));
  const saveSection = (values: ApplicationSection) => save(() => updateApplication({ ...values, application_id: applicationId }));

  switch (stage) {
    case 'basic':
      return (
        <StaffBasicInfoStep
          {...common}
          lists={lists}
          initialValues={forms.applicant}
          onSave={(values) => saveApplicant(values, values.email)}
        />
      );
    case 'social':
      return (
        <SocialInfoStep
          {...common}
          lists={lists}
          nationality={forms.applicant.country}
          initialValues={forms.applicant}
          onSave={(values) => saveApplicant(values, forms.applicant.email)}
        />
      );
    case 'university':
      return (
        <UniversityStep {...common} lists={lists} cycleYear={cycleYear} initialValues={forms.application} onSave={saveSection} />
      );
    case 'income':
      return <IncomeStep {...common} initialValues={forms.application} onSave={saveSection} />;
    case 'expenses':
      return <ExpensesStep {...common} initialValues={forms.application} onSave={saveSection} />;
    case 'survey':
      return <SurveyStep {...common} lists={lists} initialValues={forms.application} onSave={saveSection} />;
    case 'documents':
      return <StaffDocuments applicationId={applicationId} navigation={navigation} onContinue={onDocumentsDone} />;
  }
}
