import { ErrorState } from '@bursary/web-ui/components/error-state';
import { LoadingState } from '@bursary/web-ui/components/loading-state';
import { PageHeading } from '@bursary/web-ui/components/page-heading';
import { CmsHtml } from '@/components/cms-html';
import { usePortalContent } from '@bursary/web-ui/api/portal-content';

export function PrivacyRoute() {
  const { data, error, isLoading, mutate } = usePortalContent();

  if (isLoading) return <LoadingState />;
  if (!data) {
    return (
      <ErrorState
        title="We could not load the privacy policy"
        message={error?.message ?? 'Please try again.'}
        onRetry={() => mutate()}
      />
    );
  }

  const { title, html } = data.texts.privacy_policy;
  return (
    <article className="panel">
      <PageHeading>{title}</PageHeading>
      <CmsHtml html={html} />
    </article>
  );
}
