import type { LetterRecipientCount, LetterRunReport } from '@bursary/domain/back-office-api';
import { Alert, Button, Modal, Progress } from 'antd';
import { useState } from 'react';
import { howMany } from '@/components/email-form/reach';
import { useCountedConfirmation } from '@/lib/use-counted-confirmation';
import { useLetterRun } from '../api/get-letter-run';
import { countLetters, sendAllLetters, type LetterAudience } from '../api/send-all-letters';

type Audience = {
  title: string;
  button: string;
  /** the letters as the confirmation names them */
  name: string;
  letters: string;
};

const AUDIENCES: Record<LetterAudience, Audience> = {
  accepted: {
    title: 'Acceptance letters',
    button: 'Send to all accepted',
    name: 'the acceptance letters',
    letters: 'the congratulations and pledge letters and the consent form',
  },
  declined: {
    title: 'Decline letters',
    button: 'Send to all declined',
    name: 'the decline letter',
    letters: 'the decline letter',
  },
};

type Sending = { status: 'idle' } | { status: 'starting' } | { status: 'started'; report: LetterRunReport } | { status: 'failed'; message: string };

// The total is counted once the run has started; until then there is nothing to measure against.
const percentOf = (report: LetterRunReport) =>
  report.total === 0 ? 0 : Math.round(((report.sent + report.failed_count) / report.total) * 100);

function RunReport({ report }: { report: LetterRunReport }) {
  if (report.state === 'sending') {
    return (
      <div className="letters-progress" role="status" aria-live="polite">
        <p>
          sending...
          {report.total > 0 && ` ${report.sent} of ${report.total} sent`}
          {report.failed_count > 0 && `, ${report.failed_count} failed`}
        </p>
        <Progress percent={percentOf(report)} aria-label="Letters sent" />
      </div>
    );
  }
  const counts = `Sent: ${report.sent}. Skipped (sent before): ${report.skipped}. Failed: ${report.failed_count}.`;
  const failures = report.failed.length > 0 && (
    <>
      <p>These did not go out; correct the e-mail address on the applicant&apos;s record, then send again (only they get one):</p>
      <ul className="letters-failures">
        {report.failed.map((failure) => (
          <li key={failure.email}>
            {failure.email}: {failure.error}
          </li>
        ))}
      </ul>
      {report.failed_count > report.failed.length && <p>and {report.failed_count - report.failed.length} more.</p>}
    </>
  );
  if (report.state === 'interrupted') {
    return (
      <Alert
        type="warning"
        showIcon
        role="alert"
        title="Sending stopped before every letter went out"
        description={
          <>
            <p>{counts} Press the button again to carry on where it stopped; nobody gets a letter twice.</p>
            {failures}
          </>
        }
      />
    );
  }
  return (
    <Alert
      type={report.failed_count > 0 ? 'warning' : 'success'}
      showIcon
      role="status"
      title={report.success}
      description={
        <>
          <p>{counts}</p>
          {failures}
        </>
      }
    />
  );
}

type ConfirmLettersProps = {
  audience: LetterAudience;
  counted: LetterRecipientCount;
  isOpen: boolean;
  onSend: () => void;
  onClose: () => void;
};

// The confirmation: how many get the letters now and how many are skipped, or that nobody is waiting for them.
function ConfirmLetters({ audience, counted, isOpen, onSend, onClose }: ConfirmLettersProps) {
  const { name, letters } = AUDIENCES[audience];
  const { count, skipped, cycle_year: year } = counted;
  const isNobody = count === 0;
  return (
    <Modal
      open={isOpen}
      title={
        isNobody
          ? `No ${audience} applicants of ${year} are waiting for ${name}`
          : `Send ${name} to ${howMany(count, `${audience} applicant`)} of ${year}?`
      }
      okText="Send letters"
      cancelText="Cancel"
      onOk={onSend}
      onCancel={onClose}
      // Nobody to send to: nothing to confirm, only to close.
      footer={isNobody ? [<Button key="close" onClick={onClose}>Close</Button>] : undefined}
    >
      {isNobody ? (
        <p>
          {skipped === 0 && `There are no ${audience} applicants for ${year}.`}
          {skipped === 1 && `The one ${audience} applicant of ${year} was sent ${name} before, so there is nothing to send.`}
          {skipped > 1 && `All ${skipped} ${audience} applicants of ${year} were sent ${name} before, so there is nothing to send.`}
        </p>
      ) : (
        <p>
          Each gets {letters} by e-mail now.
          {skipped > 0 && ` ${howMany(skipped, 'applicant')} sent ${name} before ${skipped === 1 ? 'is' : 'are'} skipped.`} An e-mail
          cannot be taken back once sent.
        </p>
      )}
    </Modal>
  );
}

function LetterSender({ audience, cycleYear }: { audience: LetterAudience; cycleYear: number }) {
  const { title, button, letters } = AUDIENCES[audience];
  const [sending, setSending] = useState<Sending>({ status: 'idle' });
  const failed = (message: string) => setSending({ status: 'failed', message });
  // Asks how many the letters would go to before anything is sent.
  const { counted, isConfirming, isCounting, ask, close } = useCountedConfirmation(() => countLetters(audience), failed);
  const started = sending.status === 'started' ? sending.report : null;
  const polled = useLetterRun(audience, started && started.state === 'sending' ? started.run_id : null);
  const report = polled.data ?? started;
  const isBusy = isCounting || sending.status === 'starting' || report?.state === 'sending';

  const send = async () => {
    close();
    setSending({ status: 'starting' });
    try {
      setSending({ status: 'started', report: await sendAllLetters(audience) });
    } catch (error) {
      failed((error as Error).message);
    }
  };

  return (
    <div className="letter-sender">
      <h3>{title}</h3>
      <p>
        E-mails {letters} to every {audience} applicant of {cycleYear}. Applicants who were sent them before are
        skipped.
      </p>
      <Button type="primary" loading={isBusy} disabled={isBusy} onClick={ask}>
        {isCounting ? 'Loading...' : isBusy ? 'sending...' : button}
      </Button>
      {counted && (
        <ConfirmLetters audience={audience} counted={counted} isOpen={isConfirming} onSend={send} onClose={close} />
      )}
      <div className="letters-outcome">
        {sending.status === 'starting' && (
          <p role="status" aria-live="polite">
            sending...
          </p>
        )}
        {report && <RunReport report={report} />}
        {polled.error && report?.state === 'sending' && (
          <Alert
            type="warning"
            showIcon
            title={`We could not check how the sending is going. ${polled.error.message} The letters keep going out; press Try again to check.`}
            action={<Button onClick={() => polled.mutate()}>Try again</Button>}
          />
        )}
        {sending.status === 'failed' && (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={`The letters were not sent. ${sending.message}`}
            description="Correct what the message says, then press the button again."
          />
        )}
      </div>
    </div>
  );
}

/** Bulk letters to every accepted or declined applicant of the cycle, each after a confirmation. */
export function BulkLetters({ cycleYear }: { cycleYear: number }) {
  return (
    <section className="panel bulk-letters" aria-labelledby="bulk-letters-title">
      <h2 id="bulk-letters-title">Bulk letters</h2>
      <div className="letter-senders">
        <LetterSender audience="accepted" cycleYear={cycleYear} />
        <LetterSender audience="declined" cycleYear={cycleYear} />
      </div>
    </section>
  );
}
