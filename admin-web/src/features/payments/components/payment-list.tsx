import type { PaymentRecord } from '@bursary/domain/back-office-api';
import { DetailsList } from '@bursary/web-ui/components/details-list';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Collapse from 'antd/es/collapse';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { deletePayment } from '../api/delete-payment';
import { formatRand } from '@bursary/domain/rand-amount';


// The amount and the date each stay on one line when a phone wraps the heading.
const summaryOf = (payment: PaymentRecord, number: number) => (
  <>
    Payment {number}: {payment.in_respect_of}, <span className="no-wrap">{formatRand(payment.amount_approved)}</span>,{' '}
    <span className="no-wrap">{payment.payment_date}</span>
  </>
);

const detailsOf = (payment: PaymentRecord) => [
  { label: 'Reference', value: payment.reference },
  { label: 'In favour of', value: payment.in_favour_of },
  { label: 'Bank', value: payment.bank },
  { label: 'Account number', value: payment.account_no },
  { label: 'Branch code', value: payment.branch_code },
  { label: 'In respect of', value: payment.in_respect_of },
  { label: 'Amount approved', value: formatRand(payment.amount_approved) },
  { label: 'Account', value: payment.account },
  { label: 'EFT/Cheque', value: payment.eft_chq },
  { label: 'Payment date', value: payment.payment_date },
  { label: 'Approved by', value: `${payment.approved1} and ${payment.approved2}` },
];

type PaymentListProps = {
  payments: PaymentRecord[];
  onEdit: (payment: PaymentRecord) => void;
  onDeleted: (message: string) => void;
};

/** The application's payments as accordions, each with edit and delete; deleting asks first. */
export function PaymentList({ payments, onEdit, onDeleted }: PaymentListProps) {
  const [toDelete, setToDelete] = useState<{ payment: PaymentRecord; number: number } | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  if (payments.length === 0) {
    return <p className="payment-empty">No payments recorded yet. Use Add Payment Record to record the first one.</p>;
  }

  const total = payments.reduce((sum, payment) => sum + payment.amount_approved, 0);

  const closeDialog = () => {
    setToDelete(null);
    setDeleteError(null);
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    setIsDeleting(true);
    setDeleteError(null);
    try {
      const answer = await deletePayment({ payment_id: toDelete.payment.payment_id });
      closeDialog();
      onDeleted(answer.success);
    } catch (error) {
      setDeleteError(`${(error as Error).message} Close this and try again.`);
    } finally {
      setIsDeleting(false);
    }
  };

  return (
    <>
      <p className="payment-total">
        {payments.length} {payments.length === 1 ? 'payment' : 'payments'}, {formatRand(total)} approved in all.
      </p>
      <Collapse
        className="payment-list"
        collapsible="header"
        items={payments.map((payment, index) => {
          const number = index + 1;
          return {
            key: payment.payment_id,
            label: summaryOf(payment, number),
            extra: (
              <span className="payment-actions">
                <Button icon={<EditOutlined />} aria-label={`Edit payment ${number}`} onClick={() => onEdit(payment)} />
                <Button
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`Delete payment ${number}`}
                  onClick={() => setToDelete({ payment, number })}
                />
              </span>
            ),
            children: <DetailsList items={detailsOf(payment)} />,
          };
        })}
      />
      <Modal
        open={toDelete !== null}
        title={`Delete payment ${toDelete?.number ?? ''}?`}
        okText="Delete"
        okButtonProps={{ danger: true }}
        confirmLoading={isDeleting}
        cancelButtonProps={{ disabled: isDeleting }}
        onOk={confirmDelete}
        onCancel={closeDialog}
      >
        {toDelete && (
          <p>
            The payment of {formatRand(toDelete.payment.amount_approved)} in respect of {toDelete.payment.in_respect_of}, paid on{' '}
            {toDelete.payment.payment_date}, will be removed from this application. This cannot be undone.
          </p>
        )}
        {deleteError && <Alert type="error" showIcon role="alert" title={deleteError} />}
      </Modal>
    </>
  );
}
