import type { BudgetReport } from '@bursary/domain/budget';
import { newestFirst } from '@bursary/domain/cycle-years';
import { formatRand } from '@bursary/domain/rand-amount';
import { usePortalContent } from '@bursary/web-ui/api/portal-content';
import { LoadingState } from '@bursary/web-ui/components/loading-state';
import { NotLoaded } from '@bursary/web-ui/components/not-loaded';
import { lazy, Suspense, useState } from 'react';
import { LabelledSelect } from '@/components/labelled-select';
import { useBudget } from '../api/get-budget';
import { BUDGET_NOT_SET } from '../budget-not-set';
import { BudgetTable } from './budget-table';
import '@/components/figures.css';
import './budget.css';

// The chart library loads with the first chart, not with the admin home around it.
const BudgetChart = lazy(() => import('./budget-chart').then((module) => ({ default: module.BudgetChart })));


function Figures({ report }: { report: BudgetReport }) {
  const isOver = report.left !== null && report.left < 0;
  const items = [
    { label: 'Budget', value: report.budget === null ? 'Not set' : formatRand(report.budget) },
    { label: `Committed (${report.accepted} accepted)`, value: formatRand(report.committed) },
    { label: 'Paid', value: formatRand(report.paid) },
    {
      label: isOver ? 'Over budget by' : 'Left',
      value: report.left === null ? 'Not set' : formatRand(Math.abs(report.left)),
      isWarning: isOver,
    },
  ];
  return (
    <dl className="statistics-totals budget-figures">
      {items.map(({ label, value, isWarning }) => (
        <div key={label} className={isWarning ? 'is-over' : undefined}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The cycle's budget against what the accepted applications commit and what has been paid, per institution. */
export function BudgetView() {
  const content = usePortalContent();
  const [chosenYear, setChosenYear] = useState<number | null>(null);
  const year = chosenYear ?? content.data?.settings.cycle_year;
  const budget = useBudget(year);

  if (!content.data || year === undefined) {
    return <NotLoaded results={[content]} errorTitle="We could not load the portal settings" />;
  }

  const report = budget.data;
  const isStale = report !== undefined && report.year !== year;
  const caption = `Committed and paid per institution, ${year}`;

  return (
    <div className="statistics budget">
      <div className="statistics-year">
        <LabelledSelect
          label="Application year"
          value={String(year)}
          options={newestFirst(content.data.settings.filter_years).map((option) => ({ value: String(option), label: String(option) }))}
          onChange={(value) => setChosenYear(Number(value))}
        />
        <span className="statistics-status" role="status">
          {isStale || budget.isLoading ? 'Loading...' : ''}
        </span>
      </div>
      <p className="statistics-note">
        An accepted application commits its required amounts (tuition, books, accommodation and travelling), or what
        has been paid for it when that is more; payments for an application that is no longer accepted still count.
      </p>
      {report ? (
        <div aria-busy={isStale}>
          {report.budget === null && <p className="budget-unset">{BUDGET_NOT_SET}</p>}
          <Figures report={report} />
          {report.institutions.length > 0 ? (
            <section className="figures-section" aria-labelledby="budget-institutions-title">
              <h2 id="budget-institutions-title" className="figures-title">
                {caption}
              </h2>
              <div className="figures-body">
                <div className="figures-chart-area">
                  <Suspense fallback={<LoadingState label="Loading the chart..." />}>
                    <BudgetChart lines={report.institutions} name={`Chart: ${caption}`} />
                  </Suspense>
                </div>
                <BudgetTable report={report} caption={caption} />
              </div>
            </section>
          ) : (
            <p className="figures-empty">Nothing is committed or paid for {year} yet.</p>
          )}
        </div>
      ) : (
        <NotLoaded results={[budget]} errorTitle={`We could not load the budget for ${year}`} />
      )}
    </div>
  );
}
