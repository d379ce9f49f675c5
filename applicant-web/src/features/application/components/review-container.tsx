import { ReviewStep } from '@bursary/application-form/steps/review-step';
import type { StepNavigation } from '@bursary/application-form/step-props';
import { ErrorState } from '@bursary/web-ui/components/error-state';
import { LoadingState } from '@bursary/web-ui/components/loading-state';
import { readSession, saveSession } from '@bursary/web-ui/session';
import { useNavigate } from 'react-router-dom';
import { CmsHtml } from '@/components/cms-html';
import { htmlToText } from '@/lib/html-to-text';
import { useApplicationSummary } from '../api/get-application-summary';
import { submitApplication } from '../api/submit-application';
import type { ApplicationData } from '../hooks/use-application-data';
import type { StepKey } from '../steps';

type ReviewContainerProps = {
  data: ApplicationData;
  navigation: StepNavigation;
  onEdit: (step: StepKey) => void;
};

export function ReviewContainer({ data, navigation, onEdit }: ReviewContainerProps) {
  const navigate = useNavigate();
  const applicationId = data.mine.application_id as number;
  const summary = useApplicationSummary(applicationId);
  const { declaration, pledge } = data.content.texts;

  if (!summary.data) {
    if (!summary.error) return <LoadingState label="loading..." />;
    return <ErrorState title="We could not load your answers" message={summary.error.message} onRetry={() => summary.mutate()} />;
  }

  const submit = async () => {
    const { status_id } = await submitApplication({ application_id: applicationId, pledge_by_Applicant: 1 });
    const current = readSession();
    if (current) saveSession({ ...current, application_id: applicationId, application_status: status_id });
    navigate('/applicantdashboard');
  };

  return (
    <ReviewStep
      groups={summary.data.groups}
      declaration={
        <>
          <h3>{declaration.title}</h3>
          <CmsHtml html={declaration.html} />
        </>
      }
      pledgeText={htmlToText(pledge.html) || pledge.title}
      onEdit={onEdit}
      navigation={navigation}
      onSubmit={submit}
    />
  );
}
