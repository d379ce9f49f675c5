import { DEFAULT_STATUS_FILTER, STATUS_FILTERS } from '@bursary/domain/application-status';
import type { YesNoFilter } from '@bursary/domain/back-office-api';
import { newestFirst } from '@bursary/domain/cycle-years';
import { DECISION_FILTERS } from '@bursary/domain/options/decisions';
import { FLAGGED_FILTERS } from '@bursary/domain/duplicate-flags';
import { RANKING_FILTERS, type RankingFilterKey } from '@bursary/domain/ranking';
import { Button } from 'antd';
import type { GridQuery, GridQueryPatch } from '../hooks/use-grid-query';
import { LabelledSelect, type Option } from '@/components/labelled-select';
import { useMayDo } from '@/lib/may-do';
import { NameSearch } from './name-search';

const YES_NO_OPTIONS: Option[] = [
  { value: 'all', label: 'All' },
  { value: 'YES', label: 'YES' },
  { value: 'NO', label: 'NO' },
];

const STATUS_OPTIONS: Option[] = STATUS_FILTERS.map(({ value, label }) => ({ value, label }));

const DECISION_OPTIONS: Option[] = [
  { value: 'all', label: 'All' },
  ...DECISION_FILTERS.map(({ value }) => ({ value, label: value })),
];

// Duplicates and inconsistencies (@bursary/domain/duplicate-flags): staff look into them, nothing is blocked.
const FLAGGED_OPTIONS: Option[] = [{ value: 'all', label: 'All' }, ...FLAGGED_FILTERS.map(({ value, label }) => ({ value, label }))];

// The filters on scores (@bursary/domain/ranking) and where the grid's query keeps each.
const RANKING_QUERY_KEYS = { few_reviews: 'fewReviews', wide_spread: 'wideSpread' } as const satisfies Record<RankingFilterKey, keyof GridQuery>;

type GridFiltersProps = {
  query: GridQuery;
  onChange: (patch: GridQueryPatch, options?: { replace?: boolean }) => void;
  years: readonly number[];
  universities: readonly string[];
  /** false when the view shows one decision only (of submitted applications: no status filter either) */
  hasDecisionFilter: boolean;
};

export function GridFilters({ query, onChange, years, universities, hasDecisionFilter }: GridFiltersProps) {
  const isStaff = useMayDo('staff');
  const yearOptions: Option[] = [
    { value: 'all', label: 'All years' },
    ...newestFirst(years).map((year) => ({ value: String(year), label: String(year) })),
  ];
  // A university no longer listed (an old link) stays choosable, so the select shows what is filtered.
  const universityNames = query.university && !universities.includes(query.university) ? [query.university, ...universities] : universities;
  const universityOptions: Option[] = [
    { value: '', label: 'All universities' },
    ...universityNames.map((name) => ({ value: name, label: name })),
  ];
  const isFiltered =
    (hasDecisionFilter && query.status !== DEFAULT_STATUS_FILTER) ||
    query.university !== '' ||
    (hasDecisionFilter && query.decision !== 'all') ||
    query.paid !== 'all' ||
    query.submitted !== 'all' ||
    query.completed !== 'all' ||
    query.flagged !== 'all' ||
    query.fewReviews !== 'all' ||
    query.wideSpread !== 'all' ||
    query.search !== '';

  const clearFilters = () =>
    onChange({ status: DEFAULT_STATUS_FILTER, university: '', decision: 'all', paid: 'all', submitted: 'all', completed: 'all', flagged: 'all', fewReviews: 'all', wideSpread: 'all', search: '' });

  return (
    <section className="grid-filters" aria-label="Filters">
      <NameSearch value={query.search} onSearch={(search) => onChange({ search }, { replace: true })} />
      <LabelledSelect
        label="Application year"
        value={String(query.year)}
        options={yearOptions}
        onChange={(value) => onChange({ year: value === 'all' ? 'all' : Number(value) })}
      />
      {/* A reviewer's pool holds submitted applications only. */}
      {hasDecisionFilter && isStaff && (
        <LabelledSelect
          label="Status"
          value={query.status}
          options={STATUS_OPTIONS}
          onChange={(status) => onChange({ status: status as GridQuery['status'] })}
        />
      )}
      <LabelledSelect
        label="University"
        value={query.university}
        options={universityOptions}
        onChange={(university) => onChange({ university })}
      />
      {hasDecisionFilter && (
        <LabelledSelect
          label="Decision"
          value={query.decision}
          options={DECISION_OPTIONS}
          onChange={(decision) => onChange({ decision: decision as GridQuery['decision'] })}
        />
      )}
      <LabelledSelect
        label="Paid"
        value={query.paid}
        options={YES_NO_OPTIONS}
        onChange={(paid) => onChange({ paid: paid as YesNoFilter })}
      />
      <LabelledSelect
        label="Documents submitted"
        value={query.submitted}
        options={YES_NO_OPTIONS}
        onChange={(submitted) => onChange({ submitted: submitted as YesNoFilter })}
      />
      <LabelledSelect
        label="Documents completed"
        value={query.completed}
        options={YES_NO_OPTIONS}
        onChange={(completed) => onChange({ completed: completed as YesNoFilter })}
      />
      {/* Duplicate flags are staff's to look into: a reviewer's answers carry none. */}
      {isStaff && (
        <LabelledSelect
          label="Flagged"
          value={query.flagged}
          options={FLAGGED_OPTIONS}
          onChange={(flagged) => onChange({ flagged: flagged as GridQuery['flagged'] })}
        />
      )}
      {/* The others' scores are staff's: a reviewer scores without them in view. */}
      {isStaff &&
        RANKING_FILTERS.map(({ key, label }) => {
          const name = RANKING_QUERY_KEYS[key];
          return (
            <LabelledSelect
              key={key}
              label={label}
              value={query[name]}
              options={YES_NO_OPTIONS}
              onChange={(value) => onChange({ [name]: value as YesNoFilter })}
            />
          );
        })}
      {isFiltered && (
        <div className="grid-filter-action">
          <Button onClick={clearFilters}>Clear search and filters</Button>
        </div>
      )}
    </section>
  );
}
