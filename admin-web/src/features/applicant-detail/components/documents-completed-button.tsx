import type { ApplicationGridRow } from '@bursary/domain/back-office-api';
import { Alert, Button, Modal } from 'antd';
import { useState } from 'react';
import { useSendDocsCompleted } from '../api/send-docs-completed';

type DocumentsCompletedButtonProps = { application: ApplicationGridRow; onChanged: () => void };

type Answer = { type: 'success' | 'error'; message: string };

/** Documents completed, behind a confirmation: marks them so and e-mails the applicant; shows the answer. */
export function DocumentsCompletedButton({ application, onChanged }: DocumentsCompletedButtonProps) {
  const { trigger, isMutating } = useSendDocsCompleted();
  const [isConfirming, setIsConfirming] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const name = `${application['First Name']} ${application['Last Name']}`;

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
      <Button loading={isMutating} onClick={() => setIsConfirming(true)}>
        Documents completed
      </Button>
      <Modal
        open={isConfirming}
        title="Mark the documents as completed?"
        okText="Yes, documents completed"
        cancelText="Cancel"
        confirmLoading={isMutating}
        onOk={onConfirm}
        onCancel={() => setIsConfirming(false)}
      >
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
