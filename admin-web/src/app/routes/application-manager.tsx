import { ApiError } from '@bursary/web-ui/api-client';
import { ErrorState } from '@bursary/web-ui/components/error-state';
import { LoadingState } from '@bursary/web-ui/components/loading-state';
import { PageHeading } from '@bursary/web-ui/components/page-heading';
import { Alert, Button, Flex } from 'antd';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { useApplication } from '@/features/applicant-detail/api/get-application';
import { AcceptDeclineView } from '@/features/applicant-detail/components/accept-decline-view';
import { DecisionCost } from '@/features/budget/components/decision-cost';
import { ApplicantSummary } from '@/features/applicant-detail/components/applicant-summary';
import { DetailBackButton } from '@/features/applicant-detail/components/detail-back-button';
import { DetailHome } from '@/features/applicant-detail/components/detail-home';
import { DuplicateFlags } from '@/features/applicant-detail/components/duplicate-flags';
import { DocumentsView } from '@/features/applicant-detail/components/documents-view';
import { DATA_SECTIONS, updatePath } from '@/features/applicant-detail/data-sections';
import { detailPath, isDetailView, STAFF_DETAIL_VIEWS } from '@/features/applicant-detail/detail-views';
import '@/features/applicant-detail/components/applicant-detail.css';
import { PaymentView } from '@/features/payments/components/payment-view';
import { ReviewView } from '@/features/review/components/review-view';
import { AssignedReviewers } from '@/features/reviewers/components/assigned-reviewers';
import { ScoresView } from '@/features/scoring/components/scores-view';
import { TimelineView } from '@/features/timeline/components/timeline-view';
import { useMayDo } from '@/lib/may-do';

const ADMIN_HOME = '/admindashboard';

const parseId = (raw: string | null) => {
  const id = Number(raw);
  return raw !== null && Number.isInteger(id) && id > 0 ? id : null;
};

function NoApplication({ title, message }: { title: string; message: string }) {
  return (
    <Flex vertical gap="middle">
      <PageHeading>Applicant record</PageHeading>
      <Alert
        type="warning"
        showIcon
        title={title}
        description={
          <>
            <p>{message}</p>
            <Link to={ADMIN_HOME}>Go to the admin home and open the applicant from the list</Link>
          </>
        }
      />
    </Flex>
  );
}

// One applicant: home, review, accept/decline, payment and documents (back-office spec §2, Applicant detail screen), and the timeline.
// A reviewer gets home (read only), review (comments), scores and documents.
export function ApplicationManagerRoute() {
  const isStaff = useMayDo('staff');
  const [searchParams] = useSearchParams();
  const applicationId = parseId(searchParams.get('application_id'));
  const requestedView = searchParams.get('view');
  const view = isDetailView(requestedView) ? requestedView : 'home';
  const { data: application, error, isLoading, mutate } = useApplication(applicationId);

  if (applicationId === null) {
    return (
      <NoApplication
        title="No application was chosen"
        message="This address does not name an application (it needs ?application_id= and a number)."
      />
    );
  }
  if (!isStaff && (requestedView === 'update' || STAFF_DETAIL_VIEWS.includes(view))) {
    return <Navigate to={detailPath(applicationId)} replace />;
  }
  // The spec's "update" sub-view is the edit-on-behalf form, from its first step.
  if (requestedView === 'update') return <Navigate to={updatePath(applicationId, DATA_SECTIONS[0].stage)} replace />;
  if (error instanceof ApiError && error.status === 404) {
    return (
      <NoApplication
        title={`Application ${applicationId} was not found`}
        message="It may have been removed, or the link is wrong."
      />
    );
  }
  if (!application) {
    if (isLoading) return <LoadingState label="Loading the application..." />;
    return (
      <ErrorState
        title="We could not load the application"
        message={error?.message ?? 'Please try again.'}
        onRetry={() => void mutate()}
      />
    );
  }

  const onChanged = () => void mutate();
  const name = `${application['First Name']} ${application['Last Name']}`;

  return (
    <Flex vertical gap="middle" className="applicant-detail">
      <div>
        {view === 'home' ? (
          <DetailBackButton label="Back to Admin Page" fallback={ADMIN_HOME} />
        ) : (
          <DetailBackButton label="Back to applicant" fallback={detailPath(applicationId)} />
        )}
      </div>
      <div>
        <PageHeading>{name}</PageHeading>
        <p className="applicant-detail-context">
          Application No. {application.application_reference}
          {application.University ? `, ${application.University}` : ''}
        </p>
      </div>
      {error && (
        <Alert
          type="warning"
          showIcon
          title="This may not be the latest information"
          description={
            <>
              <p>{error.message}</p>
              <Button onClick={() => void mutate()}>Load it again</Button>
            </>
          }
        />
      )}
      <ApplicantSummary application={application} />
      <DuplicateFlags key={application.application_id} flags={application.flags} />
      {view === 'home' && <DetailHome application={application} onChanged={onChanged} />}
      {view === 'review' && <ReviewView application={application} />}
      {view === 'scores' && isStaff && <AssignedReviewers applicationId={applicationId} />}
      {view === 'scores' && <ScoresView applicationId={applicationId} name={name} />}
      {view === 'acceptdecline' && (
        <AcceptDeclineView
          application={application}
          onChanged={onChanged}
          costOf={(isAccepting) => <DecisionCost applications={[application]} isAccepting={isAccepting} />}
        />
      )}
      {view === 'payment' && <PaymentView application={application} onChanged={onChanged} />}
      {view === 'documents' && <DocumentsView application={application} />}
      {view === 'timeline' && <TimelineView applicationId={applicationId} linkTo={(target) => detailPath(applicationId, target)} />}
    </Flex>
  );
}
