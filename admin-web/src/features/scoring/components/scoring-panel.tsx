import { SCORE_MESSAGES } from '@bursary/domain/scoring';
import { NotLoaded } from '@bursary/web-ui/components/not-loaded';
import { Alert } from 'antd';
import type { ReactNode } from 'react';
import { useScores } from '../api/get-scores';
import { RubricForm } from './rubric-form';
import { ScoresTable } from './scores-table';
import '@/components/figures.css';
import './scoring.css';

type ScoringPanelProps = {
  applicationId: number;
  /** The applicant's name, for the form and its confirmations. */
  name: string;
  /** Shown under the scores once mine are submitted (or I chose to look): the queue's "Next application". */
  afterScored?: ReactNode;
  /** Called once my scores are submitted or I chose to look. */
  onScored?: () => void;
};

/**
 * My scores for one application against its year's rubric; once submitted (or after choosing to
 * look without scoring), every reviewer's scores, the weighted average and the spread.
 */
export function ScoringPanel({ applicationId, name, afterScored, onScored }: ScoringPanelProps) {
  const scores = useScores(applicationId);
  const data = scores.data;
  if (!data) return <NotLoaded results={[scores]} errorTitle="We could not load the scores" />;
  if (data.rubric.length === 0) {
    return <Alert className="form-alert" type="info" showIcon role="status" title={SCORE_MESSAGES.noRubric(data.application_year)} />;
  }
  if (data.can_score) {
    return (
      <>
        {!data.can_see_others && (
          <p className="scoring-note">
            The other reviewers' scores are hidden until you submit yours, so that they do not sway you.
            {data.mine?.state === 'draft' ? ' Your draft is saved: only you can see it.' : ''}
          </p>
        )}
        <RubricForm
          key={applicationId}
          applicationId={applicationId}
          name={name}
          rubric={data.rubric}
          saved={data.mine?.scores ?? {}}
          onAnswer={(answered) => {
            void scores.mutate(answered, { revalidate: false });
            if (!answered.can_score) onScored?.();
          }}
        />
      </>
    );
  }

  return (
    <>
      <Alert
        className="form-alert"
        type="success"
        showIcon
        role="status"
        title={
          data.mine?.state === 'looked'
            ? 'You chose to see the scores without scoring this application.'
            : `Your scores for ${name} are submitted.`
        }
      />
      {afterScored}
      <ScoresTable scores={data} />
    </>
  );
}
