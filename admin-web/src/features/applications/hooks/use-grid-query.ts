import {
  GRID_SORT_FIELDS,
  type GridSort,
  type GridSortField,
  type SearchApplicationRequest,
  type YesNoFilter,
} from '@bursary/domain/back-office-api';
import { GRID_PAGE_SIZE } from '@bursary/domain/constants';
import { DECISION_FILTERS, type DecisionFilter } from '@bursary/domain/options/decisions';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export const PAGE_SIZES = [GRID_PAGE_SIZE, 20, 50, 100] as const;
const PAGE_SIZE_MAX = 100;

/** What the grid shows, kept in the address so a filtered view can be shared and survives a reload. */
export type GridQuery = {
  year: number | 'all';
  /** '' for every university */
  university: string;
  decision: DecisionFilter | 'all';
  paid: YesNoFilter;
  submitted: YesNoFilter;
  completed: YesNoFilter;
  search: string;
  page: number;
  size: number;
  /** null: the server's order, oldest application first */
  sort: GridSort | null;
};

export type GridQueryPatch = Partial<GridQuery>;

// The address's names; `view` belongs to the admin home's sub-views.
const PARAMS = {
  year: 'year',
  university: 'university',
  decision: 'decision',
  paid: 'paid',
  submitted: 'submitted',
  completed: 'completed',
  search: 'q',
  page: 'page',
  size: 'size',
  sort: 'sort',
  direction: 'dir',
} as const;

const wholeNumber = (raw: string | null) => (raw !== null && /^\d{1,7}$/.test(raw) ? Number(raw) : null);

const readYear = (raw: string | null, years: readonly number[], cycleYear: number): GridQuery['year'] => {
  if (raw === 'all') return 'all';
  const year = wholeNumber(raw);
  return year !== null && years.includes(year) ? year : cycleYear;
};

const readYesNo = (raw: string | null): YesNoFilter => (raw === 'YES' || raw === 'NO' ? raw : 'all');

const readDecision = (raw: string | null): GridQuery['decision'] =>
  DECISION_FILTERS.find((filter) => filter.value === raw)?.value ?? 'all';

const readSort = (field: string | null, direction: string | null): GridSort | null => {
  if (!GRID_SORT_FIELDS.includes(field as GridSortField)) return null;
  return { field: field as GridSortField, direction: direction === 'desc' ? 'desc' : 'asc' };
};

const readQuery = (params: URLSearchParams, years: readonly number[], cycleYear: number): GridQuery => {
  const size = wholeNumber(params.get(PARAMS.size));
  return {
    year: readYear(params.get(PARAMS.year), years, cycleYear),
    university: params.get(PARAMS.university)?.trim() ?? '',
    decision: readDecision(params.get(PARAMS.decision)),
    paid: readYesNo(params.get(PARAMS.paid)),
    submitted: readYesNo(params.get(PARAMS.submitted)),
    completed: readYesNo(params.get(PARAMS.completed)),
    search: params.get(PARAMS.search)?.trim() ?? '',
    page: Math.max(1, wholeNumber(params.get(PARAMS.page)) ?? 1),
    size: size !== null && size >= 1 && size <= PAGE_SIZE_MAX ? size : GRID_PAGE_SIZE,
    sort: readSort(params.get(PARAMS.sort), params.get(PARAMS.direction)),
  };
};

// A default value leaves the address, so a plain /admindashboard stays plain.
const writeQuery = (params: URLSearchParams, query: GridQuery, cycleYear: number) => {
  const put = (name: string, value: string, isDefault: boolean) => {
    if (isDefault) params.delete(name);
    else params.set(name, value);
  };
  put(PARAMS.year, String(query.year), query.year === cycleYear);
  put(PARAMS.university, query.university, query.university === '');
  put(PARAMS.decision, query.decision, query.decision === 'all');
  put(PARAMS.paid, query.paid, query.paid === 'all');
  put(PARAMS.submitted, query.submitted, query.submitted === 'all');
  put(PARAMS.completed, query.completed, query.completed === 'all');
  put(PARAMS.search, query.search, query.search === '');
  put(PARAMS.page, String(query.page), query.page === 1);
  put(PARAMS.size, String(query.size), query.size === GRID_PAGE_SIZE);
  put(PARAMS.sort, query.sort?.field ?? '', query.sort === null);
  put(PARAMS.direction, query.sort?.direction ?? '', query.sort === null);
};

/**
 * The grid's filters, search, sort and page, read from and written to the address. Changing
 * anything but the page starts again at page 1, since the old page may no longer exist.
 */
export function useGridQuery(cycleYear: number, years: readonly number[]) {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readQuery(params, years, cycleYear), [params, years, cycleYear]);

  const update = useCallback(
    (patch: GridQueryPatch, { replace = false } = {}) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const previous = readQuery(current, years, cycleYear);
          writeQuery(next, { ...previous, page: 1, ...patch }, cycleYear);
          return next;
        },
        { replace },
      );
    },
    [setParams, years, cycleYear],
  );

  return { query, update };
}

/** POST /api/searchapplication asks for one page whenever `page` is given. */
export function toSearchRequest(query: GridQuery, fixedDecision?: DecisionFilter): SearchApplicationRequest {
  return {
    application_year: query.year,
    page: query.page,
    page_size: query.size,
    ...(query.sort && { sort: query.sort }),
    university: query.university || 'all',
    decision: fixedDecision ?? query.decision,
    paid: query.paid,
    docs_submitted: query.submitted,
    docs_completed: query.completed,
    ...(query.search && { search: query.search }),
  };
}
