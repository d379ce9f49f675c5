import {
  GRID_SORT_FIELDS,
  type GridSort,
  type GridSortField,
  type SearchApplicationRequest,
  type YesNoFilter,
} from '@bursary/domain/back-office-api';
import { DEFAULT_STATUS_FILTER, STATUS_FILTERS, type StatusFilter } from '@bursary/domain/application-status';
import { GRID_PAGE_SIZE } from '@bursary/domain/constants';
import { DECISION_FILTERS, type DecisionFilter } from '@bursary/domain/options/decisions';
import { FLAGGED_FILTERS, type FlaggedFilter } from '@bursary/domain/duplicate-flags';
import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

export const PAGE_SIZES = [GRID_PAGE_SIZE, 20, 50, 100] as const;
const PAGE_SIZE_MAX = 100;

/**
 * What the grid shows, kept in the address so a filtered view can be shared and survives a reload;
 * all but the name search, which is personal data and stays out of addresses (browser history,
 * server logs): it lives in this tab's history entry, which a reload keeps too.
 */
export type GridQuery = {
  year: number | 'all';
  /** submitted applications unless staff ask for those in progress, withdrawn, or all */
  status: StatusFilter;
  /** '' for every university */
  university: string;
  decision: DecisionFilter | 'all';
  paid: YesNoFilter;
  submitted: YesNoFilter;
  completed: YesNoFilter;
  /** duplicates and inconsistencies: any flag, one kind, or 'all' (flagged or not) */
  flagged: FlaggedFilter | 'all';
  /** reviewed by fewer than 2 staff members (YES), by 2 or more (NO), or 'all' */
  fewReviews: YesNoFilter;
  /** the reviewers' weighted scores spread above 1.5 (YES), not (NO), or 'all' */
  wideSpread: YesNoFilter;
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
  status: 'status',
  university: 'university',
  decision: 'decision',
  paid: 'paid',
  submitted: 'submitted',
  completed: 'completed',
  flagged: 'flagged',
  fewReviews: 'few_reviews',
  wideSpread: 'wide_spread',
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

const readStatus = (raw: string | null): StatusFilter => STATUS_FILTERS.find((filter) => filter.value === raw)?.value ?? DEFAULT_STATUS_FILTER;

const readYesNo = (raw: string | null): YesNoFilter => (raw === 'YES' || raw === 'NO' ? raw : 'all');

const readDecision = (raw: string | null): GridQuery['decision'] =>
  DECISION_FILTERS.find((filter) => filter.value === raw)?.value ?? 'all';

const readFlagged = (raw: string | null): GridQuery['flagged'] => FLAGGED_FILTERS.find((filter) => filter.value === raw)?.value ?? 'all';

const readSort = (field: string | null, direction: string | null): GridSort | null => {
  if (!GRID_SORT_FIELDS.includes(field as GridSortField)) return null;
  return { field: field as GridSortField, direction: direction === 'desc' ? 'desc' : 'asc' };
};

type GridState = { gridSearch?: string } | null;

const searchIn = (state: unknown) => {
  const search = (state as GridState)?.gridSearch;
  return typeof search === 'string' ? search.trim() : '';
};

const readQuery = (params: URLSearchParams, search: string, years: readonly number[], cycleYear: number): GridQuery => {
  const size = wholeNumber(params.get(PARAMS.size));
  return {
    year: readYear(params.get(PARAMS.year), years, cycleYear),
    status: readStatus(params.get(PARAMS.status)),
    university: params.get(PARAMS.university)?.trim() ?? '',
    decision: readDecision(params.get(PARAMS.decision)),
    paid: readYesNo(params.get(PARAMS.paid)),
    submitted: readYesNo(params.get(PARAMS.submitted)),
    completed: readYesNo(params.get(PARAMS.completed)),
    flagged: readFlagged(params.get(PARAMS.flagged)),
    fewReviews: readYesNo(params.get(PARAMS.fewReviews)),
    wideSpread: readYesNo(params.get(PARAMS.wideSpread)),
    search,
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
  put(PARAMS.status, query.status, query.status === DEFAULT_STATUS_FILTER);
  put(PARAMS.university, query.university, query.university === '');
  put(PARAMS.decision, query.decision, query.decision === 'all');
  put(PARAMS.paid, query.paid, query.paid === 'all');
  put(PARAMS.submitted, query.submitted, query.submitted === 'all');
  put(PARAMS.completed, query.completed, query.completed === 'all');
  put(PARAMS.flagged, query.flagged, query.flagged === 'all');
  put(PARAMS.fewReviews, query.fewReviews, query.fewReviews === 'all');
  put(PARAMS.wideSpread, query.wideSpread, query.wideSpread === 'all');
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
  const location = useLocation();
  const search = searchIn(location.state);
  const query = useMemo(() => readQuery(params, search, years, cycleYear), [params, search, years, cycleYear]);

  const update = useCallback(
    (patch: GridQueryPatch, { replace = false } = {}) => {
      const nextSearch = patch.search ?? search;
      setParams(
        () => {
          // From the address as it is now, not as this render read it: react-router hands the
          // functional update the render's parameters, so two changes before the grid re-renders
          // (a filter, then another) would otherwise lose the first.
          const current = new URLSearchParams(window.location.search);
          const next = new URLSearchParams(current);
          const previous = readQuery(current, search, years, cycleYear);
          writeQuery(next, { ...previous, page: 1, ...patch }, cycleYear);
          return next;
        },
        { replace, state: nextSearch ? { gridSearch: nextSearch } : null },
      );
    },
    [setParams, search, years, cycleYear],
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
    // One decision is of submitted applications.
    status: fixedDecision ? DEFAULT_STATUS_FILTER : query.status,
    university: query.university || 'all',
    decision: fixedDecision ?? query.decision,
    paid: query.paid,
    docs_submitted: query.submitted,
    docs_completed: query.completed,
    flagged: query.flagged,
    few_reviews: query.fewReviews,
    wide_spread: query.wideSpread,
    ...(query.search && { search: query.search }),
  };
}
