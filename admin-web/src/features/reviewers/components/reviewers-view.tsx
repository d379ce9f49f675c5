import { usePortalContent } from '@bursary/web-ui/api/portal-content';
import { NotLoaded } from '@bursary/web-ui/components/not-loaded';
import Alert from 'antd/es/alert';
import { useState } from 'react';
import { useReviewers } from '../api/get-reviewers';
import { AssignFromPoolDialog } from './assign-from-pool-dialog';
import { InviteReviewerForm } from './invite-reviewer-form';
import { ReviewerAccountDialog, type AccountChange } from './reviewer-account-dialog';
import { ReviewersTable, type ActiveReviewer } from './reviewers-table';
import './reviewers.css';

type Answer = { type: 'success' | 'error'; message: string };

/**
 * The admin home's Reviewers (?view=reviewers, staff only): invite a reviewer by e-mail, see everyone's
 * standing and work, deactivate or reactivate them, and give an active one applications from the open pool.
 */
export function ReviewersView() {
  const reviewers = useReviewers();
  const content = usePortalContent();
  const [change, setChange] = useState<AccountChange | null>(null);
  const [assigning, setAssigning] = useState<ActiveReviewer | null>(null);
  const [answer, setAnswer] = useState<Answer | null>(null);

  const refresh = () => void reviewers.mutate();
  const onAnswer = (next: Answer) => {
    setAnswer(next);
    refresh();
  };

  return (
    <div className="reviewers">
      <section className="panel" aria-labelledby="invite-reviewer-title">
        <h2 id="invite-reviewer-title">Invite a reviewer</h2>
        <p>
          Reviewers read, comment on and score the applications assigned to them or to nobody (the open pool). They cannot decide, pay,
          e-mail, export or edit on an applicant's behalf. The invitation's link lets them choose a password.
        </p>
        <InviteReviewerForm onInvited={refresh} />
      </section>
      <section className="panel" aria-labelledby="reviewers-title">
        <h2 id="reviewers-title">Reviewers and invitations</h2>
        {answer && (
          <Alert
            className="form-alert"
            type={answer.type}
            showIcon
            role={answer.type === 'error' ? 'alert' : 'status'}
            title={answer.message}
            closable
            onClose={() => setAnswer(null)}
          />
        )}
        {reviewers.data ? (
          <ReviewersTable
            reviewers={reviewers.data.reviewers}
            onAssign={(entry) => {
              setAnswer(null);
              setAssigning(entry);
            }}
            onDeactivate={(entry) => setChange({ entry, kind: 'deactivate' })}
            onReactivate={(entry) => setChange({ entry, kind: 'reactivate' })}
          />
        ) : (
          <NotLoaded results={[reviewers]} errorTitle="We could not load the reviewers" />
        )}
      </section>
      <ReviewerAccountDialog change={change} onClose={() => setChange(null)} onAnswer={onAnswer} />
      {content.data && (
        <AssignFromPoolDialog
          reviewer={assigning}
          years={content.data.settings.filter_years}
          cycleYear={content.data.settings.cycle_year}
          onClose={() => setAssigning(null)}
          onAssigned={(message) => {
            setAssigning(null);
            onAnswer({ type: 'success', message });
          }}
        />
      )}
    </div>
  );
}
