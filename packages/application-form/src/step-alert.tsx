import { Alert } from '@bursary/web-ui/components/ui/alert';
import { useEffect, useRef } from 'react';
import type { StepProblem } from './use-step';

type StepAlertProps = {
  problem: StepProblem | null;
  /** Where the person fixes it: the first field the step marked, else null. */
  firstMarkedField: () => HTMLElement | null;
};

/**
 * The step gate's message or the server's refusal, in the page (not a browser alert) and read out. The focus goes
 * to the first marked field, scrolled into view with its own message under it; with none marked, to the message.
 */
export function StepAlert({ problem, firstMarkedField }: StepAlertProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!problem) return;
    const field = firstMarkedField();
    const target = field ?? ref.current;
    target?.scrollIntoView({ block: field ? 'center' : 'nearest' });
    target?.focus({ preventScroll: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new telling moves the focus
  }, [problem]);

  if (!problem) return null;
  return (
    <div ref={ref} tabIndex={-1} className="step-alert">
      <Alert type="error" showIcon title={problem.message} />
    </div>
  );
}
