import type { BudgetLine } from '@bursary/domain/budget';
import { formatRand } from '@bursary/domain/rand-amount';
import { Bar } from 'recharts';
import { HorizontalBarChart } from '@/components/horizontal-bar-chart';

// Thousands on the axis (R 250k), full rands in the tooltip and the table.
const axisRand = (amount: number) => (amount >= 1000 ? `R ${Math.round(amount / 1000)}k` : `R ${amount}`);

/** One bar per institution: what has been paid, and what is committed but not yet paid, stacked. */
export function BudgetChart({ lines, name }: { lines: BudgetLine[]; name: string }) {
  return (
    <HorizontalBarChart rows={lines} labelKey="institution" name={name} formatTick={axisRand} formatValue={formatRand}>
      <Bar dataKey="paid" name="Paid" stackId="budget" fill="#17603f" maxBarSize={28} isAnimationActive={false} />
      <Bar dataKey="outstanding" name="Committed, not yet paid" stackId="budget" fill="#e0a526" maxBarSize={28} isAnimationActive={false} />
    </HorizontalBarChart>
  );
}
