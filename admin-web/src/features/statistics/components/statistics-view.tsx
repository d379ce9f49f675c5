import type { ApplicationReport, Figure } from '@bursary/domain/back-office-api';
import { newestFirst } from '@bursary/domain/cycle-years';
import { usePortalContent } from '@bursary/web-ui/api/portal-content';
import { NotLoaded } from '@bursary/web-ui/components/not-loaded';
import Tabs from 'antd/es/tabs';
import { useState } from 'react';
import { useApplicationReport, type ReportYear } from '../api/get-application-report';
import { FiguresSection } from './figures-section';
import '@/components/figures.css';

type Statistic = {
  key: string;
  tab: string;
  title: string;
  labelHeading: string;
  figuresOf: (report: ApplicationReport) => Figure[];
};

// The statistics sub-views (back-office spec §2): Home is the totals and the years; then one per grouping.
const STATISTICS: Statistic[] = [
  { key: 'home', tab: 'Home', title: 'Applications per year', labelHeading: 'Application year', figuresOf: (report) => report.years },
  {
    key: 'institutions',
    tab: 'Per institution',
    title: 'Applications per institution',
    labelHeading: 'Institution',
    figuresOf: (report) => report.institutions,
  },
  {
    key: 'disciplines',
    tab: 'Per discipline',
    title: 'Applications per discipline',
    labelHeading: 'Discipline',
    figuresOf: (report) => report.disciplines,
  },
  {
    key: 'income',
    tab: 'Income bands',
    title: 'Applications per income band',
    labelHeading: 'Total monthly income (R)',
    figuresOf: (report) => report.income_bands,
  },
  {
    key: 'levels',
    tab: 'Per study level',
    title: 'Applications per study level',
    labelHeading: 'Study level',
    figuresOf: (report) => report.study_levels,
  },
  {
    key: 'scores',
    tab: 'Score distribution',
    title: 'Applications per score band',
    labelHeading: 'Weighted average score',
    figuresOf: (report) => report.score_bands,
  },
];

const YEAR_PICKER_ID = 'statistics-year';

const periodOf = (year: ReportYear) => (year === 'all' ? 'all years' : String(year));

function Totals({ totals, period }: { totals: Figure; period: string }) {
  const items = [
    { label: 'Submitted applications', value: totals.total },
    { label: 'Accepted', value: totals.accepted },
    { label: 'Declined', value: totals.declined },
    { label: 'Pending', value: totals.pending },
  ];
  return (
    <section aria-labelledby="statistics-totals-title">
      <h2 id="statistics-totals-title" className="figures-title">
        Totals, {period}
      </h2>
      <dl className="statistics-totals">
        {items.map(({ label, value }) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function StatisticsTabs({ report }: { report: ApplicationReport }) {
  const period = periodOf(report.application_year);
  return (
    <Tabs
      items={STATISTICS.map((statistic) => ({
        key: statistic.key,
        label: statistic.tab,
        children: (
          <>
            {statistic.key === 'home' && <Totals totals={report.totals} period={period} />}
            <FiguresSection
              title={statistic.title}
              figures={statistic.figuresOf(report)}
              labelHeading={statistic.labelHeading}
              period={period}
            />
          </>
        ),
      }))}
    />
  );
}

/** Submitted applications counted by year, institution, discipline, income band and study level, each split by decision. */
export function StatisticsView() {
  const content = usePortalContent();
  const cycleYear = content.data?.settings.cycle_year;
  const [chosenYear, setChosenYear] = useState<ReportYear | null>(null);
  const year = chosenYear ?? cycleYear;
  const report = useApplicationReport(year);

  if (!content.data || year === undefined) {
    return <NotLoaded results={[content]} errorTitle="We could not load the portal settings" />;
  }

  const isStale = report.data !== undefined && report.data.application_year !== year;
  const period = periodOf(year);

  return (
    <div className="statistics">
      <div className="statistics-year">
        <label htmlFor={YEAR_PICKER_ID}>Application year</label>
        <select
          id={YEAR_PICKER_ID}
          className="native-select"
          value={String(year)}
          onChange={(event) => setChosenYear(event.target.value === 'all' ? 'all' : Number(event.target.value))}
        >
          <option value="all">All years</option>
          {newestFirst(content.data.settings.filter_years).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        <span className="statistics-status" role="status">
          {isStale || report.isLoading ? 'Loading...' : ''}
        </span>
      </div>
      <p className="statistics-note">Counts submitted applications, split by decision: accepted, declined and pending.</p>
      {report.data ? (
        <div aria-busy={isStale}>
          <StatisticsTabs report={report.data} />
        </div>
      ) : (
        <NotLoaded results={[report]} errorTitle={`We could not load the statistics for ${period}`} />
      )}
    </div>
  );
}
