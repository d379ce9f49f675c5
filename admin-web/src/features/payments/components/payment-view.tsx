import type { ApplicationGridRow, PaymentRecord } from '@bursary/domain/back-office-api';
import { ACCEPT_DECLINE } from '@bursary/domain/constants';
import { NotLoaded } from '@bursary/web-ui/components/not-loaded';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { useEffect, useRef, useState } from 'react';
import { usePayments } from '../api/get-payments';
import { PaymentForm } from './payment-form';
import { PaymentList } from './payment-list';
import './payments.css';

/** onChanged: a payment was saved or deleted, so the detail screen refetches the application (paid, payments). */
export type PaymentViewProps = { application: ApplicationGridRow; onChanged: () => void };

// The list, or the form for a new payment (null) or one being edited.
type Mode = { name: 'list' } | { name: 'form'; payment: PaymentRecord | null };

/** The applicant detail screen's Payment sub-view: the payment records, and the form to add or change one. */
export function PaymentView({ application, onChanged }: PaymentViewProps) {
  if (application.accept_decline !== ACCEPT_DECLINE.ACCEPTED) {
    return (
      <Alert
        type="info"
        showIcon
        title="Payments can be recorded once the application is accepted."
        description="Accept the application first (Accept and Decline), then come back to record its payments."
      />
    );
  }
  return <Payments application={application} onChanged={onChanged} />;
}

function Payments({ application, onChanged }: PaymentViewProps) {
  const payments = usePayments(application.application_id);
  const [mode, setMode] = useState<Mode>({ name: 'list' });
  const [notice, setNotice] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const hasOpenedForm = useRef(false);

  // Back from the form, keyboard and screen-reader users land on the list (and its banner), not on the page's top.
  useEffect(() => {
    if (mode.name === 'form') hasOpenedForm.current = true;
    else if (hasOpenedForm.current) headingRef.current?.focus();
  }, [mode]);

  const afterChange = (message: string) => {
    setNotice(message);
    setMode({ name: 'list' });
    void payments.mutate();
    onChanged();
  };

  const openForm = (payment: PaymentRecord | null) => {
    setNotice(null);
    setMode({ name: 'form', payment });
  };

  if (mode.name === 'form') {
    return (
      <PaymentForm
        application={application}
        payment={mode.payment}
        onSaved={afterChange}
        onCancel={() => setMode({ name: 'list' })}
      />
    );
  }

  return (
    <section className="panel" aria-labelledby="payments-title">
      <div className="payments-heading">
        <h2 id="payments-title" ref={headingRef} tabIndex={-1}>
          Payment records
        </h2>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => openForm(null)}>
          Add Payment Record
        </Button>
      </div>
      {notice && (
        <Alert className="form-alert" type="success" showIcon role="status" title={notice} closable onClose={() => setNotice(null)} />
      )}
      {payments.data ? (
        <PaymentList payments={payments.data} onEdit={openForm} onDeleted={afterChange} />
      ) : (
        <NotLoaded results={[payments]} errorTitle="We could not load the payment records" />
      )}
    </section>
  );
}
