import { ErrorState } from '@bursary/web-ui/components/error-state';
import { LoadingState } from '@bursary/web-ui/components/loading-state';
import { PageHeading } from '@bursary/web-ui/components/page-heading';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { EligibilityStep } from '@/features/registration/components/eligibility-step';
import { RegistrationForm } from '@/features/registration/components/registration-form';
import { usePortalContent } from '@bursary/web-ui/api/portal-content';

export function RegisterRoute() {
  const { data, error, isLoading, mutate } = usePortalContent();
  const [hasConfirmedEligibility, setHasConfirmedEligibility] = useState(false);
  const [params] = useSearchParams();
  const invitationToken = params.get('token');

  // Late-application invitations sent before they linked to /application?token= still work.
  if (invitationToken) return <Navigate to={`/application?token=${encodeURIComponent(invitationToken)}`} replace />;
  return (
    <>
      <PageHeading>Registration</PageHeading>
      {isLoading && <LoadingState />}
      {!isLoading && !data && (
        <ErrorState
          title="We could not load the eligibility article"
          message={error?.message ?? 'Please try again.'}
          onRetry={() => mutate()}
        />
      )}
      {data && !hasConfirmedEligibility && (
        <EligibilityStep
          article={data.texts.eligibility_article}
          confirmation={data.texts.eligibility_confirmation}
          onNext={() => setHasConfirmedEligibility(true)}
        />
      )}
      {data && hasConfirmedEligibility && (
        <RegistrationForm terms={data.texts.terms_and_conditions} />
      )}
    </>
  );
}
