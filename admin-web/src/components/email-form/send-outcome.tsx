import type { ErrorResponse } from '@bursary/domain/api-types';
import type { StaffEmailResponse } from '@bursary/domain/back-office-api';
import Alert from 'antd/es/alert';

/** A staff e-mail call's answer when it went out (errors are thrown by the api client). */
export type EmailSent = Exclude<StaffEmailResponse, ErrorResponse>;

export type Outcome = { isSent: true; answer: EmailSent } | { isSent: false; message: string };

const countOf = (sent: number) => `${sent} ${sent === 1 ? 'e-mail' : 'e-mails'} sent.`;

/** What the server said about a send: its success text with the counts, or its error and what to do. */
export function SendOutcome({ outcome }: { outcome: Outcome }) {
  if (!outcome.isSent) {
    return (
      <Alert
        className="send-outcome"
        type="error"
        showIcon
        role="alert"
        title={outcome.message}
        description="Nothing was sent from this form and nothing you typed was cleared: correct what the message says, then press Send again."
      />
    );
  }

  const { success, sent, failed = [], message } = outcome.answer;
  const hasProblems = failed.length > 0 || Boolean(message);
  return (
    <Alert
      className="send-outcome"
      type={hasProblems ? 'warning' : 'success'}
      showIcon
      role="status"
      title={success}
      description={
        <>
          <p>{countOf(sent)}</p>
          {failed.length > 0 && (
            <>
              <p>These could not be sent; check the addresses and send to them again:</p>
              <ul>
                {failed.map((failure) => (
                  <li key={failure.email}>
                    {failure.email}: {failure.error}
                  </li>
                ))}
              </ul>
            </>
          )}
          {message && <p>{message}</p>}
        </>
      }
    />
  );
}
