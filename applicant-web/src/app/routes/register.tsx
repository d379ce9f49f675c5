import type { PortalContent } from '@bursary/domain/api-types';
import { ButtonLink } from '@bursary/web-ui/components/button-link';
import { ErrorState } from '@bursary/web-ui/components/error-state';
import { LoadingState } from '@bursary/web-ui/components/loading-state';
import { PageHeading } from '@bursary/web-ui/components/page-heading';
import { Alert } from '@bursary/web-ui/components/ui/alert';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { CmsHtml } from '@/components/cms-html';
import { EligibilityStep } from '@/features/registration/components/eligibility-step';
import { RegistrationForm } from '@/features/registration/components/registration-form';
import { usePortalContent } from '@bursary/web-ui/api/portal-content';

// Closed, there is nothing to register for (the cms refuses it): the notice, and the way in for those invited late.
function RegistrationClosed({ texts }: { texts: PortalContent['texts'] }) {
  const { closed_notice: notice, landing_intro_closed: intro } = texts;
  return (
    <div className="stack">
      <Alert type="error" showIcon title={notice.title} description={<CmsHtml html={notice.html} />} />
      <section className="panel" aria-label="Registration is closed">
        <CmsHtml html={intro.html} />
        <div className="actions">
          <ButtonLink to="/signin" type="primary">
            Login
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}

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
      {data && !data.settings.applications_open && <RegistrationClosed texts={data.texts} />}
      {data && data.settings.applications_open && !hasConfirmedEligibility && (
        <EligibilityStep
          article={data.texts.eligibility_article}
          confirmation={data.texts.eligibility_confirmation}
          onNext={() => setHasConfirmedEligibility(true)}
        />
      )}
      {data && data.settings.applications_open && hasConfirmedEligibility && (
        <RegistrationForm terms={data.texts.terms_and_conditions} />
      )}
    </>
  );
}
