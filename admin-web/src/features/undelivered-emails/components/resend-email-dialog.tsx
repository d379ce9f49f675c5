import type { UndeliveredEmail } from '@bursary/domain/back-office-api';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { resendEmail } from '../api/resend-email';

type ResendEmailDialogProps = {
  email: UndeliveredEmail | null;
  onClose: () => void;
  /** the cms's answer, or its refusal, to show above the list */
  onAnswer: (answer: { type: 'success' | 'error'; message: string }) => void;
};

/** "Send this e-mail again?", naming it and its address; it goes back to the outbox only on Yes. */
export function ResendEmailDialog({ email, onClose, onAnswer }: ResendEmailDialogProps) {
  const [isBusy, setIsBusy] = useState(false);
  // The words stay while the dialog closes.
  const [shown, setShown] = useState(email);
  if (email && email !== shown) setShown(email);
  if (!shown) return null;

  const onOk = async () => {
    setIsBusy(true);
    try {
      const { success } = await resendEmail({ email_id: shown.id });
      onAnswer({ type: 'success', message: `${success} “${shown.subject ?? 'No subject'}” to ${shown.to}.` });
    } catch (error) {
      onAnswer({ type: 'error', message: (error as Error).message });
    } finally {
      setIsBusy(false);
      onClose();
    }
  };

  return (
    <Modal
      open={email !== null}
      title="Send this e-mail again?"
      okText="Yes, send again"
      cancelText="Cancel"
      confirmLoading={isBusy}
      onOk={() => void onOk()}
      onCancel={onClose}
    >
      <p>
        “{shown.subject}” to {shown.to}
        {shown.cc ? ` (copied to ${shown.cc})` : ''} goes out again as it was written. It last failed with: {shown.error ?? 'no error recorded'}
      </p>
    </Modal>
  );
}
