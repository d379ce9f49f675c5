import { reviewerName, type ApplicationAssignments } from '@bursary/domain/reviewers';
import { NotLoaded } from '@bursary/web-ui/components/not-loaded';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { useState } from 'react';
import { LabelledSelect } from '@/components/labelled-select';
import { assignReviewer, unassignReviewer } from '../api/assign-reviewer';
import { useAssignments } from '../api/get-assignments';
import { useReviewers } from '../api/get-reviewers';
import './reviewers.css';

const OPEN_POOL = 'Open pool: any reviewer may score it.';

/**
 * The applicant detail's Assigned reviewers (staff only): who may score this application (nobody
 * named means the open pool, which every reviewer may), with Remove each, and Assign another active reviewer.
 */
export function AssignedReviewers({ applicationId }: { applicationId: number }) {
  const assignments = useAssignments(applicationId);
  const reviewers = useReviewers();
  const [chosen, setChosen] = useState('');
  const [busy, setBusy] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const change = async (reviewerId: number, call: typeof assignReviewer, what: string) => {
    setBusy(reviewerId);
    setProblem(null);
    try {
      const answered: ApplicationAssignments = await call({ application_id: applicationId, reviewer_id: reviewerId });
      await assignments.mutate(answered, { revalidate: false });
      setChosen('');
      void reviewers.mutate();
    } catch (error) {
      setProblem(`${(error as Error).message} ${what}`);
    } finally {
      setBusy(null);
    }
  };

  const assigned = assignments.data?.reviewers;
  const assignable = (reviewers.data?.reviewers ?? []).filter(
    (entry) => entry.status === 'active' && entry.user_id !== null && !assigned?.some((reviewer) => reviewer.user_id === entry.user_id),
  );

  return (
    <section className="panel assigned-reviewers" aria-labelledby="assigned-reviewers-title">
      <h2 id="assigned-reviewers-title">Assigned reviewers</h2>
      {problem && <Alert className="form-alert" type="error" showIcon role="alert" title={problem} />}
      {!assigned ? (
        <NotLoaded results={[assignments]} errorTitle="We could not load the reviewers of this application" />
      ) : assigned.length === 0 ? (
        <p>{OPEN_POOL}</p>
      ) : (
        <ul className="assigned-reviewers-list">
          {assigned.map((reviewer) => (
            <li key={reviewer.user_id}>
              <span>
                {reviewer.name} <span className="reviewer-waiting">({reviewer.email})</span>
              </span>
              <Button
                size="small"
                loading={busy === reviewer.user_id}
                onClick={() => void change(reviewer.user_id, unassignReviewer, `${reviewer.name} is still assigned; press Remove again.`)}
                aria-label={`Remove ${reviewer.name}`}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {reviewers.data && assignable.length === 0 && (
        <p className="reviewer-waiting">
          {reviewers.data.reviewers.some((entry) => entry.status === 'active')
            ? 'Every active reviewer is assigned.'
            : 'There are no active reviewers: invite one from the admin home (Reviewers).'}
        </p>
      )}
      {assignable.length > 0 && (
        <div className="assigned-reviewers-add">
          <LabelledSelect
            label="Reviewer to assign"
            value={chosen}
            options={[
              { value: '', label: 'Choose a reviewer' },
              ...assignable.map((entry) => ({ value: String(entry.user_id), label: `${reviewerName(entry)} (${entry.email})` })),
            ]}
            onChange={setChosen}
          />
          <Button
            type="primary"
            disabled={chosen === '' || busy !== null}
            loading={busy === Number(chosen)}
            onClick={() => void change(Number(chosen), assignReviewer, 'Nobody was assigned; choose the reviewer and press Assign again.')}
          >
            Assign
          </Button>
        </div>
      )}
      {reviewers.error && <NotLoaded results={[reviewers]} errorTitle="We could not load the list of reviewers" />}
    </section>
  );
}
