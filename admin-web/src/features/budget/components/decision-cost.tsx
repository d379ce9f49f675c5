import type { ApplicationGridRow } from '@bursary/domain/back-office-api';
import { committedOf } from '@bursary/domain/budget';
import { formatRand } from '@bursary/domain/rand-amount';
import { REQUIRED_AMOUNT_FIELDS, totalRequired } from '@bursary/domain/totals';
import { applicationField } from '@bursary/domain/application-fields';
import { useBudget } from '../api/get-budget';
import { BUDGET_NOT_SET } from '../budget-not-set';

type DecisionCostProps = {
  /** One application, or the grid's selection: all of one application year. */
  applications: readonly ApplicationGridRow[];
  isAccepting: boolean;
};

// The grid row carries each required amount under its spec name (the field table's gridKey).
const requiredOf = (application: ApplicationGridRow) =>
  totalRequired(
    Object.fromEntries(REQUIRED_AMOUNT_FIELDS.map((name) => [name, application[applicationField(name).gridKey as keyof ApplicationGridRow]])),
  );

const paidOf = (application: ApplicationGridRow) =>
  application.payment.reduce((total, payment) => total + Math.round(payment['Amount Approved'] * 100), 0) / 100;

// What deciding one application does to what the budget commits, in cents.
const changeInCents = (application: ApplicationGridRow, isAccepting: boolean) => {
  const costs = { required: requiredOf(application), paid: paidOf(application) };
  return Math.round((committedOf({ ...costs, accepted: isAccepting }) - committedOf({ ...costs, accepted: application.accept_decline === 1 })) * 100);
};

/** Before a decision is saved (of one application or several): what it does to the cycle's budget, by the budget's own rule. */
export function DecisionCost({ applications, isAccepting }: DecisionCostProps) {
  const year = applications[0]['Application Year'];
  const budget = useBudget(year);
  const change = applications.reduce((total, application) => total + changeInCents(application, isAccepting), 0) / 100;
  const effect =
    change > 0
      ? `This commits ${formatRand(change)} more of the ${year} budget.`
      : change < 0
        ? `This frees ${formatRand(-change)} of the ${year} budget.`
        : `The ${year} budget does not change.`;
  const report = budget.data?.year === year ? budget.data : undefined;
  let left = 'Loading the budget...';
  if (budget.error) left = `We could not load the ${year} budget: ${budget.error.message}`;
  else if (report && report.left === null) left = BUDGET_NOT_SET;
  else if (report && report.left !== null) {
    const after = Math.round((report.left - change) * 100) / 100;
    left = after < 0 ? `The budget would then be over by ${formatRand(-after)}.` : `${formatRand(after)} would then be left.`;
  }
  return (
    <p className="decision-cost" role="status">
      {effect} {left}
    </p>
  );
}
