import { EMAIL_SEARCH_LIMIT } from '@bursary/domain/constants';
import { decisionFilterOf } from '@bursary/domain/options/decisions';
import { getService } from '../../../utils/get-service';
import { toBoolean, toNumber } from '../../../db/application-sql';
import { DEFAULT_STATUS_FILTER } from '@bursary/domain/application-status';
import { COUNTS_READ, applicantsByName, applicationStanding, filteredCount, pageIds, statusCounts, submittedIds, summaryCounts, type GridSearch } from '../../../db/search-queries';
import { keptReads } from '../../../db/kept-reads';
import type { SearchRequest } from '../utils/search-request';
import { forbidden } from '../../../utils/api-error';
import { RANKING_SORT_FIELDS, type ApplicantMatch, type ApplicationPage, type ApplicationStatus, type SummaryCounts } from '@bursary/domain/back-office-api';

// Rows of the legacy full list read, shaped and sent at a time.
const FULL_LIST_PAGE_SIZE = 500;

const RANKING_STAFF_ONLY = "Sorting and filtering by scores is for bursary staff: reviewers score without seeing the others' scores.";

// The summary counts as the database has them now.
const countsNow = async (request: GridSearch): Promise<SummaryCounts> => {
  const [row, statuses] = await Promise.all([summaryCounts(request), statusCounts(request)]);
  return {
    all: toNumber(row?.all_count),
    pending: toNumber(row?.pending),
    declined: toNumber(row?.declined),
    approved: toNumber(row?.approved),
    requested_docs_submitted: toNumber(row?.requested_docs_submitted),
    documents_completed: toNumber(row?.documents_completed),
    paid: toNumber(row?.paid),
    in_progress: toNumber(statuses?.in_progress),
    withdrawn: toNumber(statuses?.withdrawn),
  };
};

// Summary counts kept, by year, name search and reviewer (made as the module loads, so that the start
// installs what tells them of other instances' writes: db/write-notices.ts).
const COUNTS_KEPT = 100;
const keptCounts = keptReads<SummaryCounts>({ reads: COUNTS_READ, size: COUNTS_KEPT });

// The back office's application grid: submitted applications with their applicant (a started one is
// not the office's to review yet, and is shown under the status filter with how far it got, as are
// withdrawn ones), searched, filtered, counted and paged in SQL (db/search-queries.ts).
const applicationSearch = () => ({
  // The legacy answer: every row of the year (or of every year), oldest application first. The ids
  // now, for the access log; the rows page by page as they are sent (writeJsonArray in utils/downloads.ts).
  async fullList(year: number | null, pageSize = FULL_LIST_PAGE_SIZE) {
    const ids = await submittedIds(year);
    return { ids, pages: getService('search.application-rows').pagesOf(ids, pageSize) };
  },

  // Kept until what they count changes: every staff member's grid asks for them with each page.
  async counts(request: GridSearch): Promise<SummaryCounts> {
    const scope = { year: request.year, search: request.search, reviewer: request.reviewer ?? null };
    return { ...(await keptCounts(JSON.stringify(scope), () => countsNow(scope))) };
  },

  /**
   * The page's ids first, then the rows and derived values of those ids alone. withRanking: the
   * rows carry their rankings, and the grid sorts and filters by them; without it, asking to is refused.
   */
  async page(request: SearchRequest, { withRanking }: { withRanking: boolean }): Promise<ApplicationPage> {
    const asksForRanking = (RANKING_SORT_FIELDS as readonly string[]).includes(request.sort.field) || request.fewReviews !== null || request.wideSpread !== null;
    if (asksForRanking && !withRanking) throw forbidden(RANKING_STAFF_ONLY);
    const offset = (request.page - 1) * request.pageSize;
    // Without a filter the total is the counts' "all": one pass over the year's rows, not two.
    const isFiltered =
      request.status !== DEFAULT_STATUS_FILTER ||
      [request.university, request.decision, request.paid, request.docsSubmitted, request.docsCompleted, request.flagged, request.fewReviews, request.wideSpread].some((value) => value !== null);
    const [ids, filteredTotal, counts] = await Promise.all([
      pageIds(request, request.sort, request.pageSize, offset),
      isFiltered ? filteredCount(request) : null,
      this.counts(request),
    ]);
    const rows = await getService('search.application-rows').forIds(ids.map(Number), { withRanking });
    const total = isFiltered ? toNumber(filteredTotal?.total) : counts.all;
    return { rows, total, page: request.page, page_size: request.pageSize, counts };
  },

  // The e-mail views' applicant picker: applications (started ones too) by the applicant's name.
  async applicants(search: string | null): Promise<ApplicantMatch[]> {
    if (!search) return [];
    const rows = await applicantsByName(search, EMAIL_SEARCH_LIMIT);
    return rows.map((row) => ({
      applicant_id: Number(row.applicant_id),
      application_id: Number(row.application_id),
      name: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim(),
      email: row.email,
      application_year: Number(row.application_year),
    }));
  },

  async status(applicationId: number): Promise<ApplicationStatus | null> {
    const row = await applicationStanding(applicationId);
    if (!row) return null;
    const acceptDecline = row.accept_decline === null ? 2 : Number(row.accept_decline);
    return {
      application_id: Number(row.id),
      status_id: row.status_id === null ? null : Number(row.status_id),
      submitted: toBoolean(row.submitted),
      accept_decline: acceptDecline,
      accepted_label: decisionFilterOf(acceptDecline),
      docs_completed: toBoolean(row.docs_completed),
      paid: toBoolean(row.is_paid),
    };
  },
});

export type ApplicationSearchService = ReturnType<typeof applicationSearch>;
export default applicationSearch;
