import type { SummaryCounts as Counts } from '@bursary/domain/back-office-api';
import type { GridQuery, GridQueryPatch } from '../hooks/use-grid-query';

type CountFilter = Pick<GridQuery, 'decision' | 'paid' | 'submitted' | 'completed'>;

const NO_FILTER: CountFilter = { decision: 'all', paid: 'all', submitted: 'all', completed: 'all' };

const CARDS: { key: keyof Counts; label: string; filter: CountFilter }[] = [
  { key: 'all', label: 'All', filter: NO_FILTER },
  { key: 'pending', label: 'Pending', filter: { ...NO_FILTER, decision: 'pending' } },
  { key: 'declined', label: 'Declined', filter: { ...NO_FILTER, decision: 'Declined' } },
  { key: 'approved', label: 'Approved', filter: { ...NO_FILTER, decision: 'Accepted' } },
  { key: 'requested_docs_submitted', label: 'Requested docs submitted', filter: { ...NO_FILTER, submitted: 'YES' } },
  { key: 'documents_completed', label: 'Documents completed', filter: { ...NO_FILTER, completed: 'YES' } },
  { key: 'paid', label: 'Paid', filter: { ...NO_FILTER, paid: 'YES' } },
];

const isShowing = (query: GridQuery, filter: CountFilter) =>
  (Object.keys(filter) as (keyof CountFilter)[]).every((key) => query[key] === filter[key]);

type SummaryCountsProps = {
  counts: Counts;
  query: GridQuery;
  onChange: (patch: GridQueryPatch) => void;
};

/** The year's counts (narrowed by the name search only); each card shows its applications in the grid. */
export function SummaryCounts({ counts, query, onChange }: SummaryCountsProps) {
  const year = query.year === 'all' ? 'every year' : query.year;
  return (
    <section aria-labelledby="summary-counts-title">
      <h2 id="summary-counts-title" className="grid-section-title">
        Applications of {year}
        {query.search && ` named “${query.search}”`}
      </h2>
      <ul className="count-cards">
        {CARDS.map(({ key, label, filter }) => (
          <li key={key}>
            <button
              type="button"
              className="count-card"
              aria-pressed={isShowing(query, filter)}
              onClick={() => onChange(filter)}
            >
              <span className="count-card-value">{counts[key].toLocaleString('en-ZA')}</span>{' '}
              <span className="count-card-label">{label}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
