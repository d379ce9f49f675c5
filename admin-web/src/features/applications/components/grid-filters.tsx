import { DEFAULT_STATUS_FILTER, STATUS_FILTERS } from '@bursary/domain/application-status';
import type { YesNoFilter } from '@bursary/domain/back-office-api';
import { newestFirst } from '@bursary/domain/cycle-years';
import { DECISION_FILTERS } from '@bursary/domain/options/decisions';
import { FLAGGED_FILTERS } from '@bursary/domain/duplicate-flags';
import { Button } from 'antd';
import type { GridQuery, GridQueryPatch } from '../hooks/use-grid-query';
import { LabelledSelect, type Option } from '@/components/labelled-select';
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

type GridFiltersProps = {
  query: GridQuery;
  onChange: (patch: GridQueryPatch, options?: { replace?: boolean }) => void;
  years: readonly number[];
  universities: readonly string[];
  /** false when the view shows one decision only (of submitted applications: no status filter either) */
  hasDecisionFilter: boolean;
};

export function GridFilters({ query, onChange, years, universities, hasDecisionFilter }: GridFiltersProps) {
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
    query.search !== '';

  const clearFilters = () =>
    onChange({ status: DEFAULT_STATUS_FILTER, university: '', decision: 'all', paid: 'all', submitted: 'all', completed: 'all', flagged: 'all', search: '' });

  return (
    <section className="grid-filters" aria-label="Filters">
      <NameSearch value={query.search} onSearch={(search) => onChange({ search }, { replace: true })} />
      <LabelledSelect
        label="Application year"
        value={String(query.year)}
        options={yearOptions}
        onChange={(value) => onChange({ year: value === 'all' ? 'all' : Number(value) })}
      />
      {hasDecisionFilter && (
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
      <LabelledSelect
        label="Flagged"
        value={query.flagged}
        options={FLAGGED_OPTIONS}
        onChange={(flagged) => onChange({ flagged: flagged as GridQuery['flagged'] })}
      />
      {isFiltered && (
        <div className="grid-filter-action">
          <Button onClick={clearFilters}>Clear search and filters</Button>
        </div>
      )}
    </section>
  );
}
