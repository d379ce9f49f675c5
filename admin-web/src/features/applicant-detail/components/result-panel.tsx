import type { ResultRecord } from '@bursary/domain/back-office-api';
import { PASS_FAIL, RESULTS_PERIODS, type PassFail, type ResultsPeriod } from '@bursary/domain/options/results-periods';
import { DetailsList } from '@bursary/web-ui/components/details-list';
import { NotLoaded } from '@bursary/web-ui/components/not-loaded';
import { Alert, Button } from 'antd';
import { useId, useState } from 'react';
import { useConfirmResult } from '../api/confirm-result';
import { useResultsData } from '../api/get-results-data';
import { DocumentFrame } from './document-frame';
import { useMayDo } from '@/lib/may-do';

type ResultPanelProps = {
  applicationId: number;
  period: ResultsPeriod;
  /** A confirmation changes the application's result column, so the screen fetches the row again. */
  onConfirmed: () => void;
};

const periodLabel = (period: ResultsPeriod) => RESULTS_PERIODS.find((entry) => entry.value === period)?.label ?? period;

type ConfirmFormProps = { applicationId: number; result: ResultRecord; onConfirmed: () => void };

function ConfirmResultForm({ applicationId, result, onConfirmed }: ConfirmFormProps) {
  const selectId = useId();
  const { trigger, isMutating } = useConfirmResult();
  const [choice, setChoice] = useState<PassFail | null>(result.pass_fail);
  const [answer, setAnswer] = useState<{ type: 'success' | 'error'; message: string } | null>(null);

  const onConfirm = async () => {
    if (!choice) {
      setAnswer({ type: 'error', message: 'Select pass or fail, then press Confirm.' });
      return;
    }
    setAnswer(null);
    try {
      const { success } = await trigger({ application_id: applicationId, period: result.period, pass_fail: choice });
      setAnswer({ type: 'success', message: success });
      onConfirmed();
    } catch (error) {
      setAnswer({ type: 'error', message: `${(error as Error).message} Nothing was changed; press Confirm to try again.` });
    }
  };

  return (
    <div className="confirm-result">
      <div className="confirm-result-fields">
        <label htmlFor={selectId}>Select result</label>
        <select
          id={selectId}
          className="native-select confirm-result-select"
          value={choice ?? ''}
          onChange={(event) => setChoice((event.target.value || null) as PassFail | null)}
        >
          <option value="">pass or fail</option>
          {PASS_FAIL.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
        <Button type="primary" loading={isMutating} onClick={onConfirm}>
          Confirm
        </Button>
      </div>
      {answer && (
        <Alert
          className="confirm-result-answer"
          type={answer.type}
          showIcon
          title={answer.message}
          role={answer.type === 'error' ? 'alert' : 'status'}
        />
      )}
    </div>
  );
}

type TranscriptProps = { applicationId: number; result: ResultRecord };

/** The transcript sent with the results, to check the marks against (opening it is logged like any document). */
function ResultTranscript({ applicationId, result }: TranscriptProps) {
  const titleId = useId();
  return (
    <section className="result-transcript" aria-labelledby={titleId}>
      <h3 id={titleId}>Transcript</h3>
      {result.transcript ? (
        <DocumentFrame applicationId={applicationId} file={result.transcript} kindName={periodLabel(result.period)} />
      ) : (
        <p>No transcript uploaded with these results</p>
      )}
    </section>
  );
}

/**
 * A period's newest results: subjects and marks, average, pass or fail, whether confirmed, and the staff verdict,
 * beside the transcript they came with (below it on phones).
 */
export function ResultPanel({ applicationId, period, onConfirmed }: ResultPanelProps) {
  const results = useResultsData(applicationId);
  // Confirming is staff's: a reviewer reads the results.
  const mayConfirm = useMayDo('staff');

  if (!results.data) return <NotLoaded results={[results]} errorTitle="We could not load the results" />;
  const result = results.data.filter((entry) => entry.period === period).at(-1);
  if (!result) return <p>No {periodLabel(period)} have been submitted yet.</p>;

  const confirm = () => {
    void results.mutate();
    onConfirmed();
  };

  return (
    <div className="result-panel">
      <div className="result-marks">
        {result.no_result ? (
          <p>
            <strong>No results available.</strong> Reason given: {result.no_result_reason || 'none'}
          </p>
        ) : (
          <table className="results-table">
            <caption>{periodLabel(period)}</caption>
            <thead>
              <tr>
                <th scope="col">Subject</th>
                <th scope="col">Mark</th>
              </tr>
            </thead>
            <tbody>
              {result.subjects.map((subject, index) => (
                <tr key={`${subject.name}-${index}`}>
                  <td>{subject.name}</td>
                  <td>{subject.mark}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <DetailsList
          items={[
            { label: 'Average', value: result.average === null ? 'No marks' : result.average.toFixed(2) },
            { label: 'Pass/Fail', value: result.pass_fail ?? 'Not set' },
            { label: 'Confirmed?', value: result.confirmed ? 'Yes' : 'No' },
          ]}
        />
        {mayConfirm && <ConfirmResultForm key={result.id} applicationId={applicationId} result={result} onConfirmed={confirm} />}
      </div>
      <ResultTranscript applicationId={applicationId} result={result} />
    </div>
  );
}
