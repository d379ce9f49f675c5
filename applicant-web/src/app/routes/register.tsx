import { useState } from 'react';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { PageHeading } from '@/components/page-heading';
import { usePortalContent } from '@/features/content/api/get-portal-content';
import { EligibilityStep } from '@/features/registration/components/eligibility-step';
import { RegistrationForm } from '@/features/registration/components/registration-form';

export function RegisterRoute() {
  const { data, error, isLoading, mutate } = usePortalContent();
  const [hasConfirmedEligibility, setHasConfirmedEligibility] = useState(false);

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
      {data && hasConfirmedEligibility && <RegistrationForm />}
    </>
  );
}
