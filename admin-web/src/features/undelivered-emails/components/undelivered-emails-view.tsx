import { UNDELIVERED_EMAILS_PAGE, type UndeliveredEmail } from '@bursary/domain/back-office-api';
import { NotLoaded } from '@bursary/web-ui/components/not-loaded';
import Alert from 'antd/es/alert';
import { useState } from 'react';
import { FormErrorAlert } from '@/components/form-error-alert';
import { useUndeliveredEmails } from '../api/get-undelivered-emails';
import { ResendEmailDialog } from './resend-email-dialog';
import { UndeliveredEmailsTable } from './undelivered-emails-table';
import './undelivered-emails.css';

type Answer = { type: 'success' | 'error'; message: string };

/**
 * The admin home's Undelivered e-mails (?view=undelivered, staff only): across all applicants, the
 * e-mails the mail server refused for good or that ran out of tries, and those still being tried;
 * a failed one can be sent again.
 */
export function UndeliveredEmailsView() {
  const [page, setPage] = useState(1);
  const emails = useUndeliveredEmails(page);
  const [resending, setResending] = useState<UndeliveredEmail | null>(null);
  const [answer, setAnswer] = useState<Answer | null>(null);

  const onAnswer = (next: Answer) => {
    setAnswer(next);
    void emails.mutate();
  };

  return (
    <section className="panel undelivered-emails" aria-labelledby="undelivered-title">
      <h2 id="undelivered-title">E-mails not delivered</h2>
      <p className="undelivered-note">
        Newest first. “Not delivered”: the mail server refused the address, or every try failed; check the address, then send it again.
        “Being tried again”: the mail server was busy; the portal keeps trying by itself.
      </p>
      {answer?.type === 'success' && (
        <Alert className="form-alert" type="success" showIcon role="status" title={answer.message} closable onClose={() => setAnswer(null)} />
      )}
      {answer?.type === 'error' && <FormErrorAlert message={answer.message} whatNow="Nothing was sent. Reload the list to see how the e-mail stands now." />}
      {emails.data ? (
        emails.data.total === 0 ? (
          <p className="undelivered-empty">Every e-mail the portal wrote has been delivered: none is waiting or failed.</p>
        ) : (
          <UndeliveredEmailsTable
            emails={emails.data.emails}
            page={emails.data.page}
            pageSize={UNDELIVERED_EMAILS_PAGE}
            total={emails.data.total}
            onPage={setPage}
            onResend={(email) => {
              setAnswer(null);
              setResending(email);
            }}
          />
        )
      ) : (
        <NotLoaded results={[emails]} errorTitle="We could not load the undelivered e-mails" />
      )}
      <ResendEmailDialog email={resending} onClose={() => setResending(null)} onAnswer={onAnswer} />
    </section>
  );
}
