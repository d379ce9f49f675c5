import { documentsCompletedRefusal, missingRequestedDocuments } from '@bursary/domain/application-standing';
import { listedDocumentCodes, type ApplicationGridRow } from '@bursary/domain/back-office-api';
import { Alert, Button, Modal } from 'antd';
import { useState } from 'react';
import { useSendDocsCompleted } from '../api/send-docs-completed';

type DocumentsCompletedButtonProps = { application: ApplicationGridRow; onChanged: () => void };

type Answer = { type: 'success' | 'error'; message: string };

const REFUSAL_ID = 'documents-completed-refusal';

/**
 * Documents completed, behind a confirmation that names the requested documents still missing: marks them so and
 * e-mails the applicant; shows the answer. Disabled, with the reason beside it, when the cms would refuse it.
 */
export function DocumentsCompletedButton({ application, onChanged }: DocumentsCompletedButtonProps) {
  const { trigger, isMutating } = useSendDocsCompleted();
  const [isConfirming, setIsConfirming] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const name = `${application['First Name']} ${application['Last Name']}`;
  const refusal = documentsCompletedRefusal(application.accept_decline);
  const missing = missingRequestedDocuments(listedDocumentCodes(application));

  const onConfirm = async () => {
    setAnswer(null);
    try {
      const { success } = await trigger({
        applicant_id: application.applicant_id,
        application_id: application.application_id,
        status: 0,
      });
      setAnswer({ type: 'success', message: success });
    } catch (error) {
      setAnswer({ type: 'error', message: (error as Error).message });
    } finally {
      setIsConfirming(false);
      // Even a failed e-mail can leave the documents marked, so the row is fetched again either way.
      onChanged();
    }
  };

  return (
    <div className="documents-completed">
      <Button
        loading={isMutating}
        disabled={refusal !== null}
        aria-describedby={refusal ? REFUSAL_ID : undefined}
        onClick={() => setIsConfirming(true)}
      >
        Documents completed
      </Button>
      {refusal && (
        <p id={REFUSAL_ID} className="action-reason">
          {refusal}
        </p>
      )}
      <Modal
        open={isConfirming}
        title="Mark the documents as completed?"
        okText="Yes, documents completed"
        cancelText="Cancel"
        confirmLoading={isMutating}
        onOk={onConfirm}
        onCancel={() => setIsConfirming(false)}
      >
        {missing.length > 0 && (
          <Alert
            className="form-alert"
            type="warning"
            showIcon
            title="Requested documents are missing"
            description={
              <ul className="missing-documents">
                {missing.map((document) => (
                  <li key={document}>{document} has not been uploaded.</li>
                ))}
              </ul>
            }
          />
        )}
        <p>
          {name}&apos;s documents will be marked as completed and {name} will be e-mailed that the bursary will now be
          paid.
        </p>
      </Modal>
      {answer && (
        <Alert
          className="action-answer"
          type={answer.type}
          showIcon
          title={answer.message}
          role={answer.type === 'error' ? 'alert' : 'status'}
        />
      )}
    </div>
  );
}
