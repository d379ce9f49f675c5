// The cycle's budget as the back office shows it: what the accepted applications commit the fund to,
// what has been paid, and what is left, per institution and in total. One rule, used by the cms's
// budget report and the decision form's preview.

/** One application of the cycle, as the budget counts it. */
export type BudgetApplication = {
  accepted: boolean;
  /** The institution as staff see it (displayUniversity); null when none was chosen. */
  institution: string | null;
  /** The required amounts together (totalRequired). */
  required: number;
  /** The approved amounts of its payment records together. */
  paid: number;
};

export type BudgetLine = {
  institution: string;
  /** Accepted applications at this institution. */
  accepted: number;
  committed: number;
  paid: number;
  /** Committed but not yet paid. */
  outstanding: number;
};

export type BudgetReport = {
  year: number;
  /** What the editors set for the cycle in the Strapi admin; null while none is set. */
  budget: number | null;
  accepted: number;
  committed: number;
  paid: number;
  outstanding: number;
  /** The budget less what is committed; null while no budget is set. Negative when over. */
  left: number | null;
  /** Largest commitment first. */
  institutions: BudgetLine[];
};

export const NO_INSTITUTION = 'No institution given';

const cents = (amount: number) => Math.round(amount * 100);
const rand = (amountInCents: number) => amountInCents / 100;

/**
 * What one application commits the fund to: an accepted one, its required amounts, or what has been
 * paid for it when that is more; any other, what has already been paid (money that has left).
 */
export const committedOf = ({ accepted, required, paid }: Pick<BudgetApplication, 'accepted' | 'required' | 'paid'>): number =>
  accepted ? Math.max(required, paid) : paid;

type Totals = { accepted: number; committed: number; paid: number };

export function budgetReport(year: number, budget: number | null, applications: readonly BudgetApplication[]): BudgetReport {
  const byInstitution = new Map<string, Totals>();
  const total: Totals = { accepted: 0, committed: 0, paid: 0 };
  for (const application of applications) {
    const committed = cents(committedOf(application));
    const paid = cents(application.paid);
    if (committed === 0 && paid === 0 && !application.accepted) continue;
    const institution = application.institution ?? NO_INSTITUTION;
    const line = byInstitution.get(institution) ?? { accepted: 0, committed: 0, paid: 0 };
    for (const totals of [line, total]) {
      totals.accepted += application.accepted ? 1 : 0;
      totals.committed += committed;
      totals.paid += paid;
    }
    byInstitution.set(institution, line);
  }
  const institutions = [...byInstitution]
    .map(([institution, line]) => ({
      institution,
      accepted: line.accepted,
      committed: rand(line.committed),
      paid: rand(line.paid),
      outstanding: rand(line.committed - line.paid),
    }))
    .sort((a, b) => b.committed - a.committed || a.institution.localeCompare(b.institution));
  return {
    year,
    budget,
    accepted: total.accepted,
    committed: rand(total.committed),
    paid: rand(total.paid),
    outstanding: rand(total.committed - total.paid),
    left: budget === null ? null : rand(cents(budget) - total.committed),
    institutions,
  };
}
