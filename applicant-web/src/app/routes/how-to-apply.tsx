import { ErrorState } from '@bursary/web-ui/components/error-state';
import { LoadingState } from '@bursary/web-ui/components/loading-state';
import { PageHeading } from '@bursary/web-ui/components/page-heading';
import { GuideSteps } from '@/features/guide/components/guide-steps';
import { usePortalContent } from '@bursary/web-ui/api/portal-content';

export function HowToApplyRoute() {
  const { data, error, isLoading, mutate } = usePortalContent();

  return (
    <>
      <PageHeading>How to apply</PageHeading>
      {isLoading && <LoadingState />}
      {!isLoading && !data && (
        <ErrorState
          title="We could not load the guide"
          message={error?.message ?? 'Please try again.'}
          onRetry={() => mutate()}
        />
      )}
      {data && <GuideSteps steps={data.guide_steps} />}
    </>
  );
}
