import { ReviewStep } from '@bursary/application-form/steps/review-step';
import type { StepNavigation } from '@bursary/application-form/step-props';
import { ErrorState } from '@bursary/web-ui/components/error-state';
import { LoadingState } from '@bursary/web-ui/components/loading-state';
import { readSession, saveSession } from '@bursary/web-ui/session';
import { Alert } from '@bursary/web-ui/components/ui/alert';
import { useNavigate } from 'react-router-dom';
import { CmsHtml } from '@/components/cms-html';
import { htmlToText } from '@/lib/html-to-text';
import { useApplicationSummary } from '../api/get-application-summary';
import { submitApplication } from '../api/submit-application';
import type { ApplicationData } from '../hooks/use-application-data';
import { isPending, keptSavesOf, sendKeptSaves } from '../offline/kept-saves';
import type { StepKey } from '../steps';
import { useOpenedSection } from './use-step-param';

type ReviewContainerProps = {
  data: ApplicationData;
  navigation: StepNavigation;
  onEdit: (step: StepKey) => void;
};

/** Submitting waits until every save kept on this phone has reached the server (offline/kept-saves.ts). */
export const SUBMIT_WAITS_MESSAGE =
  'Some answers are saved on this phone and not yet sent. You can submit once they are sent: they go by themselves as soon as the internet connection is back.';
const SUBMIT_REFUSED_MESSAGE = 'A step was not accepted when it was sent. Open it, correct it and save it again, then submit.';

export function ReviewContainer({ data, navigation, onEdit }: ReviewContainerProps) {
  const navigate = useNavigate();
  const applicationId = data.mine.application_id as number;
  const summary = useApplicationSummary(applicationId);
  const openedSection = useOpenedSection();
  const { declaration, pledge } = data.content.texts;

  const isWaiting = data.kept.some(isPending);
  const waitingNote = isWaiting && (
    <div className="kept-step-note">
      <Alert type="warning" showIcon title={SUBMIT_WAITS_MESSAGE} />
    </div>
  );

  if (!summary.data) {
    if (!summary.error) return <LoadingState label="loading..." />;
    return (
      <>
        {waitingNote}
        <ErrorState title="We could not load your answers" message={summary.error.message} onRetry={() => summary.mutate()} />
      </>
    );
  }

  const submit = async () => {
    // Nothing is submitted while a save waits on this phone: it is sent first, or the person is told why not.
    if (keptSavesOf(data.session.user).length > 0) {
      await sendKeptSaves();
      const kept = keptSavesOf(data.session.user);
      if (kept.some(isPending)) throw new Error(SUBMIT_WAITS_MESSAGE);
      if (kept.some((save) => save.refused)) throw new Error(SUBMIT_REFUSED_MESSAGE);
      await summary.mutate();
    }
    const { status_id } = await submitApplication({ application_id: applicationId, pledge_by_Applicant: 1 });
    const current = readSession();
    if (current) saveSession({ ...current, application_id: applicationId, application_status: status_id });
    navigate('/applicantdashboard');
  };

  return (
    <>
      {waitingNote}
      <ReviewStep
      groups={summary.data.groups}
      openedGroup={openedSection}
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
    </>
  );
}
