import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import * as standing from '@bursary/domain/application-standing';
import { decisionFilterOf } from '@bursary/domain/options/decisions';
import type { PassFail, ResultsPeriod } from '@bursary/domain/options/results-periods';
import type { SubjectMark } from '@bursary/domain/schemas/results-upload';
import { notFound } from '../../../utils/api-error';
import { IS_SUBMITTED } from '../../../db/application-sql';
import { pages } from '../utils/keyset';
import type { YearChoice } from '../utils/query-params';
import { dateOf, isTrue, jsonOf, numberOrNull, text } from '../utils/values';

type Row = Record<string, unknown>;

export type ApplicationHead = { applicationId: number; applicantId: number; firstName: string; lastName: string };

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

export const APPLICATION_NOT_FOUND = 'Application not found.';

const DECISION_LABELS = { Accepted: 'Accepted', Declined: 'Declined', pending: 'Pending' } as const;

export const decisionLabel = (record: ApplicationRecord) => DECISION_LABELS[decisionFilterOf(numberOrNull(record.application.accept_decline))];

export const isPaid = (record: ApplicationRecord) =>
  standing.isPaid(numberOrNull(record.application.accept_decline), record.payments.length);

export const amountPaid = (record: ApplicationRecord) =>
  Math.round(record.payments.reduce((sum, payment) => sum + payment.amountApproved, 0) * 100) / 100;

export const hasDocumentsCompleted = (record: ApplicationRecord) => isTrue(record.application.docs_completed);

export const latestResult = (record: ApplicationRecord, period: ResultsPeriod) =>
  record.results.filter((result) => result.period === period).pop() ?? null;

export const resultDisplay = (record: ApplicationRecord) => {
  const result = latestResult(record, 'finalyear_transcript');
  return standing.resultDisplay(result && { passFail: result.passFail as PassFail | null, confirmed: result.confirmed });
};

const byApplication = <T>(rows: (Row & { application_id: unknown })[], map: (row: Row) => T) => {
  const grouped = new Map<number, T[]>();
  for (const row of rows) {
    const id = Number(row.application_id);
    const list = grouped.get(id) ?? [];
    list.push(map(row));
    grouped.set(id, list);
  }
  return grouped;
};

const applicationRecords = ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = () => strapi.db.connection;

  // Rows of a relation table (e.g. application_payments) with the application each belongs to.
  const related = (table: string, link: string, key: string, ids: number[]) =>
    knex()(`${table} as t`)
      .join(`${link} as l`, `l.${key}`, 't.id')
      .whereIn('l.application_id', ids)
      .orderBy('t.id')
      .select('t.*', 'l.application_id');

  const service = {
    // The grid's applications (submitted ones) of a year, or of every year, oldest first: a page of
    // `applications as a` joined to `applicants as p` after the application id `after`. `upTo`
    // bounds the set, so two readings of it list the same applications.
    submittedPage(year: YearChoice, after: number | null, size: number, { upTo }: { upTo?: number } = {}) {
      return knex()('applications as a')
        .join('applications_applicant_lnk as l', 'l.application_id', 'a.id')
        .join('applicants as p', 'p.id', 'l.applicant_id')
        .whereRaw(IS_SUBMITTED)
        .modify((query: Knex.QueryBuilder) => {
          if (year !== 'all') query.where('a.application_year', year);
          if (after !== null) query.where('a.id', '>', after);
          if (upTo !== undefined) query.where('a.id', '<=', upTo);
        })
        .orderBy('a.id')
        .limit(size);
    },

    // Who each of the grid's applications of a year belongs to, a page at a time.
    heads(year: YearChoice, { upTo }: { upTo?: number } = {}) {
      const fetch = (after: number | null, size: number) =>
        service
          .submittedPage(year, after, size, { upTo })
          .select('a.id as application_id', 'p.id as applicant_id', 'p.first_name', 'p.last_name');
      return (async function* () {
        for await (const rows of pages(fetch, (row: Row) => Number(row.application_id))) {
          yield rows.map(
            (row): ApplicationHead => ({
              applicationId: Number(row.application_id),
              applicantId: Number(row.applicant_id),
              firstName: text(row.first_name),
              lastName: text(row.last_name),
            }),
          );
        }
      })();
    },

    async newestApplicationId(): Promise<number> {
      const row = await knex()('applications').max('id as id').first();
      return Number(row?.id ?? 0);
    },

    async newestDocumentId(): Promise<number> {
      const row = await knex()('application_documents').max('id as id').first();
      return Number(row?.id ?? 0);
    },

    // The documents of some applications, in folder order: by application, kind, then upload.
    async documentsOf(applicationIds: number[], { upTo }: { upTo?: number } = {}) {
      if (applicationIds.length === 0) return new Map<number, DocumentEntry[]>();
      const rows = await knex()('application_documents as d')
        .join('application_documents_application_lnk as l', 'l.document_id', 'd.id')
        .whereIn('l.application_id', applicationIds)
        .modify((query: Knex.QueryBuilder) => {
          if (upTo !== undefined) query.where('d.id', '<=', upTo);
        })
        .orderBy([{ column: 'l.application_id' }, { column: 'd.code' }, { column: 'd.id' }])
        .select('d.id', 'd.code', 'd.field', 'd.original_name', 'd.mime', 'd.size', 'd.storage_key', 'd.created_at', 'l.application_id');
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
      const applications: Row[] = await knex()('applications as a')
        .join('applications_applicant_lnk as l', 'l.application_id', 'a.id')
        .whereIn('a.id', applicationIds)
        .select('a.*', 'l.applicant_id');
      const applicantIds = [...new Set(applications.map((row) => Number(row.applicant_id)))];
      const [applicants, comments, decisions, payments, results, documents] = await Promise.all([
        knex()('applicants').whereIn('id', applicantIds).select('*') as Promise<Row[]>,
        related('application_comments', 'application_comments_application_lnk', 'comment_id', applicationIds),
        related('application_decisions', 'application_decisions_application_lnk', 'decision_id', applicationIds),
        related('application_payments', 'application_payments_application_lnk', 'payment_id', applicationIds),
        related('application_results', 'application_results_application_lnk', 'result_id', applicationIds),
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
