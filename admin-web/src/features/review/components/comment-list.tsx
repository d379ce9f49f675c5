import { ErrorState } from '@bursary/web-ui/components/error-state';
import { LoadingState } from '@bursary/web-ui/components/loading-state';
import { useComments } from '../api/get-comments';

/** The application's earlier comments, newest first: date (its first 10 characters), initials, comment. */
export function CommentList({ applicationId }: { applicationId: number }) {
  const comments = useComments(applicationId);

  if (comments.isLoading) return <LoadingState label="Loading comments..." />;
  if (comments.error || !comments.data) {
    return (
      <ErrorState
        title="We could not load the comments"
        message={comments.error?.message ?? 'Please try again.'}
        onRetry={() => comments.mutate()}
      />
    );
  }
  if (comments.data.length === 0) return <p className="comments-empty">No comments yet. The first one you save shows here.</p>;

  return (
    <ol className="comment-list" aria-label="Earlier comments">
      {comments.data.map((entry, index) => (
        <li key={`${entry['Comment Date']}-${index}`}>
          <p className="comment-meta">
            <span>{entry['Comment Date'].slice(0, 10)}</span>
            <abbr title="Staff member's initials">{entry.initials}</abbr>
          </p>
          <p className="comment-text">{entry.Comment}</p>
        </li>
      ))}
    </ol>
  );
}
