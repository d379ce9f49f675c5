import type { DecisionEntry } from '@bursary/domain/back-office-api';
import { DetailsList } from '@bursary/web-ui/components/details-list';
import { ErrorState } from '@bursary/web-ui/components/error-state';
import { useDecisions } from '../api/get-decisions';
import { decidedByOn } from '../decided-by-on';

const EMPTY = '—';

function DecisionLine({ entry }: { entry: DecisionEntry }) {
  return (
    <p className="decision-line">
      <span className={`standing standing-${entry.status_id === 1 ? 'good' : 'bad'}`}>{entry.decision}</span>{' '}
      {decidedByOn(entry)}
    </p>
  );
}

function DecisionDetails({ entry }: { entry: DecisionEntry }) {
  return (
    <>
      <DecisionLine entry={entry} />
      <DetailsList
        items={[
          { label: 'Reason', value: entry.note ?? EMPTY },
          { label: 'Subject to', value: entry.subject_to ?? EMPTY },
        ]}
      />
    </>
  );
}

/** The current decision with its reason and "subject to", who made it and when, then the earlier ones; nothing before the first. */
export function DecisionHistory({ applicationId }: { applicationId: number }) {
  const decisions = useDecisions(applicationId);

  if (decisions.error) {
    return (
      <ErrorState
        title="We could not load the decisions"
        message={decisions.error.message}
        onRetry={() => void decisions.mutate()}
      />
    );
  }
  const [current, ...earlier] = decisions.data ?? [];
  if (!current) return null;

  return (
    <section className="panel decision-history" aria-labelledby="decision-history-title">
      <h2 id="decision-history-title">Decision</h2>
      <DecisionDetails entry={current} />
      {earlier.length > 0 && (
        <>
          <h3 id="earlier-decisions-title">Earlier decisions</h3>
          <ol className="decision-list" aria-labelledby="earlier-decisions-title">
            {earlier.map((entry) => (
              <li key={entry.decision_id}>
                <DecisionDetails entry={entry} />
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
