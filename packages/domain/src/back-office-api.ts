import type { ApplicationStatusKey, StatusFilter } from './application-status.js';
import type { DuplicateFlag, FlaggedFilter } from './duplicate-flags.js';
import type { ApplicationRanking } from './ranking.js';
import type { DecidedLabel, DecisionFilter, DecisionStatusId } from './options/decisions.js';
import type { DocumentCode } from './options/document-kinds.js';
import type { InRespectOf } from './options/payment.js';
import type { PassFail, ResultsPeriod } from './options/results-periods.js';
import type { CommentValues } from './schemas/comment.js';
import type { DecisionValues } from './schemas/decision.js';
import type { DocumentsRequestValues } from './schemas/documents-request.js';
import type { GeneralEmailValues } from './schemas/general-email.js';
import type { LateApplicationValues } from './schemas/late-application.js';
import type { PaymentValues } from './schemas/payment.js';
import type { ResultsRequestValues } from './schemas/results-request.js';
import type { SurveyValues } from './schemas/survey.js';
import type { ActionResponse, ErrorResponse, SuccessResponse } from './api-types.js';

// The back office's calls (back-office spec §7) as the cms answers them. The cms services return
// these types, so a change to an answer that is not made here too fails the cms's type check.

export type YesNo = 'YES' | 'NO';

/** One comment on an application, newest first. */
export type CommentEntry = {
  Comment: string;
  /** yyyy-mm-dd, office time */
  'Comment Date': string;
  /** initials of the staff member who wrote it */
  initials: string;
};

export type PaymentEntry = {
  payment_id: number;
  /** the payment reference: student number, else ID number */
  ID: string;
  'Amount Approved': number;
  /** yyyy-mm-dd */
  'Payment Date': string;
  'In respect of': InRespectOf;
};

export type ResultSummary = {
  period: ResultsPeriod;
  pass_fail: PassFail | null;
  confirmed: 'yes' | 'no';
};

/** A stored file as the grid lists it; id is what the download calls take as filename. */
export type ListedFile = { id: number; original_name: string; mime: string; size: number };

export const LISTED_FILE_KEYS = ['id_document', 'affidavit', 'registration', 'fees_statement', 'consent_form_list'] as const;
export type ListedFileKey = (typeof LISTED_FILE_KEYS)[number];
/** The document kind each list holds. */
export const LISTED_FILE_CODES = {
  id_document: 0,
  affidavit: 1,
  registration: 5,
  fees_statement: 6,
  consent_form_list: 7,
} as const satisfies Record<ListedFileKey, DocumentCode>;

/** The codes of the documents a row lists at least one file for. */
export const listedDocumentCodes = (row: Record<ListedFileKey, readonly ListedFile[]>) =>
  LISTED_FILE_KEYS.filter((key) => row[key].length > 0).map((key) => LISTED_FILE_CODES[key]);

/**
 * One application in the back office's grid, and everything the applicant detail screen shows
 * (the screen opens from the row). Keys: the spec's labels for the applicant's and application's
 * fields, the survey answers under the survey form's names, snake_case for the rest:
 *   accept_decline 1 accepted / 0 declined / 2 pending, accepted_label "Accepted" | "Declined" | "pending",
 *   status_id (1 started, 2 submitted), submitted,
 *   status in progress, submitted or withdrawn (application-status.ts), withdrawn_at when the applicant withdrew it,
 *   progress how far the applicant got, e.g. "3 of 7 steps: University saved" (application-steps.ts), and
 *   last_saved_at when they last saved a step (ISO 8601; null before this was recorded),
 *   paid YES when accepted with at least one payment,
 *   application_reference the number staff quote (application-reference.ts), e.g. BUR-2025-00007,
 *   documents_submitted YES when Proof of Registration, Fees Statement and Consent Form (5, 6, 7) are all there,
 *   documents_submitted_note which of them are in, e.g. "2 of 3 received: Consent Form missing" (application-standing.ts),
 *   docs_completed (staff marked the documents completed) and documents_completed, the same as YES/NO,
 *   pass_or_fail the newest final-year result's pass or fail (null if not given),
 *   result "<pass|fail|NO MARKS> <CONFIRMED|Not Confirmed>" for the newest final-year result, or "NO RESULT",
 *   all_results oldest first, review newest first, and the files of five kinds.
 */
export type ApplicationGridRow = {
  application_id: number;
  applicant_id: number;
  application_reference: string;
  'First Name': string;
  'Last Name': string;
  Email: string;
  University: string | null;
  Course: string | null;
  'Study Level': string | null;
  'Application Year': number;
  'Application Type': string | null;
  /** 1 male, 2 female */
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
  status: ApplicationStatusKey;
  progress: string;
  last_saved_at: string | null;
  withdrawn_at: string | null;
  payment: PaymentEntry[];
  paid: YesNo;
  documents_submitted: YesNo;
  documents_submitted_note: string;
  docs_completed: boolean;
  documents_completed: YesNo;
  pass_or_fail: PassFail | null;
  result: string;
  all_results: ResultSummary[];
  review: CommentEntry[];
  checklist_downloaded: boolean;
  /**
   * Duplicates and inconsistencies found (duplicate-flags.ts), each naming the other record; on the
   * grid's pages and GET /api/getapplication, not on the legacy full list or the exports.
   */
  flags?: DuplicateFlag[];
  /**
   * The weighted average of the submitted reviews, their number, spread and the rank in the year
   * (ranking.ts); on the grid's pages and GET /api/getapplication, not on the legacy full list or the exports.
   */
  ranking?: ApplicationRanking;
  'Alternative Email': string | null;
  Address: string | null;
  Suburb: string | null;
  City: string | null;
  Province: string | null;
  'Area Code': string | null;
  'First Language': string | null;
  'Second Language': string | null;
  /** 1 South African ID, 2 Passport, 3 Refugee/Asylum Permit */
  'ID Type': number | null;
  'ID Number': string | null;
  /** yyyy-mm-dd */
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
} & Record<ListedFileKey, ListedFile[]> &
  SurveyValues;

/**
 * The summary cards: the year's (and name search's) submitted applications before the other filters;
 * beside them, the applications started and not submitted (in_progress) and those withdrawn.
 */
export type SummaryCounts = {
  all: number;
  pending: number;
  declined: number;
  approved: number;
  requested_docs_submitted: number;
  documents_completed: number;
  paid: number;
  in_progress: number;
  withdrawn: number;
};

/** The grid's sorts by scores (ranking.ts): the weighted average, the number of submitted reviews, the rank in the year; unscored last either way. */
export const RANKING_SORT_FIELDS = ['score', 'reviews', 'rank'] as const;

/** The grid's sortable columns. */
export const GRID_SORT_FIELDS = [
  'application_id',
  'first_name',
  'last_name',
  'email',
  'university',
  'course',
  'study_level',
  'application_year',
  'application_type',
  'year_of_study',
  'total_income',
  'total_expense',
  'submitted_at',
  'last_saved_at',
  ...RANKING_SORT_FIELDS,
] as const;
export type GridSortField = (typeof GRID_SORT_FIELDS)[number];
export type GridSort = { field: GridSortField; direction: 'asc' | 'desc' };

/** A YES/NO filter; 'all' (or leaving it out) does not filter. */
export type YesNoFilter = YesNo | 'all';

/**
 * POST /api/searchapplication: { application_year } alone answers the legacy full list
 * (ApplicationGridRow[]); any other field asks for one page (ApplicationPage).
 */
export type SearchApplicationRequest = {
  application_year: number | 'all';
  page?: number;
  /** 1 to 100, 8 by default */
  page_size?: number;
  sort?: GridSort;
  university?: string | 'all';
  decision?: DecisionFilter | 'all';
  paid?: YesNoFilter;
  docs_submitted?: YesNoFilter;
  docs_completed?: YesNoFilter;
  /** submitted (the default), in_progress, withdrawn or all */
  status?: StatusFilter;
  /** first or last name (or both), case-insensitive */
  search?: string;
  /** flagged applications only: with any flag, or with one kind (duplicate-flags.ts) */
  flagged?: FlaggedFilter | 'all';
  /** YES: reviewed by fewer than 2 staff members (submitted reviews); NO: by 2 or more (ranking.ts) */
  few_reviews?: YesNoFilter;
  /** YES: the reviewers' weighted scores spread more than 1.5 apart; NO: not (ranking.ts) */
  wide_spread?: YesNoFilter;
};
export type ApplicationPage = {
  rows: ApplicationGridRow[];
  total: number;
  page: number;
  page_size: number;
  counts: SummaryCounts;
};
export type SearchApplicationResponse = ApplicationGridRow[] | ApplicationPage | ErrorResponse;

/** POST /api/searchapplicants { query }: the e-mail views' applicant picker, at most 15 matches. */
export type SearchApplicantsRequest = { query: string };
export type ApplicantMatch = {
  applicant_id: number;
  application_id: number;
  name: string;
  email: string;
  application_year: number;
};

/** GET /api/getapplicationsatus/{application_id} */
export type ApplicationStatus = {
  application_id: number;
  status_id: number | null;
  submitted: boolean;
  accept_decline: number;
  accepted_label: DecisionFilter;
  docs_completed: boolean;
  paid: boolean;
};

/** One bar of a chart: the submitted applications of a group and their decisions. */
export type Figure = { label: string; total: number; accepted: number; declined: number; pending: number };

/** POST /api/aplicantionreport, no body (every year) or { application_year }. */
export type ApplicationReport = {
  application_year: number | 'all';
  totals: Figure;
  institutions: Figure[];
  disciplines: Figure[];
  income_bands: Figure[];
  study_levels: Figure[];
  years: Figure[];
  /** The score distribution (ranking.ts): half-point bands of the rubric's scale, lowest first, then "Not yet scored". */
  score_bands: Figure[];
};

/** POST /api/getallresults: rows go straight into results.xlsx. */
export type GetAllResultsRequest = { application_year: number | 'all'; results_period: ResultsPeriod | 'all' };
export type GetAllResultsResponse = Record<string, string | number | null>[] | ErrorResponse;

/** POST /api/addstatus: answers "{first} {last} accepted" or "declined". */
export type AddStatusRequest = DecisionValues & { application_id: number };
export type AddStatusResponse = ActionResponse;

/** The most applications one bulk decision takes: the grid's largest page. */
export const BULK_DECISION_MAX = 100;

/**
 * POST /api/addstatuses (ours): the grid's "Accept selected" and "Decline selected". Each
 * application is decided as POST /api/addstatus decides one (its own decision, its own access-log
 * row); one that may not be decided (withdrawn, not submitted, not found) is refused alone.
 */
export type AddStatusesRequest = DecisionValues & { application_ids: number[] };
export type AddStatusesResponse = {
  /** "12 applications accepted." */
  success: string;
  decided: number[];
  refused: { application_id: number; error: string }[];
};

/** One saved decision; GET /api/getdecisions?application_id lists them newest first (the first is the current one). */
export type DecisionEntry = {
  decision_id: number;
  /** as saved: 1 accept, 0 decline */
  status_id: DecisionStatusId;
  decision: DecidedLabel;
  /** the reason */
  note: string | null;
  subject_to: string | null;
  /** the staff member's name kept with the decision */
  decided_by: string | null;
  /** ISO 8601 */
  decided_at: string;
};
export type GetDecisionsResponse = DecisionEntry[] | ErrorResponse;

/** GET /api/getpayments?application_id: the application's payments, oldest first. */
export type PaymentRecord = PaymentValues & { payment_id: number; application_id: number; payment_date: string };

/** POST /api/addpaymet: payment_id present means update. */
export type AddPaymentRequest = Partial<PaymentValues> & { payment_id?: number | null; application_id: number };
export type AddPaymentResponse = (SuccessResponse & { payment: PaymentRecord }) | ErrorResponse;

/** POST /api/deletepayment */
export type DeletePaymentRequest = { payment_id: number };
export type DeletePaymentResponse = ActionResponse;

/** GET /api/bankingpresets */
export type BankingPreset = { name: string; payment_info: { bank: string; account_no: string; branch_no: string } };

/** POST /api/bankingpresets: staff save a payment's banking details as a new preset ("Banking preset saved"). */
export type SaveBankingPresetRequest = BankingPreset;
export type SaveBankingPresetResponse = (SuccessResponse & { preset: BankingPreset }) | ErrorResponse;

/** POST /api/addcomment ("Comment Saved"); GET /api/getcomments?application_id lists them. */
export type AddCommentRequest = CommentValues & { application_id: number };
export type AddCommentResponse = ActionResponse;

export type Failure = { email: string; error: string };
/** Every staff e-mail call's answer: how many went, which failed, and (requests) who was not found. */
export type StaffEmailResponse = ((SuccessResponse & { sent: number }) | (ErrorResponse & { sent?: number })) & {
  failed?: Failure[];
  /** e-mails (documents request) or application ids (results request) with no application */
  not_found?: (string | number)[];
  /** "No application found for these emails: {list}" */
  message?: string;
};

/** POST /api/senddocumentsrequest: one applicant (applicant_id), the e-mails in to, or all_accepted. */
export type SendDocumentsRequestRequest = DocumentsRequestValues & { applicant_id?: number; all_accepted?: boolean };

/** POST /api/sendresultrequest: selectedApps, or accepted_only, or accepted_and_paid (not both). */
export type SendResultRequestRequest = Partial<ResultsRequestValues> & {
  resultType: ResultsRequestValues['resultType'];
  accepted_only?: boolean;
  accepted_and_paid?: boolean;
};

/** How many e-mails a bulk send would send now, counted by the rule the send itself uses; a count sends nothing. */
export type RecipientCount = { count: number; cycle_year: number };

/**
 * POST /api/senddocumentsrequest/count and POST /api/sendresultrequest/count: the send's own body,
 * checked as the send checks it. One applicant (applicant_id) counts one e-mail, to the addresses in to.
 */
export type RequestRecipientCount = RecipientCount & {
  /** the subject the e-mails would carry */
  subject: string;
  /** e-mails (documents request) or application ids (results request) with no application: they get nothing */
  not_found?: (string | number)[];
  /** why nobody, as the send would refuse ("There are no accepted applicants for 2025."), or who was not found */
  message?: string;
};

/** GET /api/sendallaccepted/count and GET /api/sendalldeclined/count: the letters not yet sent, and those sent before (skipped). */
export type LetterRecipientCount = RecipientCount & { skipped: number };

/**
 * GET /api/sendinprogressreminders/count?application_year: how many in-progress applicants of the
 * cycle the reminder (its subject) would go to now, and how many were reminded today (skipped).
 */
export type ReminderCount = RecipientCount & { subject: string; skipped: number };

/** POST /api/sendinprogressreminders { application_year }: one e-mail each, at most one a day ("14 sent; 3 already reminded today"). */
export type SendRemindersRequest = { application_year: number };
export type ReminderReport = SuccessResponse & { sent: number; skipped: number; failed: Failure[] };
export type SendRemindersResponse = ReminderReport | (ErrorResponse & { sent?: number; skipped?: number; failed?: Failure[] });

/** POST /api/sendgeneralemails */
export type SendGeneralEmailsRequest = GeneralEmailValues;

/** POST /api/sendlateapplicationrequest */
export type SendLateApplicationRequestRequest = LateApplicationValues;

/**
 * GET /api/sendalldeclined and GET /api/sendallaccepted [?wait=seconds]: 200 with the counts when
 * every letter is out, 202 with the progress while they still go out; ?run_id= asks for progress.
 */
export type LetterRunReport = {
  success: string;
  run_id: number;
  /** interrupted: its process stopped; sending again carries on where it stopped */
  state: 'sending' | 'finished' | 'interrupted';
  done: boolean;
  total: number;
  sent: number;
  failed: Failure[];
  failed_count: number;
  skipped: number;
};

/** POST /api/sendocscompleted */
export type SendDocsCompletedRequest = { applicant_id: number; application_id: number; status: 0 };
export type SendDocsCompletedResponse = ActionResponse;

/** POST /api/confirmresult */
export type ConfirmResultRequest = { application_id: number; period: ResultsPeriod; pass_fail: PassFail };
export type ConfirmResultResponse = ActionResponse;

/** GET /api/getresultsdata?application_id: the results sent through results links, oldest first. */
export type ResultRecord = {
  id: number;
  period: ResultsPeriod;
  subjects: { name: string; mark: number }[];
  /** mean of the marks, 2 decimals; null when no results were given */
  average: number | null;
  pass_fail: PassFail | null;
  confirmed: boolean;
  no_result: boolean;
  no_result_reason: string | null;
  submitted_at: string | null;
  /**
   * Not in the spec: the transcript sent with these results (a document of the period's kind, opened with
   * /api/getapplicantfileadmin), or null when none was sent with them.
   */
  transcript: ListedFile | null;
};

/** GET /api/getformchecklistfile */
export type GetFormChecklistFileQuery = { application_id: number; filename: 'report' | 'checklist' };

/** GET /api/downloadapplicantfolder */
export type DownloadApplicantFolderQuery = { applicant_id: number };

/** GET /api/getapplicantfileadmin: filename is a ListedFile's id. */
export type GetApplicantFileAdminQuery = { application_id: number; filename: string | number };

/**
 * GET /api/applicationforms/{application_id}: an application's saved values under the forms' field names, as
 * /api/myapplication gives them to the applicant, to prefill the update-on-behalf form. applicant holds the
 * names, login e-mail, basic and social fields (date of birth as dob_year/dob_month/dob_day, reference_cell,
 * reference_relationship); application the university, income, expenses and survey fields.
 */
export type ApplicationForms = {
  application_id: number;
  applicant_id: number;
  application_year: number;
  applicant: Readonly<Record<string, unknown>> & { email: string; country: string | null };
  application: Readonly<Record<string, unknown>>;
};
export type ApplicationFormsResponse = ApplicationForms | ErrorResponse;

/** Who did something on an application's timeline: the applicant, a staff member (by name), or the portal itself. */
export type TimelineActor = { kind: 'applicant' | 'staff' | 'system'; name: string };

export type TimelineKind = 'account' | 'application' | 'document' | 'results' | 'email' | 'decision' | 'payment' | 'comment' | 'change' | 'view';

/** The applicant detail sub-view that shows what an entry is about. */
export type TimelineLink = 'review' | 'acceptdecline' | 'payment' | 'documents';

/**
 * One event of an applicant's story, from the records, the mail log and the access log. It never holds special
 * personal information (ID number, race, religion, income): the record's own views show those.
 */
export type TimelineEntry = {
  /** unique in the timeline: its source and row, such as "audit-12" */
  key: string;
  /** ISO 8601 */
  at: string;
  kind: TimelineKind;
  who: TimelineActor;
  /** what happened: "Uploaded ID Document", "Accepted", "Opened the applicant's record" */
  what: string;
  /** more where it helps: an e-mail's subject, a decision's reason, a comment */
  detail: string | null;
  /** from where a document or results came: the applicant's application, an e-mailed link, or staff on their behalf */
  via: string | null;
  /** an e-mail's delivery, as the mail log records it */
  delivery: 'queued' | 'sent' | 'failed' | null;
  link: TimelineLink | null;
};

/** How many entries GET /api/gettimeline answers unless told, and at most. */
export const TIMELINE_PAGE = 50;
export const TIMELINE_LIMIT_MAX = 500;

/** GET /api/gettimeline?application_id&limit (ours, staff only, each call in the access log). */
export type GetTimelineQuery = { application_id: number; limit?: number };
export type ApplicationTimeline = {
  application_id: number;
  /** the newest `limit` entries, newest first */
  entries: TimelineEntry[];
  /** there are older entries: ask again with a larger limit */
  has_older: boolean;
};
export type GetTimelineResponse = ApplicationTimeline | ErrorResponse;

/** How many e-mails one page of GET /api/undeliveredemails holds. */
export const UNDELIVERED_EMAILS_PAGE = 50;

/** failed: given up (the relay refused it for good, or it ran out of tries); retrying: a try failed, it waits for the next. */
export type UndeliveredEmailState = 'failed' | 'retrying';

/** One e-mail the portal could not deliver, or not yet, as the mail log records it. */
export type UndeliveredEmail = {
  id: number;
  to: string;
  cc: string | null;
  subject: string | null;
  template_key: string | null;
  state: UndeliveredEmailState;
  /** the last try's error, as the relay or the network gave it */
  error: string | null;
  attempts: number;
  /** ISO 8601: when the portal wrote it */
  written_at: string;
  /** ISO 8601: when it was last tried (or last changed) */
  last_tried_at: string | null;
  /** the application it concerns (with its reference, e.g. BUR-2025-00007), or null when it concerns none */
  application: { id: number; reference: string } | null;
};

/** GET /api/undeliveredemails?page (ours, staff only): across all applicants, newest first, a page at a time. */
export type GetUndeliveredEmailsQuery = { page?: number };
export type UndeliveredEmailPage = { emails: UndeliveredEmail[]; total: number; page: number; page_size: number };
export type GetUndeliveredEmailsResponse = UndeliveredEmailPage | ErrorResponse;

/** POST /api/resendemail { email_id } (ours, staff only): a failed e-mail goes back to the outbox and is sent again. */
export type ResendEmailRequest = { email_id: number };
export type ResendEmailResponse = SuccessResponse | ErrorResponse;
