import { ErrorState } from './error-state';
import { LoadingState } from './loading-state';

type LoadResult = {
  error?: Error;
  isLoading: boolean;
  mutate: () => Promise<unknown>;
};

type NotLoadedProps = {
  /** The swr results a page waits for. */
  results: LoadResult[];
  /** Said when one of them failed, e.g. "We could not load your application". */
  errorTitle: string;
};

/** What a page shows until all its data is in: "Loading...", or the first error with Try again (which retries them all). */
export function NotLoaded({ results, errorTitle }: NotLoadedProps) {
  if (results.some((result) => result.isLoading)) return <LoadingState />;
  const error = results.find((result) => result.error)?.error;
  return (
    <ErrorState
      title={errorTitle}
      message={error?.message ?? 'Please try again.'}
      onRetry={() => Promise.all(results.map((result) => result.mutate()))}
    />
  );
}
