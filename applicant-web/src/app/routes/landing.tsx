import { ButtonLink } from '@bursary/web-ui/components/button-link';
import { ErrorState } from '@bursary/web-ui/components/error-state';
import { LoadingState } from '@bursary/web-ui/components/loading-state';
import { clearStaleSession } from '@bursary/web-ui/session';
import { Alert } from '@bursary/web-ui/components/ui/alert';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { CmsHtml } from '@/components/cms-html';
import { usePortalContent } from '@bursary/web-ui/api/portal-content';

export function LandingRoute() {
  const { data, error, isLoading, mutate } = usePortalContent();

  useEffect(() => {
    clearStaleSession();
  }, []);

  if (isLoading) return <LoadingState />;
  if (!data) {
    return (
      <ErrorState
        title="We could not load the bursary information"
        message={error?.message ?? 'Please try again.'}
        onRetry={() => mutate()}
      />
    );
  }

  const isOpen = data.settings.applications_open;
  // Each period has its own intro in the cms: one that invites applications, one that says they are closed.
  const intro = isOpen ? data.texts.landing_intro : data.texts.landing_intro_closed;
  const closedNotice = data.texts.closed_notice;

  return (
    <div className="stack">
      {!isOpen && (
        <Alert type="error" showIcon title={closedNotice.title} description={<CmsHtml html={closedNotice.html} />} />
      )}
      <section className="panel">
        <h1>{intro.title}</h1>
        <CmsHtml html={intro.html} />
        <div className="actions">
          {isOpen && (
            <ButtonLink to="/register" type="primary" size="large">
              Apply Now
            </ButtonLink>
          )}
          <ButtonLink to="/signin" size="large">
            Login
          </ButtonLink>
          <Link to="/howtoapply">How to apply: step-by-step guide</Link>
        </div>
      </section>
    </div>
  );
}
