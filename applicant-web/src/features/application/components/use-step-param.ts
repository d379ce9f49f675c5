import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Progress, StepKey } from '../steps';
import { isReachable, resumeStep } from '../steps';

// The open step lives in the address (?step=), so a refresh stays on it and the phone's back button goes back a step.
// A step not reachable yet (typed in, or from an old link) opens the resume step instead.
export function useStepParam(order: readonly StepKey[], progress: Progress) {
  const [params, setParams] = useSearchParams();
  const [hasMoved, setHasMoved] = useState(false);
  const requested = params.get('step');
  const step = isReachable(requested, order, progress) ? requested : resumeStep(order, progress);
  const isReturningToReview = params.get('then') === 'review';

  const goTo = (next: StepKey, { thenReview = false, isFocusMoved = true } = {}) => {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('step', next);
      if (thenReview) updated.set('then', 'review');
      else updated.delete('then');
      return updated;
    });
    setHasMoved(isFocusMoved);
  };

  const index = order.indexOf(step);
  return {
    step,
    goTo,
    /** After a save: on to the next step, or back to the review page when the person came from it. */
    goOn: () => goTo(isReturningToReview ? 'review' : order[index + 1]),
    goBack: index > 0 ? () => goTo(order[index - 1]) : undefined,
    /** A review edit icon: that step, then back to the review page. */
    edit: (target: StepKey) => goTo(target, { thenReview: true }),
    /** The step takes the focus only after the person moved, not when the page opens. */
    isFocusedOnMount: hasMoved,
  };
}
