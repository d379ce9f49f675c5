import { Button } from '@bursary/web-ui/components/ui/button';
import { Alert } from '@bursary/web-ui/components/ui/alert';
import { useEffect, useRef, useState } from 'react';
import { withdrawApplication } from '../api/withdraw-application';

type WithdrawApplicationProps = {
  applicationId: number;
  year: number;
  /** after the cms withdrew it: the dashboard loads it again */
  onWithdrawn: () => void;
};

/**
 * Withdrawing, before a decision: a button, then a confirmation in the page saying what it means
 * (the office stops considering it, and it cannot be undone for that year), then the call.
 */
export function WithdrawApplication({ applicationId, year, onWithdrawn }: WithdrawApplicationProps) {
  const [isConfirming, setIsConfirming] = useState(false);
  const [isWithdrawing, setIsWithdrawing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirmTitle = useRef<HTMLHeadingElement>(null);
  const startButton = useRef<HTMLButtonElement>(null);
  const hasAsked = useRef(false);

  // The confirmation takes the focus when it opens, and gives it back to the button when kept.
  useEffect(() => {
    if (isConfirming) confirmTitle.current?.focus();
    else if (hasAsked.current) startButton.current?.focus();
  }, [isConfirming]);

  const withdraw = async () => {
    setIsWithdrawing(true);
    setError(null);
    try {
      await withdrawApplication(applicationId);
      onWithdrawn();
    } catch (caught) {
      setError((caught as Error).message);
      setIsWithdrawing(false);
    }
  };

  const keep = () => {
    hasAsked.current = true;
    setIsConfirming(false);
    setError(null);
  };

  return (
    <section className="panel" aria-labelledby="withdraw-title">
      <h2 id="withdraw-title">Withdraw your application</h2>
      {!isConfirming ? (
        <>
          <p>If you no longer need a bursary for {year}, you can withdraw your application.</p>
          <div className="actions">
            <Button ref={startButton} danger onClick={() => setIsConfirming(true)}>
              Withdraw application
            </Button>
          </div>
        </>
      ) : (
        <div className="withdraw-confirmation" role="group" aria-labelledby="withdraw-confirm-title">
          <h3 id="withdraw-confirm-title" ref={confirmTitle} tabIndex={-1}>
            Withdraw your application for {year}?
          </h3>
          <p>
            The bursary office will no longer consider it, and you will not be reminded about it. This cannot be undone:
            you will not be able to change or submit this application, or start another one for {year}.
          </p>
          {error && <Alert type="error" showIcon title={error} />}
          <div className="actions">
            <Button type="primary" danger loading={isWithdrawing} onClick={withdraw}>
              {isWithdrawing ? 'withdrawing...' : 'Yes, withdraw my application'}
            </Button>
            <Button disabled={isWithdrawing} onClick={keep}>
              Keep my application
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
