import { GRID_SORT_FIELDS, type GridSort, type GridSortField } from '@bursary/domain/back-office-api';
import { GRID_PAGE_SIZE } from '@bursary/domain/constants';
import { DECISION_FILTERS, type DecisionFilter } from '@bursary/domain/options/decisions';
import { DEFAULT_STATUS_FILTER, STATUS_FILTERS, type StatusFilter } from '@bursary/domain/application-status';
import { FLAGGED_FILTERS, type FlaggedFilter } from '@bursary/domain/duplicate-flags';
import { RANKING_FILTERS, type RankingFilterKey } from '@bursary/domain/ranking';
import { badRequest } from '../../../utils/api-error';
import { isPlainObject } from '../../../utils/validate-body';

export const PAGE_SIZE_MAX = 100;
const SEARCH_MAX_LENGTH = 100;

type YesNoFilter = boolean | null;

export type SearchRequest = {
  /** null: every year */
  year: number | null;
  search: string | null;
  /** submitted unless asked otherwise */
  status: StatusFilter;
  university: string | null;
  decision: DecisionFilter | null;
  paid: YesNoFilter;
  docsSubmitted: YesNoFilter;
  docsCompleted: YesNoFilter;
  /** null: flagged or not */
  flagged: FlaggedFilter | null;
  /** YES: reviewed by fewer than 2; NO: by 2 or more; null: either (@bursary/domain/ranking) */
  fewReviews: YesNoFilter;
  /** YES: the weighted scores spread above 1.5; NO: not; null: either */
  wideSpread: YesNoFilter;
  page: number;
  pageSize: number;
  sort: GridSort;
  /** false: the legacy answer, every row of the year */
  isPaged: boolean;
  /** set by the controller, never read from the body: a reviewer's login limits the grid to their pool */
  reviewer?: number | null;
};

export const DEFAULT_SORT: GridSort = { field: 'application_id', direction: 'asc' };

// Asking for any of these turns the legacy full list into one page with its counts.
const PAGED_KEYS = ['page', 'page_size', 'sort', 'status', 'university', 'decision', 'paid', 'docs_submitted', 'docs_completed', 'search', 'flagged', 'few_reviews', 'wide_spread'];

const YEAR_MESSAGE = 'Choose an application year (such as 2025), or all.';
const PAGE_MESSAGE = 'The page must be a whole number from 1.';
const PAGE_SIZE_MESSAGE = `The page size must be a whole number from 1 to ${PAGE_SIZE_MAX}.`;
const SORT_MESSAGE = `Sort by one of ${GRID_SORT_FIELDS.join(', ')}, with direction asc or desc.`;
const DECISION_MESSAGE = 'Filter the decision by Accepted, Declined or pending.';
const STATUS_MESSAGE = `Filter the status by ${STATUS_FILTERS.map((filter) => filter.value).join(', ')}.`;
const SEARCH_MESSAGE = `Search by a name of at most ${SEARCH_MAX_LENGTH} characters.`;
const UNIVERSITY_MESSAGE = 'Filter by the name of a university.';
const FLAGGED_MESSAGE = `Filter flagged applications by ${FLAGGED_FILTERS.map((filter) => filter.value).join(', ')}, or all.`;

const rankingFilterLabel = (key: RankingFilterKey) => RANKING_FILTERS.find((filter) => filter.key === key)!.label;

const isAll = (value: unknown) => value === undefined || value === null || value === '' || (typeof value === 'string' && value.toLowerCase() === 'all');

const wholeNumber = (value: unknown) => {
  const number = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) ? number : null;
};

export const readYear = (value: unknown): number | null => {
  if (typeof value === 'string' && value.toLowerCase() === 'all') return null;
  const year = wholeNumber(value);
  if (year === null || year < 1900 || year > 9999) throw badRequest(YEAR_MESSAGE);
  return year;
};

// YES/NO as the grid's filters send them (true/false also do); all or nothing means no filter.
const readYesNo = (value: unknown, label: string): YesNoFilter => {
  if (isAll(value)) return null;
  if (value === true || (typeof value === 'string' && value.toUpperCase() === 'YES')) return true;
  if (value === false || (typeof value === 'string' && value.toUpperCase() === 'NO')) return false;
  throw badRequest(`Filter ${label} by YES or NO.`);
};

const readDecision = (value: unknown): DecisionFilter | null => {
  if (isAll(value)) return null;
  const match = DECISION_FILTERS.find((filter) => typeof value === 'string' && filter.value.toLowerCase() === value.toLowerCase());
  if (!match) throw badRequest(DECISION_MESSAGE);
  return match.value;
};

const readText = (value: unknown, message: string, maxLength = 255) => {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || value.length > maxLength) throw badRequest(message);
  return value.trim().replace(/\s+/g, ' ') || null;
};

const readFlagged = (value: unknown): FlaggedFilter | null => {
  if (isAll(value)) return null;
  const match = FLAGGED_FILTERS.find((filter) => filter.value === value);
  if (!match) throw badRequest(FLAGGED_MESSAGE);
  return match.value;
};

// Not given: submitted, as the grid always showed.
const readStatus = (value: unknown): StatusFilter => {
  if (value === undefined || value === null || value === '') return DEFAULT_STATUS_FILTER;
  const match = STATUS_FILTERS.find((filter) => filter.value === value);
  if (!match) throw badRequest(STATUS_MESSAGE);
  return match.value;
};

// `sort` is { field, direction } (direction asc by default).
const readSort = (value: unknown): GridSort => {
  if (value === undefined || value === null) return DEFAULT_SORT;
  if (!isPlainObject(value) || !(GRID_SORT_FIELDS as readonly unknown[]).includes(value.field)) throw badRequest(SORT_MESSAGE);
  const direction = value.direction ?? 'asc';
  if (direction !== 'asc' && direction !== 'desc') throw badRequest(SORT_MESSAGE);
  return { field: value.field as GridSortField, direction };
};

const readPositive = (value: unknown, fallback: number, max: number, message: string) => {
  if (value === undefined || value === null) return fallback;
  const number = wholeNumber(value);
  if (number === null || number < 1 || number > max) throw badRequest(message);
  return number;
};

export const readSearchRequest = (body: unknown): SearchRequest => {
  if (!isPlainObject(body)) throw badRequest(YEAR_MESSAGE);
  const university = isAll(body.university) ? null : readText(body.university, UNIVERSITY_MESSAGE);
  return {
    year: readYear(body.application_year),
    search: readText(body.search, SEARCH_MESSAGE, SEARCH_MAX_LENGTH),
    status: readStatus(body.status),
    university,
    decision: readDecision(body.decision),
    paid: readYesNo(body.paid, 'paid'),
    docsSubmitted: readYesNo(body.docs_submitted, 'documents submitted'),
    docsCompleted: readYesNo(body.docs_completed, 'documents completed'),
    flagged: readFlagged(body.flagged),
    fewReviews: readYesNo(body.few_reviews, `"${rankingFilterLabel('few_reviews')}"`),
    wideSpread: readYesNo(body.wide_spread, `"${rankingFilterLabel('wide_spread')}"`),
    page: readPositive(body.page, 1, 1_000_000, PAGE_MESSAGE),
    pageSize: readPositive(body.page_size, GRID_PAGE_SIZE, PAGE_SIZE_MAX, PAGE_SIZE_MESSAGE),
    sort: readSort(body.sort),
    isPaged: PAGED_KEYS.some((key) => body[key] !== undefined),
  };
};

// POST /api/searchapplicants { query }: blank finds nobody.
export const readApplicantQuery = (body: unknown): string | null => {
  if (!isPlainObject(body)) throw badRequest(SEARCH_MESSAGE);
  return readText(body.query ?? null, SEARCH_MESSAGE, SEARCH_MAX_LENGTH);
};
