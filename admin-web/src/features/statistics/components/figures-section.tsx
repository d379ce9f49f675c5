import type { Figure } from '@bursary/domain/back-office-api';
import { LoadingState } from '@bursary/web-ui/components/loading-state';
import { lazy, Suspense, useId } from 'react';
import { FiguresTable } from './figures-table';

// The chart library loads with the first chart, not with the admin home around it.
const FiguresChart = lazy(() => import('./figures-chart').then((module) => ({ default: module.FiguresChart })));

type FiguresSectionProps = {
  title: string;
  figures: Figure[];
  labelHeading: string;
  /** "2026" or "all years" */
  period: string;
};

/** One statistic: its chart with the same figures in a table beside it. */
export function FiguresSection({ title, figures, labelHeading, period }: FiguresSectionProps) {
  const caption = `${title}, ${period}`;
  const hasApplications = figures.some((figure) => figure.total > 0);
  const titleId = useId();

  return (
    <section className="figures-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="figures-title">
        {caption}
      </h2>
      {hasApplications ? (
        <div className="figures-body">
          <div className="figures-chart-area">
            <Suspense fallback={<LoadingState label="Loading the chart..." />}>
              <FiguresChart figures={figures} name={`Chart: ${caption}, by decision`} />
            </Suspense>
          </div>
          <FiguresTable figures={figures} caption={caption} labelHeading={labelHeading} />
        </div>
      ) : (
        <p className="figures-empty">No submitted applications for {period} yet.</p>
      )}
    </section>
  );
}
