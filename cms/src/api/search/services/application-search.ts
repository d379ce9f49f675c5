import type { Knex } from 'knex';
import type { Core } from '@strapi/strapi';
import { EMAIL_SEARCH_LIMIT } from '@bursary/domain/constants';
import { decisionFilterOf } from '@bursary/domain/options/decisions';
import { getService } from '../../../utils/get-service';
import {
  DECISION_CONDITIONS,
  HAS_REQUESTED_DOCUMENTS,
  IS_ACCEPTED,
  IS_DECLINED,
  IS_DOCS_COMPLETED,
  IS_PAID,
  IS_PENDING,
  IS_SUBMITTED,
  flag,
  toBoolean,
  toNumber,
  whereNameMatches,
  whereUniversity,
} from '../../../db/application-sql';
import { DEFAULT_SORT, SORTABLE, type SearchRequest, type Sort, type SortField, type YesNoFilter } from '../utils/search-request';
import type { ApplicantMatch, ApplicationPage, ApplicationStatus, SummaryCounts } from '@bursary/domain/back-office-api';


const NAME_SORTS: SortField[] = ['first_name', 'last_name', 'email'];

const whereFlag = (query: Knex.QueryBuilder, condition: string, wanted: YesNoFilter) => {
  if (wanted === null) return query;
  return query.whereRaw(wanted ? condition : `not ${condition}`);
};

// Nulls last in either direction on both databases, then the id so that pages never overlap.
const sorted = (query: Knex.QueryBuilder, sort: Sort) => {
  const expression = SORTABLE[sort.field];
  if (sort.field === 'application_id') return query.orderByRaw(`a.id ${sort.direction}`);
  return query.orderByRaw(`case when ${expression} is null then 1 else 0 end, ${expression} ${sort.direction}, a.id asc`);
};

// The back office's application grid: submitted applications (a started one is not the office's
// to review yet) with their applicant, searched, filtered, counted and paged in SQL.
const applicationSearch = ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = () => strapi.db.connection;

  // Submitted applications of a year (null: every year), with their applicant joined as `p` when
  // the query needs the applicant's columns (counting alone does not).
  const submittedApplications = (year: number | null, { withApplicants = false } = {}) => {
    const query = knex()('applications as a')
      .join('applications_applicant_lnk as al', 'al.application_id', 'a.id')
      .whereRaw(IS_SUBMITTED);
    if (withApplicants) query.join('applicants as p', 'p.id', 'al.applicant_id');
    return year === null ? query : query.where('a.application_year', year);
  };

  // What the summary counts cover: the year and the name search.
  const searched = (request: Pick<SearchRequest, 'year' | 'search'>, { withApplicants = false } = {}) => {
    const query = submittedApplications(request.year, { withApplicants: withApplicants || request.search !== null });
    return request.search ? whereNameMatches(query, request.search) : query;
  };

  const filtered = (request: SearchRequest, options: { withApplicants?: boolean } = {}) => {
    const query = searched(request, options);
    if (request.university) whereUniversity(query, request.university);
    if (request.decision) query.whereRaw(DECISION_CONDITIONS[request.decision]);
    whereFlag(query, IS_PAID, request.paid);
    whereFlag(query, HAS_REQUESTED_DOCUMENTS, request.docsSubmitted);
    whereFlag(query, IS_DOCS_COMPLETED, request.docsCompleted);
    return query;
  };

  return {
    // The legacy answer: every row of the year (or of every year), oldest application first.
    fullList(year: number | null) {
      return getService('search.application-rows').rows(sorted(submittedApplications(year, { withApplicants: true }), DEFAULT_SORT));
    },

    async counts(request: Pick<SearchRequest, 'year' | 'search'>): Promise<SummaryCounts> {
      const row = await searched(request)
        .select(
          knex().raw('count(*) as all_count'),
          knex().raw(`sum(${flag(IS_PENDING)}) as pending`),
          knex().raw(`sum(${flag(IS_DECLINED)}) as declined`),
          knex().raw(`sum(${flag(IS_ACCEPTED)}) as approved`),
          knex().raw(`sum(${flag(HAS_REQUESTED_DOCUMENTS)}) as requested_docs_submitted`),
          knex().raw(`sum(${flag(IS_DOCS_COMPLETED)}) as documents_completed`),
          knex().raw(`sum(${flag(IS_PAID)}) as paid`),
        )
        .first();
      return {
        all: toNumber(row?.all_count),
        pending: toNumber(row?.pending),
        declined: toNumber(row?.declined),
        approved: toNumber(row?.approved),
        requested_docs_submitted: toNumber(row?.requested_docs_submitted),
        documents_completed: toNumber(row?.documents_completed),
        paid: toNumber(row?.paid),
      };
    },

    // The page's ids first (sorting needs the applicant only for name and e-mail sorts), then the
    // rows and derived values of those ids alone.
    async page(request: SearchRequest): Promise<ApplicationPage> {
      const offset = (request.page - 1) * request.pageSize;
      const sortsByApplicant = NAME_SORTS.includes(request.sort.field);
      // Without a filter the total is the counts' "all": one pass over the year's rows, not two.
      const isFiltered = [request.university, request.decision, request.paid, request.docsSubmitted, request.docsCompleted].some((value) => value !== null);
      const [ids, filteredTotal, counts] = await Promise.all([
        sorted(filtered(request, { withApplicants: sortsByApplicant }), request.sort).limit(request.pageSize).offset(offset).pluck('a.id'),
        isFiltered ? filtered(request).count({ total: '*' }).first() : null,
        this.counts(request),
      ]);
      const rows = await getService('search.application-rows').forIds(ids.map(Number));
      const total = isFiltered ? toNumber(filteredTotal?.total) : counts.all;
      return { rows, total, page: request.page, page_size: request.pageSize, counts };
    },

    // The e-mail views' applicant picker: applications (started ones too) by the applicant's name.
    async applicants(search: string | null): Promise<ApplicantMatch[]> {
      if (!search) return [];
      const query = knex()('applications as a')
        .join('applications_applicant_lnk as al', 'al.application_id', 'a.id')
        .join('applicants as p', 'p.id', 'al.applicant_id');
      const rows = await whereNameMatches(query, search)
        .select('p.id as applicant_id', 'a.id as application_id', 'p.first_name', 'p.last_name', 'p.email', 'a.application_year')
        .orderByRaw('lower(p.first_name), lower(p.last_name), a.application_year desc, a.id')
        .limit(EMAIL_SEARCH_LIMIT);
      return rows.map((row: Record<string, any>) => ({
        applicant_id: Number(row.applicant_id),
        application_id: Number(row.application_id),
        name: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim(),
        email: row.email,
        application_year: Number(row.application_year),
      }));
    },

    async status(applicationId: number): Promise<ApplicationStatus | null> {
      const row = await knex()('applications as a')
        .where('a.id', applicationId)
        .select('a.id', 'a.status_id', 'a.submitted', 'a.accept_decline', 'a.docs_completed', knex().raw(`${flag(IS_PAID)} as is_paid`))
        .first();
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
  };
};

export type ApplicationSearchService = ReturnType<typeof applicationSearch>;
export default applicationSearch;
