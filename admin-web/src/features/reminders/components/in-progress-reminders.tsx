import type { ReminderCount, ReminderReport } from '@bursary/domain/back-office-api';
import { Alert, Button, Modal } from 'antd';
import { useState } from 'react';
import { howMany } from '@/components/email-form/reach';
import { useCountedConfirmation } from '@/lib/use-counted-confirmation';
import { countReminders, sendReminders } from '../api/send-reminders';

type Sending = { status: 'idle' } | { status: 'sending' } | { status: 'sent'; report: ReminderReport } | { status: 'failed'; message: string };

type ConfirmRemindersProps = { counted: ReminderCount; isOpen: boolean; onSend: () => void; onClose: () => void };

// The confirmation names the e-mail, how many get it and the year, and who is left out today.
function ConfirmReminders({ counted, isOpen, onSend, onClose }: ConfirmRemindersProps) {
  const { count, skipped, subject, cycle_year: year } = counted;
  const isNobody = count === 0;
  const skippedNote = skipped > 0 && `${howMany(skipped, 'applicant')} already reminded today ${skipped === 1 ? 'is' : 'are'} left out.`;
  return (
    <Modal
      open={isOpen}
      title={isNobody ? `No in-progress applicants of ${year} are waiting for a reminder` : `Send '${subject}' to ${howMany(count, 'in-progress applicant')} of ${year}?`}
      okText="Send reminders"
      cancelText="Cancel"
      onOk={onSend}
      onCancel={onClose}
      // Nobody to remind: nothing to confirm, only to close.
      footer={isNobody ? [<Button key="close" onClick={onClose}>Close</Button>] : undefined}
    >
      {isNobody ? (
        <p>{skipped > 0 ? `All ${howMany(skipped, 'in-progress applicant')} of ${year} were reminded today; each gets at most one reminder a day.` : `Nobody has an application of ${year} in progress.`}</p>
      ) : (
        <p>
          Each gets their own e-mail now, with the closing date and a link to continue their application. {skippedNote} An
          e-mail cannot be taken back once sent.
        </p>
      )}
    </Modal>
  );
}

/** Reminds every applicant of the cycle who started an application and has not submitted it, after a confirmation. */
export function InProgressReminders({ cycleYear }: { cycleYear: number }) {
  const [sending, setSending] = useState<Sending>({ status: 'idle' });
  const failed = (message: string) => setSending({ status: 'failed', message });
  const { counted, isConfirming, isCounting, ask, close } = useCountedConfirmation(() => countReminders(cycleYear), failed);
  const isBusy = isCounting || sending.status === 'sending';

  const send = async () => {
    close();
    setSending({ status: 'sending' });
    try {
      setSending({ status: 'sent', report: await sendReminders(cycleYear) });
    } catch (error) {
      failed((error as Error).message);
    }
  };

  return (
    <section className="panel in-progress-reminders" aria-labelledby="in-progress-reminders-title">
      <h2 id="in-progress-reminders-title">Reminders</h2>
      <p>
        E-mails every applicant of {cycleYear} who started an application and has not submitted it, asking them to finish
        it before the closing date. Each applicant gets at most one reminder a day.
      </p>
      <Button type="primary" loading={isBusy} disabled={isBusy} onClick={ask}>
        {isCounting ? 'Loading...' : sending.status === 'sending' ? 'sending...' : 'Remind in-progress applicants'}
      </Button>
      {counted && <ConfirmReminders counted={counted} isOpen={isConfirming} onSend={send} onClose={close} />}
      <div className="reminders-outcome">
        {sending.status === 'sending' && (
          <p role="status" aria-live="polite">
            sending...
          </p>
        )}
        {sending.status === 'sent' && (
          <Alert
            type={sending.report.failed.length > 0 ? 'warning' : 'success'}
            showIcon
            role="status"
            title={sending.report.success}
            description={
              sending.report.failed.length > 0 && (
                <ul className="letters-failures">
                  {sending.report.failed.map((failure) => (
                    <li key={failure.email}>
                      {failure.email}: {failure.error}
                    </li>
                  ))}
                </ul>
              )
            }
          />
        )}
        {sending.status === 'failed' && (
          <Alert type="error" showIcon role="alert" title={`The reminders were not sent. ${sending.message}`} />
        )}
      </div>
    </section>
  );
}
