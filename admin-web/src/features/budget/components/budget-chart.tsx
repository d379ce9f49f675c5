import type { BudgetLine } from '@bursary/domain/budget';
import { formatRand } from '@bursary/domain/rand-amount';
import { Bar, BarChart, CartesianGrid, Legend, Text, Tooltip, XAxis, YAxis } from 'recharts';

const LABEL_WIDTH = 132;
const ROW_HEIGHT = 44;
const CHROME_HEIGHT = 90;

type TickProps = { x?: number; y?: number; payload?: { value: string } };

function InstitutionTick({ x = 0, y = 0, payload }: TickProps) {
  return (
    <Text x={x - 4} y={y} width={LABEL_WIDTH - 8} maxLines={3} textAnchor="end" verticalAnchor="middle" fontSize={12} fill="#1d2b24">
      {payload?.value ?? ''}
    </Text>
  );
}

// Thousands on the axis (R 250k), full rands in the tooltip and the table.
const axisRand = (amount: number) => (amount >= 1000 ? `R ${Math.round(amount / 1000)}k` : `R ${amount}`);

/** One row per institution: what has been paid, and what is committed but not yet paid, stacked. */
export function BudgetChart({ lines, name }: { lines: BudgetLine[]; name: string }) {
  return (
    <BarChart
      className="figures-chart"
      layout="vertical"
      data={lines}
      responsive
      style={{ width: '100%', height: lines.length * ROW_HEIGHT + CHROME_HEIGHT }}
      margin={{ top: 8, right: 16, bottom: 8, left: 0 }}
      accessibilityLayer={false}
      role="img"
      aria-label={name}
    >
      <CartesianGrid horizontal={false} stroke="#dfe7e2" />
      <XAxis type="number" tickFormatter={axisRand} tick={{ fontSize: 12, fill: '#1d2b24' }} />
      <YAxis type="category" dataKey="institution" width={LABEL_WIDTH} interval={0} tick={<InstitutionTick />} />
      <Tooltip cursor={{ fill: '#eef5f0' }} formatter={(value) => formatRand(Number(value))} />
      <Legend wrapperStyle={{ fontSize: 14 }} />
      <Bar dataKey="paid" name="Paid" stackId="budget" fill="#17603f" maxBarSize={28} isAnimationActive={false} />
      <Bar dataKey="outstanding" name="Committed, not yet paid" stackId="budget" fill="#e0a526" maxBarSize={28} isAnimationActive={false} />
    </BarChart>
  );
}
