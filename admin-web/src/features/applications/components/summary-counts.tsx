import { DEFAULT_STATUS_FILTER } from '@bursary/domain/application-status';
import type { SummaryCounts as Counts } from '@bursary/domain/back-office-api';
import type { GridQuery, GridQueryPatch } from '../hooks/use-grid-query';
import { useMayDo } from '@/lib/may-do';

type CountFilter = Pick<GridQuery, 'status' | 'decision' | 'paid' | 'submitted' | 'completed'>;

const NO_FILTER: CountFilter = { status: DEFAULT_STATUS_FILTER, decision: 'all', paid: 'all', submitted: 'all', completed: 'all' };

type Card = { key: keyof Counts; label: string; filter: CountFilter };

// The spec's counts, of submitted applications.
const SUBMITTED_CARDS: Card[] = [
  { key: 'all', label: 'All', filter: NO_FILTER },
  { key: 'pending', label: 'Pending', filter: { ...NO_FILTER, decision: 'pending' } },
  { key: 'declined', label: 'Declined', filter: { ...NO_FILTER, decision: 'Declined' } },
  { key: 'approved', label: 'Approved', filter: { ...NO_FILTER, decision: 'Accepted' } },
  { key: 'requested_docs_submitted', label: 'Requested docs submitted', filter: { ...NO_FILTER, submitted: 'YES' } },
  { key: 'documents_completed', label: 'Documents completed', filter: { ...NO_FILTER, completed: 'YES' } },
  { key: 'paid', label: 'Paid', filter: { ...NO_FILTER, paid: 'YES' } },
];

// Beside them, the applications not submitted: started and stalled, or withdrawn by the applicant.
const NOT_SUBMITTED_CARDS: Card[] = [
  { key: 'in_progress', label: 'In progress', filter: { ...NO_FILTER, status: 'in_progress' } },
  { key: 'withdrawn', label: 'Withdrawn', filter: { ...NO_FILTER, status: 'withdrawn' } },
];

const isShowing = (query: GridQuery, filter: CountFilter) =>
  (Object.keys(filter) as (keyof CountFilter)[]).every((key) => query[key] === filter[key]);

type SummaryCountsProps = {
  counts: Counts;
  query: GridQuery;
  onChange: (patch: GridQueryPatch) => void;
};

function CountCards({ cards, counts, query, onChange, label }: SummaryCountsProps & { cards: Card[]; label: string }) {
  return (
    <ul className="count-cards" aria-label={label}>
      {cards.map(({ key, label: cardLabel, filter }) => (
        <li key={key}>
          <button type="button" className="count-card" aria-pressed={isShowing(query, filter)} onClick={() => onChange(filter)}>
            <span className="count-card-value">{counts[key].toLocaleString('en-ZA')}</span>{' '}
            <span className="count-card-label">{cardLabel}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The year's counts (narrowed by the name search only); each card shows its applications in the grid. */
export function SummaryCounts({ counts, query, onChange }: SummaryCountsProps) {
  // A reviewer's pool holds submitted applications only.
  const isStaff = useMayDo('staff');
  const year = query.year === 'all' ? 'every year' : query.year;
  return (
    <section aria-labelledby="summary-counts-title" className="summary-counts">
      <h2 id="summary-counts-title" className="grid-section-title">
        Applications of {year}
        {query.search && ` named “${query.search}”`}
      </h2>
      <div className="count-groups">
        <CountCards cards={SUBMITTED_CARDS} label="Submitted applications" counts={counts} query={query} onChange={onChange} />
        {isStaff && (
          <div className="count-group-aside">
            <h3 className="count-group-title">Not submitted</h3>
            <CountCards cards={NOT_SUBMITTED_CARDS} label="Applications not submitted" counts={counts} query={query} onChange={onChange} />
          </div>
        )}
      </div>
    </section>
  );
}
