import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { Progress, StepKey } from '../steps';
import { isReachable, resumeStep } from '../steps';

// BACK on the first step leaves the form for the applicant's own page, as every other screen has a BACK.
const BEFORE_THE_FIRST_STEP = '/profile';

// After an edit from the review page, the review opens with that step's section unfolded (?opened=).
const OPENED = 'opened';

/** The review section to show unfolded: the step just edited from the review page, if any. */
export function useOpenedSection(): string | null {
  const [params] = useSearchParams();
  return params.get(OPENED);
}

// The open step lives in the address (?step=), so a refresh stays on it and the phone's back button goes back a step.
// A step not reachable yet (typed in, or from an old link) opens the resume step instead.
export function useStepParam(order: readonly StepKey[], progress: Progress) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [hasMoved, setHasMoved] = useState(false);
  const requested = params.get('step');
  const step = isReachable(requested, order, progress) ? requested : resumeStep(order, progress);
  const isReturningToReview = params.get('then') === 'review';

  const goTo = (next: StepKey, { thenReview = false, isFocusMoved = true, opened = null as StepKey | null } = {}) => {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('step', next);
      if (thenReview) updated.set('then', 'review');
      else updated.delete('then');
      if (opened) updated.set(OPENED, opened);
      else updated.delete(OPENED);
      return updated;
    });
    setHasMoved(isFocusMoved);
  };

  const index = order.indexOf(step);
  return {
    step,
    goTo,
    /** After a save: on to the next step, or back to the review page when the person came from it. */
    goOn: () => (isReturningToReview ? goTo('review', { opened: step }) : goTo(order[index + 1])),
    goBack: () => (index > 0 ? goTo(order[index - 1]) : navigate(BEFORE_THE_FIRST_STEP)),
    /** A review edit icon: that step, then back to the review page. */
    edit: (target: StepKey) => goTo(target, { thenReview: true }),
    /** The step takes the focus only after the person moved, not when the page opens. */
    isFocusedOnMount: hasMoved,
  };
}
