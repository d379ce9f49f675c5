import { applicationReference } from '@bursary/domain/application-reference';
import * as standing from '@bursary/domain/application-standing';
import { decisionFilterOf } from '@bursary/domain/options/decisions';
import type { PassFail, ResultsPeriod } from '@bursary/domain/options/results-periods';
import type { SubjectMark } from '@bursary/domain/schemas/results-upload';
import { notFound } from '../../../utils/api-error';
import {
  applicantsByIds,
  applicationsWithApplicant,
  commentsOfApplications,
  decisionsOfApplications,
  documentsOfApplications,
  headsPage,
  newestApplicationId,
  newestDocumentId,
  paymentsOfApplications,
  resultsOfApplications,
} from '../../../db/exports-records';
import { pages } from '../utils/keyset';
import type { YearChoice } from '../utils/query-params';
import { dateOf, isTrue, jsonOf, numberOrNull, text, yesNo } from '../utils/values';
import { APPLICATION_NOT_FOUND } from '../../../utils/require-applicant';

type Row = Record<string, unknown>;

export type ApplicationHead = { applicationId: number; reference: string; applicantId: number; firstName: string; lastName: string };

export type CommentEntry = { comment: string; date: Date | null; author: string };
export type DecisionEntry = { statusId: number; note: string; subjectTo: string; by: string; at: Date | null };
export type PaymentEntry = {
  paymentId: number;
  reference: string;
  inFavourOf: string;
  bank: string;
  accountNo: string;
  branchCode: string;
  inRespectOf: string;
  account: string;
  amountApproved: number;
  eftChq: string;
  approved1: string;
  approved2: string;
  paymentDate: string;
};
export type ResultEntry = {
  period: ResultsPeriod;
  subjects: SubjectMark[];
  average: number | null;
  passFail: string | null;
  confirmed: boolean;
  noResult: boolean;
  noResultReason: string;
  submittedAt: Date | null;
};
export type DocumentEntry = {
  id: number;
  code: number;
  field: string;
  originalName: string;
  mime: string;
  size: number;
  storageKey: string;
  uploadedAt: Date | null;
};

// Everything the back office knows about one application, as its application form and checklist show it.
export type ApplicationRecord = {
  applicationId: number;
  applicantId: number;
  application: Row;
  applicant: Row;
  comments: CommentEntry[];
  decisions: DecisionEntry[];
  payments: PaymentEntry[];
  results: ResultEntry[];
  documents: DocumentEntry[];
};

const DECISION_LABELS = { Accepted: 'Accepted', Declined: 'Declined', pending: 'Pending' } as const;

export const referenceOf = (record: ApplicationRecord) =>
  applicationReference({ applicationId: record.applicationId, applicationYear: Number(record.application.application_year) });

export const decisionLabel = (record: ApplicationRecord) => DECISION_LABELS[decisionFilterOf(numberOrNull(record.application.accept_decline))];

export const isPaid = (record: ApplicationRecord) =>
  standing.isPaid(numberOrNull(record.application.accept_decline), record.payments.length);

export const amountPaid = (record: ApplicationRecord) =>
  Math.round(record.payments.reduce((sum, payment) => sum + payment.amountApproved, 0) * 100) / 100;

export const hasDocumentsCompleted = (record: ApplicationRecord) => isTrue(record.application.docs_completed);

// Documents submitted as the grid says it, with which requested documents are in: "NO (2 of 3 received: Consent Form missing)".
export const documentsSubmitted = (record: ApplicationRecord) => {
  const codes = record.documents.map((document) => document.code);
  return `${yesNo(standing.hasRequestedDocuments(codes))} (${standing.requestedDocumentsNote(codes)})`;
};

export const latestResult = (record: ApplicationRecord, period: ResultsPeriod) =>
  record.results.filter((result) => result.period === period).pop() ?? null;

export const resultDisplay = (record: ApplicationRecord) => {
  const result = latestResult(record, 'finalyear_transcript');
  return standing.resultDisplay(result && { passFail: result.passFail as PassFail | null, confirmed: result.confirmed });
};

const byApplication = <T>(rows: Row[], map: (row: Row) => T) => {
  const grouped = new Map<number, T[]>();
  for (const row of rows) {
    const id = Number(row.application_id);
    const list = grouped.get(id) ?? [];
    list.push(map(row));
    grouped.set(id, list);
  }
  return grouped;
};

// Whole application records and their parts, read through db/exports-records.ts.
const applicationRecords = () => {
  const service = {
    // Who each of the grid's applications of a year belongs to, a page at a time.
    heads(year: YearChoice, { upTo }: { upTo?: number } = {}) {
      const fetch = (after: number | null, size: number) => headsPage(year, after, size, { upTo });
      return (async function* () {
        for await (const rows of pages(fetch, (row) => Number(row.application_id))) {
          yield rows.map(
            (row): ApplicationHead => ({
              applicationId: Number(row.application_id),
              reference: applicationReference({ applicationId: Number(row.application_id), applicationYear: Number(row.application_year) }),
              applicantId: Number(row.applicant_id),
              firstName: text(row.first_name),
              lastName: text(row.last_name),
            }),
          );
        }
      })();
    },

    // The newest ids yet, to bound what a download lists (it may be listed twice).
    newestApplicationId,
    newestDocumentId,

    // The documents of some applications, in folder order: by application, kind, then upload.
    async documentsOf(applicationIds: number[], { upTo }: { upTo?: number } = {}) {
      if (applicationIds.length === 0) return new Map<number, DocumentEntry[]>();
      const rows = await documentsOfApplications(applicationIds, { upTo });
      return byApplication(
        rows,
        (row): DocumentEntry => ({
          id: Number(row.id),
          code: Number(row.code),
          field: text(row.field),
          originalName: text(row.original_name),
          mime: text(row.mime),
          size: Number(row.size),
          storageKey: text(row.storage_key),
          uploadedAt: dateOf(row.created_at),
        }),
      );
    },

    // Whole records of some applications, in the order asked, with a handful of queries.
    async loadMany(applicationIds: number[]): Promise<ApplicationRecord[]> {
      if (applicationIds.length === 0) return [];
      const applications = await applicationsWithApplicant(applicationIds);
      const applicantIds = [...new Set(applications.map((row) => Number(row.applicant_id)))];
      const [applicants, comments, decisions, payments, results, documents] = await Promise.all([
        applicantsByIds(applicantIds),
        commentsOfApplications(applicationIds),
        decisionsOfApplications(applicationIds),
        paymentsOfApplications(applicationIds),
        resultsOfApplications(applicationIds),
        service.documentsOf(applicationIds),
      ]);
      const applicantsById = new Map(applicants.map((row) => [Number(row.id), row]));
      const commentsOf = byApplication(comments, (row): CommentEntry => ({
        comment: text(row.comment),
        date: dateOf(row.comment_date),
        author: text(row.author_name),
      }));
      const decisionsOf = byApplication(decisions, (row): DecisionEntry => ({
        statusId: Number(row.status_id),
        note: text(row.note),
        subjectTo: text(row.subject_to),
        by: text(row.decided_by_name),
        at: dateOf(row.decided_at),
      }));
      const paymentsOf = byApplication(payments, (row): PaymentEntry => ({
        paymentId: Number(row.id),
        reference: text(row.reference),
        inFavourOf: text(row.in_favour_of),
        bank: text(row.bank),
        accountNo: text(row.account_no),
        branchCode: text(row.branch_code),
        inRespectOf: text(row.in_respect_of),
        account: text(row.account),
        amountApproved: numberOrNull(row.amount_approved) ?? 0,
        eftChq: text(row.eft_chq),
        approved1: text(row.approved_1),
        approved2: text(row.approved_2),
        paymentDate: text(row.payment_date),
      }));
      const resultsOf = byApplication(results, (row): ResultEntry => ({
        period: row.period as ResultsPeriod,
        subjects: jsonOf<SubjectMark[]>(row.subjects, []) ?? [],
        average: numberOrNull(row.average),
        passFail: row.pass_fail ? text(row.pass_fail) : null,
        confirmed: isTrue(row.confirmed),
        noResult: isTrue(row.no_result),
        noResultReason: text(row.no_result_reason),
        submittedAt: dateOf(row.submitted_at),
      }));
      const applicationsById = new Map(applications.map((row) => [Number(row.id), row]));
      return applicationIds
        .filter((id) => applicationsById.has(id))
        .map((id) => {
          const application = applicationsById.get(id)!;
          const applicantId = Number(application.applicant_id);
          return {
            applicationId: id,
            applicantId,
            application,
            applicant: applicantsById.get(applicantId) ?? {},
            comments: commentsOf.get(id) ?? [],
            decisions: decisionsOf.get(id) ?? [],
            payments: paymentsOf.get(id) ?? [],
            results: resultsOf.get(id) ?? [],
            documents: documents.get(id) ?? [],
          };
        });
    },

    async load(applicationId: number): Promise<ApplicationRecord> {
      const [record] = await service.loadMany([applicationId]);
      if (!record) throw notFound(APPLICATION_NOT_FOUND);
      return record;
    },

    // Whole records of the grid's applications of a year, a page at a time.
    async *records(year: YearChoice): AsyncGenerator<ApplicationRecord[]> {
      for await (const heads of service.heads(year)) {
        yield await service.loadMany(heads.map((head) => head.applicationId));
      }
    },
  };
  return service;
};

export type ApplicationRecordsService = ReturnType<typeof applicationRecords>;
export default applicationRecords;
