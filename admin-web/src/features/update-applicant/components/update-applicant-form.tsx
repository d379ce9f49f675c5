import { FormAudienceProvider } from '@bursary/application-form/audience';
import { usePortalContent } from '@bursary/web-ui/api/portal-content';
import { useReferenceLists } from '@bursary/web-ui/api/reference-lists';
import { NotLoaded } from '@bursary/web-ui/components/not-loaded';
import Alert from 'antd/es/alert';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useApplicationForms } from '../api/get-application-forms';
import { STAGE_ORDER, type StageKey } from '../stages';
import { UpdateStep } from './update-step';
import { UpdateStepper } from './update-stepper';
import './update-applicant.css';

type UpdateApplicantFormProps = {
  applicationId: number;
  stage: StageKey;
  onGoTo: (stage: StageKey) => void;
};

/** The edit-on-behalf form (back-office spec §2 Update form): the applicant's steps, prefilled, saved one at a time. */
export function UpdateApplicantForm({ applicationId, stage, onGoTo }: UpdateApplicantFormProps) {
  const forms = useApplicationForms(applicationId);
  const lists = useReferenceLists();
  const content = usePortalContent();
  const navigate = useNavigate();
  // The last save's answer, said until the person moves to another step.
  const [saved, setSaved] = useState<{ stage: StageKey; message: string } | null>(null);

  if (!forms.data || !lists.data || !content.data) {
    return <NotLoaded results={[forms, lists, content]} errorTitle="We could not load the applicant's application" />;
  }

  const { applicant, application_year: year } = forms.data;
  const recordPath = `/applicationmanager?application_id=${applicationId}`;
  const index = STAGE_ORDER.indexOf(stage);
  const previous = STAGE_ORDER[index - 1];
  const next = STAGE_ORDER[index + 1];
  const navigation = {
    saveLabel: stage === 'documents' ? 'Save and Continue' : 'Submit',
    savingLabel: 'Loading...',
    backLabel: 'Back',
    onBack: previous ? () => onGoTo(previous) : undefined,
    nextLabel: 'Next',
    onNext: next ? () => onGoTo(next) : undefined,
    isFocusedOnMount: true,
  };

  return (
    <div className="update-applicant">
      <p className="update-applicant-who">
        On behalf of{' '}
        <strong>
          {String(applicant.first_name ?? '')} {String(applicant.last_name ?? '')}
        </strong>{' '}
        ({applicant.email}), application {year}. <Link to={recordPath}>Back to the applicant record</Link>
      </p>
      <UpdateStepper stage={stage} onGoTo={onGoTo} />
      <div aria-live="polite">
        {saved?.stage === stage && <Alert type="success" showIcon title={saved.message} className="update-saved" />}
      </div>
      {/* The steps speak of the applicant, not to them. */}
      <FormAudienceProvider audience="staff">
        <UpdateStep
          key={stage}
          stage={stage}
          forms={forms.data}
          lists={lists.data}
          cycleYear={content.data.settings.cycle_year}
          navigation={navigation}
          save={async (send) => {
            setSaved(null);
            const { success } = await send();
            await forms.mutate();
            setSaved({ stage, message: success });
          }}
          onDocumentsDone={() => navigate(`${recordPath}&view=documents`)}
        />
      </FormAudienceProvider>
    </div>
  );
}
