import type { Figure } from '@bursary/domain/back-office-api';
import { Bar, BarChart, CartesianGrid, Legend, Text, Tooltip, XAxis, YAxis } from 'recharts';
import { DECISIONS } from './decisions';

const LABEL_WIDTH = 132;
const ROW_HEIGHT = 44;
// Axis, legend and margins.
const CHROME_HEIGHT = 90;

type TickProps = { x?: number; y?: number; payload?: { value: string } };

// Long institution and course names wrap onto up to three lines beside their bar.
function CategoryTick({ x = 0, y = 0, payload }: TickProps) {
  return (
    <Text x={x - 4} y={y} width={LABEL_WIDTH - 8} maxLines={3} textAnchor="end" verticalAnchor="middle" fontSize={12} fill="#1d2b24">
      {payload?.value ?? ''}
    </Text>
  );
}

type FiguresChartProps = {
  figures: Figure[];
  /** The chart's accessible name; its figures are in the table beside it. */
  name: string;
};

/** Horizontal bars, one per label, stacked by decision: readable at 360 px however long the labels are. */
export function FiguresChart({ figures, name }: FiguresChartProps) {
  return (
    <BarChart
      className="figures-chart"
      layout="vertical"
      data={figures}
      responsive
      style={{ width: '100%', height: figures.length * ROW_HEIGHT + CHROME_HEIGHT }}
      margin={{ top: 8, right: 16, bottom: 8, left: 0 }}
      accessibilityLayer={false}
      role="img"
      aria-label={name}
    >
      <CartesianGrid horizontal={false} stroke="#dfe7e2" />
      <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12, fill: '#1d2b24' }} />
      <YAxis type="category" dataKey="label" width={LABEL_WIDTH} interval={0} tick={<CategoryTick />} />
      <Tooltip cursor={{ fill: '#eef5f0' }} />
      <Legend wrapperStyle={{ fontSize: 14 }} />
      {DECISIONS.map((decision) => (
        <Bar
          key={decision.key}
          dataKey={decision.key}
          name={decision.label}
          stackId="decision"
          fill={decision.colour}
          maxBarSize={28}
          isAnimationActive={false}
        />
      ))}
    </BarChart>
  );
}
