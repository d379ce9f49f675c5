import type { AddStatusesResponse, ApplicationGridRow } from '@bursary/domain/back-office-api';
import { Alert, Button, Modal } from 'antd';
import { useState, type ReactNode } from 'react';
import { useAddStatuses } from '../api/add-statuses';

/** What deciding the selection does to the year's budget (the route gives the budget's preview). */
export type SelectionCostOf = (applications: ApplicationGridRow[], isAccepting: boolean) => ReactNode;

type BulkDecisionProps = {
  selected: ApplicationGridRow[];
  /** The grid's year: a bulk decision is of one year's applications, against that year's budget. */
  year: number | 'all';
  costOf: SelectionCostOf;
  /** Ticks every application of the page that can be decided, or (with []) none. */
  onSelect: (all: boolean) => void;
  /** After the decisions: the selection is cleared and the grid read again. */
  onDecided: () => void;
};

const applications = (count: number) => `${count} ${count === 1 ? 'application' : 'applications'}`;
const nameOf = (row: ApplicationGridRow) => `${row['First Name']} ${row['Last Name']} (${row.application_reference})`;

type Answer = { type: 'success' | 'warning' | 'error'; title: string; refused: string[] };

// The cms's answer in words: how many were decided, and each one refused with the reason.
const answerOf = (response: AddStatusesResponse, decided: ApplicationGridRow[]): Answer => {
  const byId = new Map(decided.map((row) => [row.application_id, row]));
  const refused = response.refused.map(({ application_id: id, error }) => `${byId.has(id) ? nameOf(byId.get(id)!) : `Application ${id}`}: ${error}`);
  return { type: refused.length > 0 ? 'warning' : 'success', title: response.success, refused };
};

/** "Accept selected" and "Decline selected": staff confirm with the count and what it does to the budget. */
export function BulkDecision({ selected, year, costOf, onSelect, onDecided }: BulkDecisionProps) {
  const { trigger, isMutating } = useAddStatuses();
  const [isAccepting, setIsAccepting] = useState<boolean | null>(null);
  const [answer, setAnswer] = useState<Answer | null>(null);
  // The selection confirmed, kept while the dialog closes so its words do not change.
  const [confirming, setConfirming] = useState<ApplicationGridRow[]>([]);
  const isOneYear = year !== 'all';
  const canDecide = isOneYear && selected.length > 0;

  const ask = (accepting: boolean) => {
    setAnswer(null);
    setConfirming(selected);
    setIsAccepting(accepting);
  };

  const decide = async () => {
    if (isAccepting === null) return;
    try {
      const response = await trigger({ application_ids: confirming.map((row) => row.application_id), status_id: isAccepting ? 1 : 0 });
      setAnswer(answerOf(response, confirming));
      onDecided();
    } catch (error) {
      setAnswer({ type: 'error', title: `${(error as Error).message} Nothing was decided; select the applications again and retry.`, refused: [] });
    } finally {
      setIsAccepting(null);
    }
  };

  const verb = isAccepting ? 'Accept' : 'Decline';
  return (
    <section className="bulk-decision" aria-label="Decide the selected applications">
      <p className="bulk-decision-count" role="status">
        {!isOneYear ? 'Choose one application year to decide several together.' : selected.length > 0 && `${applications(selected.length)} selected.`}
      </p>
      <div className="bulk-decision-actions">
        {/* Beside the table, not in its header: a box there is copied into a row hidden from screen readers. */}
        <Button onClick={() => onSelect(selected.length === 0)}>{selected.length === 0 ? 'Select this page' : 'Clear selection'}</Button>
        <Button disabled={!canDecide} onClick={() => ask(true)}>
          Accept selected
        </Button>
        <Button disabled={!canDecide} danger onClick={() => ask(false)}>
          Decline selected
        </Button>
      </div>
      {answer && (
        <Alert
          className="bulk-decision-answer"
          type={answer.type}
          showIcon
          role={answer.type === 'success' ? 'status' : 'alert'}
          title={answer.title}
          description={
            answer.refused.length > 0 && (
              <>
                <p>Not decided:</p>
                <ul>
                  {answer.refused.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </>
            )
          }
          closable
          onClose={() => setAnswer(null)}
        />
      )}
      <Modal
        open={isAccepting !== null}
        title={`${verb} ${applications(confirming.length)} of ${year}?`}
        okText={`Yes, ${verb.toLowerCase()} ${confirming.length}`}
        okButtonProps={{ danger: isAccepting === false }}
        cancelText="Cancel"
        confirmLoading={isMutating}
        onOk={decide}
        onCancel={() => setIsAccepting(null)}
      >
        <p>
          Each will be recorded as {isAccepting ? 'accepted' : 'declined'} for the bursary, with a decision of its own in its
          history.
        </p>
        {isAccepting !== null && confirming.length > 0 && costOf(confirming, isAccepting)}
      </Modal>
    </section>
  );
}
