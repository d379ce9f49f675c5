import type { Knex } from 'knex';
import { storedOn, type ApplicationField } from '@bursary/domain/application-fields';
import { REQUESTED_DOCUMENT_CODES } from '@bursary/domain/application-standing';
import { documentKindByCode } from '@bursary/domain/options/document-kinds';
import { unindexed } from './application-sql';
import { knexOf } from './connection';
import { submittedAfter } from './search-queries';
import { LINK, TABLE } from './tables';

// The exported sheets' rows (exports.spreadsheets), each read a keyset page at a time.

const APPLICANT = LINK.applicationApplicant;
const PAYMENT = LINK.paymentApplication;
const RESULT = LINK.resultApplication;
const DOCUMENT = LINK.documentApplication;

const REQUESTED_DOCUMENT_FIELDS = REQUESTED_DOCUMENT_CODES.map((code) => documentKindByCode(code)!.field);

type Row = Record<string, unknown>;

// Results of a year (or 'all') and period (or 'all') with their application and applicant, after the result id `after`.
export const resultsPage = (year: number | 'all', period: string, after: number | null, size: number): Promise<Row[]> =>
  knexOf()(`${TABLE.results} as r`)
    .join(`${RESULT.table} as rl`, `rl.${RESULT.result}`, 'r.id')
    .join(`${TABLE.applications} as a`, 'a.id', `rl.${RESULT.application}`)
    .join(`${APPLICANT.table} as al`, `al.${APPLICANT.application}`, 'a.id')
    .join(`${TABLE.applicants} as p`, 'p.id', `al.${APPLICANT.applicant}`)
    .modify((query: Knex.QueryBuilder) => {
      // Read in the results' order (97 ms a page through the year's index on SQLite).
      if (year !== 'all') query.whereRaw(`${unindexed('a.application_year')} = ?`, [year]);
      if (period !== 'all') query.where('r.period', period);
      if (after !== null) query.where('r.id', '>', after);
    })
    .orderBy('r.id')
    .limit(size)
    .select(
      'r.id',
      'r.period',
      'r.subjects',
      'r.average',
      'r.pass_fail',
      'r.confirmed',
      'r.no_result',
      'r.no_result_reason',
      'r.submitted_at',
      'a.id as application_id',
      'a.application_year',
      'a.student_number',
      'a.university',
      'a.uni',
      'a.course',
      'a.cor',
      'p.first_name',
      'p.last_name',
      'p.email',
      'p.id_number',
    );

/** Where a page of payments starts after: the last payment's date (yyyy-mm-dd) and id. */
export type PaymentKey = { day: string; id: number };

// Payments dated from `from` to `to` (inclusive) with their application's year and the payee's name, by date then id, after `after`.
export const paymentsPage = (from: string, to: string, after: PaymentKey | null, size: number): Promise<Row[]> =>
  knexOf()(`${TABLE.payments} as y`)
    .join(`${PAYMENT.table} as yl`, `yl.${PAYMENT.payment}`, 'y.id')
    .join(`${TABLE.applications} as a`, 'a.id', `yl.${PAYMENT.application}`)
    .join(`${APPLICANT.table} as al`, `al.${APPLICANT.application}`, 'a.id')
    .join(`${TABLE.applicants} as p`, 'p.id', `al.${APPLICANT.applicant}`)
    .whereBetween('y.payment_date', [from, to])
    .modify((query: Knex.QueryBuilder) => {
      if (after === null) return;
      query.where((keyset) =>
        keyset.where('y.payment_date', '>', after.day).orWhere((same) => same.where('y.payment_date', after.day).andWhere('y.id', '>', after.id)),
      );
    })
    .orderBy([{ column: 'y.payment_date' }, { column: 'y.id' }])
    .limit(size)
    .select('y.*', 'a.id as application_id', 'a.application_year', 'p.first_name', 'p.last_name');

/**
 * A page of the year's (null: every year's) submitted applications for the checklist, after the
 * application id `after`: the fields' columns (on the application or the applicant), and what
 * standing and the reference read from the application; not the ninety-odd columns of the grid's row.
 */
export const checklistPage = (fields: readonly ApplicationField[], year: number | null, after: number | null, size: number): Promise<Row[]> => {
  const fieldColumns = fields.map((field) => `${storedOn(field) === 'applicant' ? 'p' : 'a'}.${field.name}`);
  const columns = new Set(['a.application_year', 'a.accept_decline', 'a.docs_completed', 'a.uni', 'a.cor', ...fieldColumns]);
  return submittedAfter(year, after, size).select('a.id as application_id', ...columns);
};

/** What the checklist's standing columns count, of some applications: each one's payments, requested documents and final-year results. */
export const checklistFacts = async (ids: number[]) => {
  const knex = knexOf();
  const [payments, documents, finalYears] = await Promise.all([
    knex(`${PAYMENT.table} as yl`)
      .join(`${TABLE.payments} as y`, 'y.id', `yl.${PAYMENT.payment}`)
      .whereIn(`yl.${PAYMENT.application}`, ids)
      .groupBy(`yl.${PAYMENT.application}`)
      .select(`yl.${PAYMENT.application} as application_id`, knex.raw('count(*) as payments'), knex.raw('sum(y.amount_approved) as amount')),
    knex(`${DOCUMENT.table} as dl`)
      .join(`${TABLE.documents} as d`, 'd.id', `dl.${DOCUMENT.document}`)
      .whereIn(`dl.${DOCUMENT.application}`, ids)
      // By their field, which no index leads with: by their code both databases read every requested
      // document of every application through the code's index for each page (1.9 s a page on SQLite,
      // 23 ms on PostgreSQL), where the page's link rows lead to a few each.
      .whereIn('d.field', REQUESTED_DOCUMENT_FIELDS)
      .distinct(`dl.${DOCUMENT.application} as application_id`, 'd.code'),
    // Oldest first, so the last one seen of an application is its newest.
    knex(`${TABLE.results} as r`)
      .join(`${RESULT.table} as rl`, `rl.${RESULT.result}`, 'r.id')
      .whereIn(`rl.${RESULT.application}`, ids)
      .whereRaw(`${unindexed('r.period')} = ?`, ['finalyear_transcript'])
      .orderBy('r.id')
      .select(`rl.${RESULT.application} as application_id`, 'r.pass_fail', 'r.confirmed'),
  ]);
  return { payments: payments as Row[], documents: documents as Row[], finalYears: finalYears as Row[] };
};
