import Alert from 'antd/es/alert';
import { useEffect, useRef } from 'react';
import type { StepProblem } from './use-step';

type StepAlertProps = {
  problem: StepProblem | null;
};

/** The step gate's message or the server's refusal, in the page (not a browser alert), focused so it is read out. */
export function StepAlert({ problem }: StepAlertProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (problem) ref.current?.focus();
  }, [problem]);

  if (!problem) return null;
  return (
    <div ref={ref} tabIndex={-1} className="step-alert">
      <Alert type="error" showIcon title={problem.message} />
    </div>
  );
}
