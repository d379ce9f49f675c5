import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { PageHeading } from '@/components/page-heading';
import { usePortalContent } from '@/features/content/api/get-portal-content';
import { GuideSteps } from '@/features/guide/components/guide-steps';

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
