import type { ReactNode } from 'react';
import { BarChart, CartesianGrid, Legend, Text, Tooltip, XAxis, YAxis } from 'recharts';

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

type HorizontalBarChartProps<Row> = {
  rows: Row[];
  /** The row's field that labels its bar. */
  labelKey: Extract<keyof Row, string>;
  /** The chart's accessible name; its figures are in the table beside it. */
  name: string;
  /** Recharts <Bar>s, stacked by a shared stackId. */
  children: ReactNode;
  formatTick?: (value: number) => string;
  formatValue?: (value: number) => string;
};

/** Horizontal bars, one per row: readable at 360 px however long the labels are (statistics, budget). */
export function HorizontalBarChart<Row>({ rows, labelKey, name, children, formatTick, formatValue }: HorizontalBarChartProps<Row>) {
  return (
    <BarChart
      className="figures-chart"
      layout="vertical"
      data={rows}
      responsive
      style={{ width: '100%', height: rows.length * ROW_HEIGHT + CHROME_HEIGHT }}
      margin={{ top: 8, right: 16, bottom: 8, left: 0 }}
      accessibilityLayer={false}
      role="img"
      aria-label={name}
    >
      <CartesianGrid horizontal={false} stroke="#dfe7e2" />
      <XAxis type="number" allowDecimals={false} tickFormatter={formatTick} tick={{ fontSize: 12, fill: '#1d2b24' }} />
      <YAxis type="category" dataKey={labelKey} width={LABEL_WIDTH} interval={0} tick={<CategoryTick />} />
      <Tooltip cursor={{ fill: '#eef5f0' }} formatter={formatValue ? (value) => formatValue(Number(value)) : undefined} />
      <Legend wrapperStyle={{ fontSize: 14 }} />
      {children}
    </BarChart>
  );
}
