import { NotLoaded } from '@bursary/web-ui/components/not-loaded';
import { Button } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useReviewQueue } from '../api/get-review-queue';
import { ScoringPanel } from './scoring-panel';
import './scoring.css';

const leftText = (left: number, year: number) =>
  left === 0 ? `Nothing left to score in ${year}.` : `${left} ${left === 1 ? 'application' : 'applications'} left to score in ${year}.`;

/**
 * The admin home's Review queue (?view=queue): the cycle's next submitted application I have not
 * scored, oldest first, with the rubric form; after a submit, "Next application" (focused, so Enter
 * moves on) opens the one after it.
 */
export function ReviewQueueView() {
  const queue = useReviewQueue();
  // The application being scored stays on screen after its submit, while the queue moves on behind it.
  const [current, setCurrent] = useState<{ id: number; reference: string; name: string } | null>(null);
  const data = queue.data;
  if (!data) return <NotLoaded results={[queue]} errorTitle="We could not load the review queue" />;

  const shown = current ?? (data.next && { id: data.next.application_id, reference: data.next.application_reference, name: data.next.name });
  const onNext = () => {
    setCurrent(null);
    void queue.mutate();
  };

  return (
    <div className="review-queue">
      <p className="review-queue-left" role="status">
        {leftText(data.left, data.application_year)}
      </p>
      {shown ? (
        <section className="panel scoring" aria-labelledby="queue-application-title">
          <h2 id="queue-application-title">
            {shown.name} <span className="review-queue-reference">{shown.reference}</span>
          </h2>
          <p>
            <Link to={`/applicationmanager?application_id=${shown.id}`} target="_blank">
              Open the application (new tab)
            </Link>
          </p>
          <ScoringPanel
            key={shown.id}
            applicationId={shown.id}
            name={shown.name}
            onScored={() => {
              setCurrent(shown);
              void queue.mutate();
            }}
            afterScored={
              <div className="actions review-queue-next">
                {queue.isValidating ? null : data.next && data.next.application_id !== shown.id ? (
                  <Button type="primary" autoFocus onClick={onNext}>
                    Next application
                  </Button>
                ) : (
                  <p>That was the last one to score.</p>
                )}
              </div>
            }
          />
        </section>
      ) : (
        <p className="figures-empty">You have scored every submitted application of {data.application_year}.</p>
      )}
    </div>
  );
}
