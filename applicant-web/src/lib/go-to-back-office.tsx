import { ErrorState } from '@bursary/web-ui/components/error-state';
import { LoadingState } from '@bursary/web-ui/components/loading-state';
import { useEffect } from 'react';
import { usePortalContent } from '@bursary/web-ui/api/portal-content';
import { backOfficeUrl } from './portal-content';

export function GoToBackOffice() {
  const { data, error, isLoading, mutate } = usePortalContent();

  useEffect(() => {
    if (data) window.location.replace(backOfficeUrl(data));
  }, [data]);

  if (!isLoading && !data) {
    return (
      <ErrorState
        title="We could not open the staff back office"
        message={error?.message ?? 'Please try again.'}
        onRetry={() => mutate()}
      />
    );
  }
  return <LoadingState label="Opening the staff back office..." />;
}
