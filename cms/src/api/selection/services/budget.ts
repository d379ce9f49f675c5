import { budgetReport, type BudgetReport } from '@bursary/domain/budget';
import { displayUniversity } from '@bursary/domain/display-names';
import { toAmount, totalRequired } from '@bursary/domain/totals';
import { budgetRows, cycleBudgetAmount } from '../../../db/budget';
import { toBoolean } from '../../../db/application-sql';

// GET /api/getbudget: the cycle's budget, what the accepted applications commit and what has been
// paid, worked out on every read, so a decision or payment saved a moment ago is in it.
const budget = () => ({
  async report(year: number): Promise<BudgetReport> {
    const [amount, rows] = await Promise.all([cycleBudgetAmount(year), budgetRows(year)]);
    const applications = rows.map((row) => ({
      accepted: toBoolean(row.accepted),
      institution: displayUniversity(row),
      required: totalRequired(row),
      paid: toAmount(row.paid),
    }));
    return budgetReport(year, amount === undefined || amount === null ? null : toAmount(amount), applications);
  },
});

export type BudgetService = ReturnType<typeof budget>;
export default budget;
