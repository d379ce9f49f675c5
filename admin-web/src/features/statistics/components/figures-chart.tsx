import type { Figure } from '@bursary/domain/back-office-api';
import { Bar } from 'recharts';
import { HorizontalBarChart } from '@/components/horizontal-bar-chart';
import { DECISIONS } from './decisions';

type FiguresChartProps = {
  figures: Figure[];
  /** The chart's accessible name; its figures are in the table beside it. */
  name: string;
};

/** One bar per label, stacked by decision. */
export function FiguresChart({ figures, name }: FiguresChartProps) {
  return (
    <HorizontalBarChart rows={figures} labelKey="label" name={name}>
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
    </HorizontalBarChart>
  );
}
