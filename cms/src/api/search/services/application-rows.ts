import type { Knex } from 'knex';
import type { Core } from '@strapi/strapi';
import type { CommentEntry, PaymentEntry, ResultSummary } from '@bursary/domain/api-types';
import { decisionFilterOf, type DecisionFilter } from '@bursary/domain/options/decisions';
import type { InRespectOf } from '@bursary/domain/options/payment';
import type { PassFail, ResultsPeriod } from '@bursary/domain/options/results-periods';
import type { SurveyValues } from '@bursary/domain/schemas/survey';
import { sectionValues } from '../../application/services/application-sections';
import { officeDate } from '../../review/utils/office-date';
import { REQUESTED_DOCUMENT_CODES, displayCourse, displayUniversity, toAmount, toBoolean } from '../utils/application-sql';

type YesNo = 'YES' | 'NO';

export type DocumentEntry = { id: number; original_name: string; mime: string; size: number };

// The document lists a row carries, by the row's key: the stored files of that kind, oldest first.
// They include the three requested documents (5, 6, 7) that documents_submitted looks for.
const LISTED_DOCUMENTS = {
  id_document: 'id_document',
  affidavit: 'affidavit',
  registration: 'registration',
  fees_statement: 'fees_statement',
  consent_form_list: 'consent_form',
} as const;

type ListedDocumentKey = keyof typeof LISTED_DOCUMENTS;

/**
 * One application in the back office's grid, and everything the applicant detail screen shows
 * (the screen opens from the row). Keys: the spec's labels for the applicant's and application's
 * fields (as in @bursary/domain's ApplicantRecord and ApplicationRecord), the survey answers under
 * the survey form's names, snake_case for the rest:
 *   accept_decline 1 accepted / 0 declined / 2 pending, accepted_label "Accepted" | "Declined" | "pending",
 *   status_id (1 started, 2 submitted), submitted,
 *   payment [{ payment_id, ID (the payment reference), "Amount Approved", "Payment Date" (yyyy-mm-dd), "In respect of" }],
 *   paid YES when accepted with at least one payment,
 *   documents_submitted YES when Proof of Registration, Fees Statement and Consent Form (5, 6, 7) are all there,
 *   docs_completed (staff marked the documents completed) and documents_completed, the same as YES/NO,
 *   pass_or_fail the newest final-year result's pass or fail (null if not given),
 *   result "<pass|fail|NO MARKS> <CONFIRMED|Not Confirmed>" for the newest final-year result, or "NO RESULT",
 *   all_results [{ period, pass_fail, confirmed: yes|no }] oldest first,
 *   review [{ Comment, "Comment Date" (yyyy-mm-dd, office time), initials }] newest first,
 *   checklist_downloaded, and the files of id_document, affidavit, registration, fees_statement and
 *   consent_form_list as [{ id, original_name, mime, size }] (id is what the download calls take).
 */
export type ApplicationGridRow = {
  application_id: number;
  applicant_id: number;
  'First Name': string;
  'Last Name': string;
  Email: string;
  University: string | null;
  Course: string | null;
  'Study Level': string | null;
  'Application Year': number;
  'Application Type': string | null;
  Gender: number | null;
  Race: string | null;
  Religion: string | null;
  'Country of Birth': string | null;
  'Total Income': number | null;
  'Total Expense': number | null;
  'Student Number': string | null;
  'Cell Phone': string | null;
  'Alternative Phone': string | null;
  'Year of Study': number | null;
  'Required Amount for Tuition': number | null;
  'Required Amount for Books': number | null;
  'Required Amount for Accommodation': number | null;
  accept_decline: number;
  accepted_label: DecisionFilter;
  status_id: number | null;
  submitted: boolean;
  payment: PaymentEntry[];
  paid: YesNo;
  documents_submitted: YesNo;
  docs_completed: boolean;
  documents_completed: YesNo;
  pass_or_fail: PassFail | null;
  result: string;
  all_results: ResultSummary[];
  review: CommentEntry[];
  checklist_downloaded: boolean;
  'Alternative Email': string | null;
  Address: string | null;
  Suburb: string | null;
  City: string | null;
  Province: string | null;
  'Area Code': string | null;
  'First Language': string | null;
  'Second Language': string | null;
  'ID Type': number | null;
  'ID Number': string | null;
  'Date of Birth': string | null;
  'Employment Status': string | null;
  'Marital Status': string | null;
  'Number of Siblings': string | null;
  'Spouse Name': string | null;
  'Spouse Contact Number': string | null;
  'Spouse Employment Status': string | null;
  'Reference Name': string | null;
  'Reference Email': string | null;
  'Reference Cell Phone': string | null;
  'Relationship with Reference': string | null;
  'Duration of Study': number | null;
  'Completion Year': number | null;
  'Required Amount for Travelling': number | null;
  'Father Monthly Salary': number | null;
  'Mother Monthly Salary': number | null;
  'Spouse Monthly Salary': number | null;
  'Own Monthly Salary': number | null;
  Investments: number | null;
  'Other Source of Income': number | null;
  'Rent and Bond': number | null;
  Rates: number | null;
  'Water Electricity': number | null;
  Groceries: number | null;
  Transport: number | null;
  Telephone: number | null;
  'Medical Aid': number | null;
  Insurance: number | null;
  'Other Expense': number | null;
} & Record<ListedDocumentKey, DocumentEntry[]> &
  SurveyValues;

const APPLICATION_COLUMNS = [
  'id', 'application_year', 'application_type', 'student_number', 'university', 'uni', 'course', 'cor', 'unilevel',
  'duration_of_study', 'year_of_study', 'completion_year', 'amount_for_tuition', 'amount_for_books',
  'amount_for_accommodation', 'amount_for_transport', 'accept_decline', 'status_id', 'submitted', 'docs_completed',
  'checklist_downloaded', 'father_monthly_salary', 'mother_monthly_salary', 'spouse_monthly_salary',
  'own_monthly_salary', 'investments', 'other_income', 'total_income', 'rent_bond_expense', 'rates',
  'water_electricity', 'grocery_milk_bread', 'transport_petrol', 'telephone', 'medical_aid', 'insurance',
  'other_expense', 'total_expense', 'the_course_you_wish_to_study', 'academic_achievements', 'community_involvement',
  'tell_us', 'parents_assisted_by_provider', 'parents_assisted_by_provider_specify', 'assisted_by_vocational_programme',
  'assisted_by_vocational_programme_specify', 'mentor_participation', 'volunteer_participation',
  'seminars_participation', 'tutor_participation', 'how_did_you_learn', 'how_did_you_learn_specify',
  'was_the_application_form_easy', 'was_the_application_easy_specify', 'opening_date', 'opening_date_explain',
  'closing_date', 'closing_date_explain', 'instructions_clear', 'instructions_clear_explain',
].map((column) => `a.${column}`);

const APPLICANT_COLUMNS = [
  'p.id as applicant_id', 'p.first_name', 'p.last_name', 'p.email', 'p.alternative_email', 'p.address', 'p.suburb',
  'p.city', 'p.province', 'p.area_code', 'p.country', 'p.first_language', 'p.second_language', 'p.id_type',
  'p.id_number', 'p.date_of_birth', 'p.cell_phone', 'p.alternative_phone', 'p.gender', 'p.race', 'p.religion',
  'p.employment_status', 'p.marital_status', 'p.number_of_siblings', 'p.spouse_name', 'p.spouse_contact',
  'p.spouse_employment', 'p.reference_name', 'p.reference_email', 'p.reference_cell_phone',
  'p.relationship_with_reference',
];

// Past this many rows the related lists are found by the row query itself rather than by a list
// of ids (databases cap the number of bound values).
const MAX_LISTED_IDS = 500;

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

const yesNo = (value: boolean): YesNo => (value ? 'YES' : 'NO');

const initialOf = (name: unknown) => (typeof name === 'string' ? name.trim().charAt(0).toUpperCase() : '');

// The author's initials from their account; from the name kept with the comment once the account is gone.
const initialsOf = (row: Row) => {
  if (row.author_first_name || row.author_last_name) return `${initialOf(row.author_first_name)}${initialOf(row.author_last_name)}`;
  const words = String(row.author_name ?? '').trim().split(/\s+/);
  return words.length > 1 ? `${initialOf(words[0])}${initialOf(words[words.length - 1])}` : initialOf(words[0]);
};

const resultDisplay = (finalYear: Row | undefined) => {
  if (!finalYear) return 'NO RESULT';
  return `${finalYear.pass_fail ?? 'NO MARKS'} ${toBoolean(finalYear.confirmed) ? 'CONFIRMED' : 'Not Confirmed'}`;
};

const shapeRow = (row: Row, related: { payments: Row[]; documents: Row[]; results: Row[]; comments: Row[] }): ApplicationGridRow => {
  const acceptDecline = row.accept_decline === null ? 2 : Number(row.accept_decline);
  const finalYear = related.results.filter((result) => result.period === 'finalyear_transcript').pop();
  const documentsOf = (field: string): DocumentEntry[] =>
    related.documents
      .filter((document) => document.field === field)
      .map((document) => ({ id: Number(document.id), original_name: document.original_name, mime: document.mime, size: Number(document.size) }));
  const docsCompleted = toBoolean(row.docs_completed);
  // The same rules as IS_PAID and HAS_REQUESTED_DOCUMENTS, on the lists the row carries.
  const isPaid = acceptDecline === 1 && related.payments.length > 0;
  const codes = new Set(related.documents.map((document) => Number(document.code)));
  const hasRequestedDocuments = REQUESTED_DOCUMENT_CODES.every((code) => codes.has(code));

  return {
    application_id: Number(row.id),
    applicant_id: Number(row.applicant_id),
    'First Name': row.first_name,
    'Last Name': row.last_name,
    Email: row.email,
    University: displayUniversity(row.university, row.uni),
    Course: displayCourse(row.course, row.cor),
    'Study Level': row.unilevel,
    'Application Year': Number(row.application_year),
    'Application Type': row.application_type,
    Gender: row.gender,
    Race: row.race,
    Religion: row.religion,
    'Country of Birth': row.country,
    'Total Income': toAmount(row.total_income),
    'Total Expense': toAmount(row.total_expense),
    'Student Number': row.student_number,
    'Cell Phone': row.cell_phone,
    'Alternative Phone': row.alternative_phone,
    'Year of Study': row.year_of_study,
    'Required Amount for Tuition': toAmount(row.amount_for_tuition),
    'Required Amount for Books': toAmount(row.amount_for_books),
    'Required Amount for Accommodation': toAmount(row.amount_for_accommodation),
    accept_decline: acceptDecline,
    accepted_label: decisionFilterOf(acceptDecline),
    status_id: row.status_id,
    submitted: toBoolean(row.submitted),
    payment: related.payments.map((payment) => ({
      payment_id: Number(payment.id),
      ID: payment.reference,
      'Amount Approved': Number(payment.amount_approved),
      'Payment Date': payment.payment_date ?? null,
      'In respect of': payment.in_respect_of as InRespectOf,
    })),
    paid: yesNo(isPaid),
    documents_submitted: yesNo(hasRequestedDocuments),
    docs_completed: docsCompleted,
    documents_completed: yesNo(docsCompleted),
    pass_or_fail: finalYear?.pass_fail ?? null,
    result: resultDisplay(finalYear),
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
    ) as Record<ListedDocumentKey, DocumentEntry[]>),
    'Alternative Email': row.alternative_email,
    Address: row.address,
    Suburb: row.suburb,
    City: row.city,
    Province: row.province,
    'Area Code': row.area_code,
    'First Language': row.first_language,
    'Second Language': row.second_language,
    'ID Type': row.id_type,
    'ID Number': row.id_number,
    'Date of Birth': row.date_of_birth,
    'Employment Status': row.employment_status,
    'Marital Status': row.marital_status,
    'Number of Siblings': row.number_of_siblings === null ? null : String(row.number_of_siblings),
    'Spouse Name': row.spouse_name,
    'Spouse Contact Number': row.spouse_contact,
    'Spouse Employment Status': row.spouse_employment,
    'Reference Name': row.reference_name,
    'Reference Email': row.reference_email,
    'Reference Cell Phone': row.reference_cell_phone,
    'Relationship with Reference': row.relationship_with_reference,
    'Duration of Study': row.duration_of_study,
    'Completion Year': row.completion_year,
    'Required Amount for Travelling': toAmount(row.amount_for_transport),
    'Father Monthly Salary': toAmount(row.father_monthly_salary),
    'Mother Monthly Salary': toAmount(row.mother_monthly_salary),
    'Spouse Monthly Salary': toAmount(row.spouse_monthly_salary),
    'Own Monthly Salary': toAmount(row.own_monthly_salary),
    Investments: toAmount(row.investments),
    'Other Source of Income': toAmount(row.other_income),
    'Rent and Bond': toAmount(row.rent_bond_expense),
    Rates: toAmount(row.rates),
    'Water Electricity': toAmount(row.water_electricity),
    Groceries: toAmount(row.grocery_milk_bread),
    Transport: toAmount(row.transport_petrol),
    Telephone: toAmount(row.telephone),
    'Medical Aid': toAmount(row.medical_aid),
    Insurance: toAmount(row.insurance),
    'Other Expense': toAmount(row.other_expense),
    ...(sectionValues('survey', row) as SurveyValues),
  };
};

// Grid rows: one query for the applications and their applicants, then one each for the payments,
// documents, results and comments of all of them (keyed by the rows' ids, or for long lists by the
// query that found them: databases cap the number of values a query may bind).
const applicationRows = ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = () => strapi.db.connection;

  const related = async (scope: number[] | Knex.QueryBuilder) => {
    const [payments, documents, results, comments] = await Promise.all([
      knex()('application_payments as pay')
        .join('application_payments_application_lnk as l', 'l.payment_id', 'pay.id')
        .whereIn('l.application_id', scope)
        .select('l.application_id', 'pay.id', 'pay.reference', 'pay.amount_approved', 'pay.payment_date', 'pay.in_respect_of')
        .orderBy([{ column: 'pay.payment_date', order: 'asc' }, { column: 'pay.id', order: 'asc' }]),
      knex()('application_documents as d')
        .join('application_documents_application_lnk as l', 'l.document_id', 'd.id')
        .whereIn('l.application_id', scope)
        .whereIn('d.field', Object.values(LISTED_DOCUMENTS))
        .select('l.application_id', 'd.id', 'd.code', 'd.field', 'd.original_name', 'd.mime', 'd.size')
        .orderBy('d.id', 'asc'),
      knex()('application_results as r')
        .join('application_results_application_lnk as l', 'l.result_id', 'r.id')
        .whereIn('l.application_id', scope)
        .select('l.application_id', 'r.id', 'r.period', 'r.pass_fail', 'r.confirmed')
        .orderBy('r.id', 'asc'),
      knex()('application_comments as c')
        .join('application_comments_application_lnk as l', 'l.comment_id', 'c.id')
        .leftJoin('application_comments_author_lnk as al', 'al.comment_id', 'c.id')
        .leftJoin('up_users as u', 'u.id', 'al.user_id')
        .whereIn('l.application_id', scope)
        .select('l.application_id', 'c.comment', 'c.comment_date', 'c.author_name', 'u.first_name as author_first_name', 'u.last_name as author_last_name')
        .orderBy([{ column: 'c.comment_date', order: 'desc' }, { column: 'c.id', order: 'desc' }]),
    ]);
    return {
      payments: groupByApplication(payments),
      documents: groupByApplication(documents),
      results: groupByApplication(results),
      comments: groupByApplication(comments),
    };
  };

  const shapeAll = async (found: Row[], scope: number[] | Knex.QueryBuilder) => {
    if (found.length === 0) return [];
    const lists = await related(scope);
    return found.map((row) => {
      const id = Number(row.id);
      return shapeRow(row, {
        payments: lists.payments.get(id) ?? [],
        documents: lists.documents.get(id) ?? [],
        results: lists.results.get(id) ?? [],
        comments: lists.comments.get(id) ?? [],
      });
    });
  };

  return {
    // Every application a query finds (on `applications as a` joined to `applicants as p`, in the
    // order and page it asks for).
    async rows(query: Knex.QueryBuilder): Promise<ApplicationGridRow[]> {
      const found: Row[] = await query.clone().select(...APPLICATION_COLUMNS, ...APPLICANT_COLUMNS);
      const ids = found.map((row) => Number(row.id));
      return shapeAll(found, ids.length <= MAX_LISTED_IDS ? ids : query.clone().clearSelect().clearOrder().select('a.id'));
    },

    // A page of applications by id, in the order given.
    async forIds(ids: number[]): Promise<ApplicationGridRow[]> {
      if (ids.length === 0) return [];
      const found: Row[] = await knex()('applications as a')
        .join('applications_applicant_lnk as al', 'al.application_id', 'a.id')
        .join('applicants as p', 'p.id', 'al.applicant_id')
        .whereIn('a.id', ids)
        .select(...APPLICATION_COLUMNS, ...APPLICANT_COLUMNS);
      const position = new Map(ids.map((id, index) => [id, index]));
      found.sort((first, second) => (position.get(Number(first.id)) ?? 0) - (position.get(Number(second.id)) ?? 0));
      return shapeAll(found, ids);
    },
  };
};

export type ApplicationRowsService = ReturnType<typeof applicationRows>;
export default applicationRows;
