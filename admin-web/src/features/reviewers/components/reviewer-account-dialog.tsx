import { reviewerName, type ReviewerEntry } from '@bursary/domain/reviewers';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { deactivateReviewer, reactivateReviewer } from '../api/reviewer-account';

export type AccountChange = { entry: ReviewerEntry & { user_id: number }; kind: 'deactivate' | 'reactivate' };

const WORDS = {
  deactivate: { verb: 'Deactivate', effect: 'They can no longer sign in; their scores and comments stay.', call: deactivateReviewer },
  reactivate: { verb: 'Reactivate', effect: 'They can sign in again and score the applications in their pool.', call: reactivateReviewer },
} as const;

type ReviewerAccountDialogProps = {
  change: AccountChange | null;
  onClose: () => void;
  /** the cms's answer, or its refusal, to show beside the list */
  onAnswer: (answer: { type: 'success' | 'error'; message: string }) => void;
};

/** "Deactivate Thandi Mokoena?" (or Reactivate), naming the person and what follows; the account changes only on Yes. */
export function ReviewerAccountDialog({ change, onClose, onAnswer }: ReviewerAccountDialogProps) {
  const [isBusy, setIsBusy] = useState(false);
  // The words stay while the dialog closes.
  const [shown, setShown] = useState(change);
  if (change && change !== shown) setShown(change);
  if (!shown) return null;
  const words = WORDS[shown.kind];
  const name = reviewerName(shown.entry);

  const onOk = async () => {
    setIsBusy(true);
    try {
      onAnswer({ type: 'success', message: (await words.call({ user_id: shown.entry.user_id })).message });
    } catch (error) {
      onAnswer({ type: 'error', message: `${(error as Error).message} Nothing was changed for ${name}.` });
    } finally {
      setIsBusy(false);
      onClose();
    }
  };

  return (
    <Modal
      open={change !== null}
      title={`${words.verb} ${name}?`}
      okText={`Yes, ${words.verb.toLowerCase()}`}
      okButtonProps={{ danger: shown.kind === 'deactivate' }}
      cancelText="Cancel"
      confirmLoading={isBusy}
      onOk={() => void onOk()}
      onCancel={onClose}
    >
      <p>{words.effect}</p>
    </Modal>
  );
}
