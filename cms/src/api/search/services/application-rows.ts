import { GRID_FIELDS } from '@bursary/domain/application-fields';
import type { ApplicationGridRow, ListedFile, ListedFileKey } from '@bursary/domain/back-office-api';
import type { ApplicationRanking } from '@bursary/domain/ranking';
import type { InRespectOf } from '@bursary/domain/options/payment';
import type { ResultsPeriod } from '@bursary/domain/options/results-periods';
import { officeDate } from '../../review/utils/office-date';
import { applicationReference } from '@bursary/domain/application-reference';
import { applicationStatusOf } from '@bursary/domain/application-status';
import { progressNote } from '@bursary/domain/application-steps';
import { toAmount, toBoolean, toIsoDateTime } from '../../../db/application-sql';
import { rankingsOf } from '../../../db/ranking';
import { gridComments, gridDocuments, gridPayments, gridResults, gridRowsByIds } from '../../../db/search-rows';
import { getService } from '../../../utils/get-service';
import { objectMaker } from '../../../utils/object-maker';
import { gridValuer, standingOf, type FinalYearRow } from '../utils/grid-values';
import type { FlaggedApplication, PaidAccount } from './duplicate-flags';

// The document lists a row carries, by the row's key: the stored files of that kind, oldest first.
// They include the three requested documents (5, 6, 7) that documents_submitted looks for.
const LISTED_DOCUMENTS = {
  id_document: 'id_document',
  affidavit: 'affidavit',
  registration: 'registration',
  fees_statement: 'fees_statement',
  consent_form_list: 'consent_form',
} as const satisfies Record<ListedFileKey, string>;

type Row = Record<string, any>;

const groupByApplication = (rows: Row[]) => {
  const groups = new Map<number, Row[]>();
  for (const row of rows) {
    const id = Number(row.application_id);
    const group = groups.get(id);
    if (group) group.push(row);
    else groups.set(id, [row]);
  }
  return groups;
};

// SQLite keeps datetimes as milliseconds, PostgreSQL gives Date objects.
const toDate = (value: unknown) => new Date(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : (value as string | number | Date));

const initialOf = (name: unknown) => (typeof name === 'string' ? name.trim().charAt(0).toUpperCase() : '');

// The author's initials from their account; from the name kept with the comment once the account is gone.
const initialsOf = (row: Row) => {
  if (row.author_first_name || row.author_last_name) return `${initialOf(row.author_first_name)}${initialOf(row.author_last_name)}`;
  const words = String(row.author_name ?? '').trim().split(/\s+/);
  return words.length > 1 ? `${initialOf(words[0])}${initialOf(words[words.length - 1])}` : initialOf(words[0]);
};

// A row's first keys: its ids, then the applicant's and application's fields under the grid row's keys
// (domain application-fields), in their order, valued as utils/grid-values.ts says. Made in one object literal (utils/object-maker.ts): built with
// Object.fromEntries and spread, the legacy list's 10,192 rows cost about 0.4 s more.
const ROW_START = objectMaker(['application_id', 'applicant_id', 'application_reference', ...GRID_FIELDS.map((field) => field.gridKey)]);
const FIELD_VALUERS = GRID_FIELDS.map(gridValuer);
const rowStart = (row: Row, reference: string) => {
  const values: unknown[] = [Number(row.id), Number(row.applicant_id), reference];
  for (const valueOf of FIELD_VALUERS) values.push(valueOf(row));
  return ROW_START(values);
};

const shapeRow = (row: Row, related: { payments: Row[]; documents: Row[]; results: Row[]; comments: Row[] }): ApplicationGridRow => {
  const documentCodes = related.documents.map((document) => Number(document.code));
  const finalYear = related.results.filter((result) => result.period === 'finalyear_transcript').pop() as FinalYearRow | undefined;
  const standing = standingOf(row, { paymentCount: related.payments.length, documentCodes, finalYear });
  const documentsOf = (field: string): ListedFile[] =>
    related.documents
      .filter((document) => document.field === field)
      .map((document) => ({ id: Number(document.id), original_name: document.original_name, mime: document.mime, size: Number(document.size) }));
  const withdrawnAt = toIsoDateTime(row.withdrawn_at);

  const reference = applicationReference({ applicationId: row.id, applicationYear: row.application_year });
  return Object.assign(rowStart(row, reference), {
    accept_decline: standing.accept_decline,
    accepted_label: standing.accepted_label,
    status_id: row.status_id,
    submitted: toBoolean(row.submitted),
    status: applicationStatusOf({ submitted: toBoolean(row.submitted), isWithdrawn: withdrawnAt !== null }),
    progress: progressNote(row.last_saved_step),
    last_saved_at: toIsoDateTime(row.last_saved_at),
    withdrawn_at: withdrawnAt,
    payment: related.payments.map((payment) => ({
      payment_id: Number(payment.id),
      ID: payment.reference,
      'Amount Approved': Number(payment.amount_approved),
      'Payment Date': payment.payment_date ?? null,
      'In respect of': payment.in_respect_of as InRespectOf,
    })),
    paid: standing.paid,
    documents_submitted: standing.documents_submitted,
    documents_submitted_note: standing.documents_submitted_note,
    docs_completed: standing.docs_completed,
    documents_completed: standing.documents_completed,
    pass_or_fail: standing.pass_or_fail,
    result: standing.result,
    all_results: related.results.map((result) => ({
      period: result.period as ResultsPeriod,
      pass_fail: result.pass_fail ?? null,
      confirmed: toBoolean(result.confirmed) ? 'yes' : 'no',
    })),
    review: related.comments.map((comment) => ({
      Comment: comment.comment,
      'Comment Date': officeDate(toDate(comment.comment_date)),
      initials: initialsOf(comment),
    })),
    checklist_downloaded: toBoolean(row.checklist_downloaded),
    ...(Object.fromEntries(
      Object.entries(LISTED_DOCUMENTS).map(([key, field]) => [key, documentsOf(field)]),
    ) as Record<ListedFileKey, ListedFile[]>),
  }) as ApplicationGridRow;
};

const flaggedApplicationOf = (row: Row): FlaggedApplication => ({
  id: Number(row.id),
  application_year: Number(row.application_year),
  applicant_id: Number(row.applicant_id),
  id_number: row.id_number ?? null,
  first_name: row.first_name ?? null,
  last_name: row.last_name ?? null,
  date_of_birth: row.date_of_birth ?? null,
});

// Rows read by id, put in the order of the ids asked for.
const inOrderOf = (ids: number[], found: Row[]) => {
  const position = new Map(ids.map((id, index) => [id, index]));
  return found.sort((first, second) => (position.get(Number(first.id)) ?? 0) - (position.get(Number(second.id)) ?? 0));
};

const UNSCORED: ApplicationRanking = { score: null, reviews: 0, spread: null, rank: null };

// Each application's score, reviews, spread and rank in its year (db/ranking.ts); unscored ones have none.
const rankingsByApplication = async (ids: number[]) => {
  const rows = await rankingsOf(ids);
  return new Map(
    rows.map((row): [number, ApplicationRanking] => [
      Number(row.application_id),
      { score: toAmount(row.score), reviews: Number(row.reviews), spread: toAmount(row.spread), rank: toAmount(row.score_rank) },
    ]),
  );
};

// Grid rows: one query for the applications and their applicants, then one each for the payments,
// documents, results and comments of all of them.
const applicationRows = () => {
  const related = async (ids: number[]) => {
    const [payments, documents, results, comments] = await Promise.all([
      gridPayments(ids),
      gridDocuments(ids, Object.values(LISTED_DOCUMENTS)),
      gridResults(ids),
      gridComments(ids),
    ]);
    return {
      payments: groupByApplication(payments),
      documents: groupByApplication(documents),
      results: groupByApplication(results),
      comments: groupByApplication(comments),
    };
  };

  const shapeWith = (found: Row[], lists: Awaited<ReturnType<typeof related>>) =>
    found.map((row) => {
      const id = Number(row.id);
      return shapeRow(row, {
        payments: lists.payments.get(id) ?? [],
        documents: lists.documents.get(id) ?? [],
        results: lists.results.get(id) ?? [],
        comments: lists.comments.get(id) ?? [],
      });
    });

  const shapeAll = async (found: Row[], ids: number[]) => (found.length === 0 ? [] : shapeWith(found, await related(ids)));

  return {
    /**
     * The rows of these applications, in the order given, `size` at a time, each page read when
     * the one before has been taken (a year of 10,000 rows is never in memory at once).
     */
    async *pagesOf(ids: number[], size: number): AsyncGenerator<ApplicationGridRow[]> {
      for (let start = 0; start < ids.length; start += size) {
        const pageIds = ids.slice(start, start + size);
        yield await shapeAll(inOrderOf(pageIds, await gridRowsByIds(pageIds)), pageIds);
      }
    },

    /**
     * A page of applications by id, in the order given, with their duplicate flags, and with
     * withRanking their rankings (the others' scores: for staff, never for someone still to score
     * them without having chosen to see them).
     */
    async forIds(ids: number[], { withRanking }: { withRanking: boolean }): Promise<ApplicationGridRow[]> {
      if (ids.length === 0) return [];
      const found = inOrderOf(ids, await gridRowsByIds(ids));
      // The bank-account flags start from the page's payments, read with its other lists.
      const listsRead = related(ids);
      const [lists, flags, rankings] = await Promise.all([
        listsRead,
        getService('search.duplicate-flags').of(
          found.map(flaggedApplicationOf),
          listsRead.then((read) => [...read.payments.values()].flat() as PaidAccount[]),
        ),
        withRanking ? rankingsByApplication(ids) : null,
      ]);
      return shapeWith(found, lists).map((row) => ({
        ...row,
        flags: flags.get(row.application_id) ?? [],
        ...(rankings && { ranking: rankings.get(row.application_id) ?? UNSCORED }),
      }));
    },
  };
};

export type ApplicationRowsService = ReturnType<typeof applicationRows>;
export default applicationRows;
