import { Alert } from '@bursary/web-ui/components/ui/alert';
import { useEffect, useState } from 'react';
import { isWaiting, sendKeptSaves, type KeptSave, type KeptStep } from '../offline/kept-saves';

/** The steps' headings, as the person knows them. */
const STEP_NAMES: Record<KeptStep, string> = {
  basic: 'Basic information',
  social: 'Social information',
  university: 'University',
  income: 'Income',
  expenses: 'Expenses',
  survey: 'Survey',
};

/** Tried again this often while something waits and the phone says it is online (a network that comes and goes). */
const RETRY_MS = 30_000;

const namesOf = (saves: KeptSave[]) => saves.map((save) => STEP_NAMES[save.step]).join(', ');

/**
 * Above the form: what is kept on this phone and not yet sent, what the server refused, and that it was sent once it
 * was. Sends what is kept when the page opens, when the connection returns, and every half minute meanwhile.
 */
export function KeptSavesNotice({ kept, shownStep }: { kept: KeptSave[]; shownStep: string }) {
  const pending = kept.filter(isWaiting);
  // The step on screen says it itself (KeptStepNote).
  const refused = kept.filter((save) => save.refused && save.step !== shownStep);
  const hasPending = pending.length > 0;

  useEffect(() => {
    const send = () => void sendKeptSaves();
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  }, []);
  useEffect(() => {
    if (!hasPending) return undefined;
    void sendKeptSaves();
    const timer = window.setInterval(() => {
      if (navigator.onLine) void sendKeptSaves();
    }, RETRY_MS);
    return () => window.clearInterval(timer);
  }, [hasPending]);

  // "Sent" once what waited has gone, until something waits again.
  const [seen, setSeen] = useState({ hasPending, isSent: false });
  if (seen.hasPending !== hasPending) setSeen({ hasPending, isSent: seen.hasPending && !hasPending });
  const isSent = seen.isSent && !hasPending && !kept.some((save) => save.refused);

  return (
    <div className="kept-saves" role="status">
      {hasPending && (
        <Alert
          type="warning"
          showIcon
          title="Saved on this phone, not yet sent"
          description={
            <>
              <p>
                {namesOf(pending)}: kept on this phone because the internet connection is gone. It is sent by itself as soon as
                the connection is back; you can go on meanwhile.
              </p>
              <p>Do not sign out before then: signing out removes from this phone what it keeps.</p>
            </>
          }
        />
      )}
      {refused.length > 0 && (
        <Alert
          type="error"
          showIcon
          title={`Not accepted when sent: ${namesOf(refused)}`}
          description="Open that step to see why, correct it and save it again."
        />
      )}
      {isSent && <Alert type="success" showIcon title="Sent: what was saved on this phone has reached the bursary office." />}
    </div>
  );
}

/** At the step itself: its last save waits on this phone, or the server's reason for refusing it. */
export function KeptStepNote({ save }: { save: KeptSave }) {
  if (save.refused) {
    return (
      <div className="kept-step-note">
        <Alert type="error" showIcon title="This step was not accepted when it was sent" description={save.refused} />
      </div>
    );
  }
  if (!isWaiting(save)) return null;
  return (
    <div className="kept-step-note">
      <Alert type="info" showIcon title="Your last save of this step is on this phone and is sent when the connection is back." />
    </div>
  );
}
