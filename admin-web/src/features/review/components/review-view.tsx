import type { ApplicationGridRow } from '@bursary/domain/back-office-api';
import { DocumentsRequestForm } from '@/components/email-form/documents-request-form';
import { useMayDo } from '@/lib/may-do';
import { CommentForm } from './comment-form';
import { CommentList } from './comment-list';
import './review-view.css';

export type ReviewViewProps = { application: ApplicationGridRow };

/**
 * The applicant detail screen's Review (back-office spec §2): earlier comments and a new one, and a
 * documents request e-mailed to the applicant's own address (staff only: a reviewer does not e-mail).
 */
export function ReviewView({ application }: ReviewViewProps) {
  const mayEmail = useMayDo('staff');
  const applicationId = application.application_id;
  const name = `${application['First Name']} ${application['Last Name']}`;

  return (
    <div className="review-view">
      <h2>Review of {name}</h2>
      <section className="panel" aria-labelledby="review-comments-heading">
        <h3 id="review-comments-heading">Comments</h3>
        <CommentList applicationId={applicationId} />
        <CommentForm applicationId={applicationId} />
      </section>
      {mayEmail && (
        <section className="panel" aria-labelledby="review-request-heading">
          <h3 id="review-request-heading">Request documents</h3>
          <DocumentsRequestForm
            audience={{ kind: 'applicant', applicantId: application.applicant_id, email: application.Email, isEmailLocked: true }}
          />
        </section>
      )}
    </div>
  );
}
