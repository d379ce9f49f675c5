import { ApiError } from '@bursary/web-ui/api-client';
import { LoadingState } from '@bursary/web-ui/components/loading-state';
import { PageHeading } from '@bursary/web-ui/components/page-heading';
import { Alert } from '@bursary/web-ui/components/ui/alert';
import { Button } from '@bursary/web-ui/components/ui/button';
import type { useUploadLink } from '../api/get-upload-link';
import { UsedLinkNotice } from './used-link-notice';

// The server's answer to a link that was used up.
export const LINK_USED_STATUS = 410;

type LinkProblemProps = {
  /** The page's heading. */
  title: string;
  link: Pick<ReturnType<typeof useUploadLink>, 'error' | 'isLoading' | 'mutate'>;
};

/**
 * A token page until its link is known: "Loading...", what was received through a used link, or why the link cannot
 * be used (expired, tampered, cut short) and what to do.
 */
export function LinkProblem({ title, link: { error, isLoading, mutate } }: LinkProblemProps) {
  if (isLoading) return <LoadingState />;
  const message = (error as Error | undefined)?.message ?? 'This link could not be opened.';
  // 4xx: the link itself is the problem; anything else may pass.
  const isLinkRefused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  if (isLinkRefused && error.status === LINK_USED_STATUS) {
    return (
      <div className="stack">
        <PageHeading>{title}</PageHeading>
        <UsedLinkNotice message={message} />
      </div>
    );
  }

  return (
    <div className="stack">
      <PageHeading>{title}</PageHeading>
      <Alert
        type="error"
        showIcon
        role="alert"
        title="This link cannot be used"
        description={
          <>
            <p>{message}</p>
            {isLinkRefused ? (
              <p>
                Open the link from the most recent e-mail the bursary office sent you, and make sure you use the whole
                link. If it still does not work, reply to that e-mail and ask for a new link.
              </p>
            ) : (
              <Button onClick={() => mutate()}>Try again</Button>
            )}
          </>
        }
      />
    </div>
  );
}
