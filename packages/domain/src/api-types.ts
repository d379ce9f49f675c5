import type { AcceptDecline, APPLICATION_EXISTS_ERROR } from './constants.js';
import type { DocumentField } from './options/document-kinds.js';
import type { DecisionFilter } from './options/decisions.js';
import type { Gender } from './options/genders.js';
import type { IdType } from './options/id-types.js';
import type { InRespectOf } from './options/payment.js';
import type { PassFail, ResultsPeriod } from './options/results-periods.js';
import type { LegacyRole } from './roles.js';
import type { BasicInfoValues, StaffBasicInfoValues } from './schemas/basic-info.js';
import type { CommentValues } from './schemas/comment.js';
import type { DecisionValues } from './schemas/decision.js';
import type { DocumentsRequestValues } from './schemas/documents-request.js';
import type { ExpensesValues } from './schemas/expenses.js';
import type { ForgotPasswordValues } from './schemas/forgot-password.js';
import type { GeneralEmailValues } from './schemas/general-email.js';
import type { IncomeValues } from './schemas/income.js';
import type { LateApplicationValues } from './schemas/late-application.js';
import type { LoginValues } from './schemas/login.js';
import type { PaymentValues } from './schemas/payment.js';
import type { RegistrationValues } from './schemas/registration.js';
import type { ResetPasswordRequest } from './schemas/reset-password.js';
import type { ResultsRequestValues } from './schemas/results-request.js';
import type { ResultsUploadValues, SubjectMark } from './schemas/results-upload.js';
import type { SocialInfoValues } from './schemas/social-info.js';
import type { SubmitValues } from './schemas/submit.js';
import type { SurveyValues } from './schemas/survey.js';
import type { UniversityValues } from './schemas/university.js';

export type ErrorResponse = { error: string };
export type SuccessResponse = { success: string };
export type ActionResponse = SuccessResponse | ErrorResponse;

/** A Blob or File in the browser; only what both sides rely on. */
export type BinaryPart = { readonly size: number; readonly type: string };

export function isErrorResponse(response: unknown): response is ErrorResponse {
  if (typeof response !== 'object' || response === null) return false;
  const { error } = response as { error?: unknown };
  return typeof error === 'string' && error !== '';
}

export const TEXT_KEYS = [
  'landing_intro',
  'eligibility_article',
  'eligibility_confirmation',
  'terms_and_conditions',
  'declaration',
  'pledge',
  'outcome_selected',
  'outcome_declined',
  'outcome_awaiting',
  'closed_notice',
  'privacy_policy',
] as const;

export type TextKey = (typeof TEXT_KEYS)[number];

/** GET /api/portal-content */
export type PortalContent = {
  settings: {
    cycle_year: number;
    applications_open: boolean;
    opening_date: string | null;
    closing_date: string | null;
    upload_max_bytes: number;
    token_upload_max_bytes: number;
    privacy_policy_url: string | null;
    /** where each app is served (the applicant site sends staff to the back office) */
    applicant_url: string;
    admin_url: string;
    previous_year: number;
    completion_years: number[];
    filter_years: number[];
  };
  texts: Record<TextKey, { title: string; html: string }>;
  guide_steps: { position: number; caption: string; image_url: string | null }[];
};

/** GET /api/reference-lists */
export type ReferenceLists = {
  universities: { name: string; group: string }[];
  courses: string[];
  islamic_courses: string[];
  islamic_college: string;
  countries: string[];
  languages: string[];
  provinces: string[];
  study_levels: string[];
  how_learned_sources: string[];
  application_types: string[];
  races: string[];
  religions: string[];
  employment_statuses: string[];
  marital_statuses: string[];
  reference_types: string[];
};

/** Kept in the browser under the key "log". */
export type Session = {
  token: string;
  /** applicant id */
  user: number;
  email: string;
  first_name: string;
  last_name: string;
  role: LegacyRole;
  /** status id of the current cycle's application, null before one exists */
  application_status: number | null;
  /** set for a returning applicant: the year whose data is loaded first */
  previous_year: number | null;
  application_id: number | null;
};

/** POST /api/login */
export type LoginRequest = LoginValues;
export type LoginResponse = (Session & { error?: undefined }) | ErrorResponse;

/** GET /api/logout */
export type LogoutResponse = ActionResponse;

/** POST /api/addapplicant */
export type AddApplicantRequest = RegistrationValues;
export type AddApplicantResponse = ActionResponse;

/** POST /api/passwordchange */
export type PasswordChangeRequest = ForgotPasswordValues;
export type PasswordChangeResponse = ActionResponse;

/** POST /api/handlepasswordchange/{token} */
export type HandlePasswordChangeRequest = ResetPasswordRequest;
export type HandlePasswordChangeResponse = ActionResponse;

/** POST /api/updateapplicant: the applicant object holds one step's fields (staff send names and e-mail too). */
export type UpdateApplicantRequest = {
  applicant: BasicInfoValues | SocialInfoValues | StaffBasicInfoValues;
  email: string;
  applicant_id?: number;
};
export type UpdateApplicantResponse = ActionResponse;

/** POST /api/addapplication */
export type AddApplicationRequest = UniversityValues & {
  application_id?: number | null;
  applicant_id?: number;
};
/** "application already exist" still carries the ids and counts as success. */
export type AddApplicationResponse =
  { application_id: number; status_id: number; error?: typeof APPLICATION_EXISTS_ERROR } | ErrorResponse;

export type ApplicationSection = UniversityValues | IncomeValues | ExpensesValues | SurveyValues;

/** POST /api/updateapplication */
export type UpdateApplicationRequest = ApplicationSection & { application_id: number };
export type UpdateApplicationResponse = ActionResponse;

/** POST /api/updateapplicationfiles, multipart form fields */
export type UpdateApplicationFilesFields = {
  file: BinaryPart;
  filename: DocumentField;
  application_id: number;
  /** JSON of ResultsUploadValues when the file is a transcript */
  results?: string;
};
export type UpdateApplicationFilesResponse = ActionResponse;

/** POST /api/appsubmit: the pledge travels with it so the server can check it too. */
export type AppSubmitRequest = SubmitValues & { application_id: number };
export type AppSubmitResponse = ActionResponse;

/** GET /api/fechdata/{applicant_id} */
export type DashboardData = {
  first_name: string;
  last_name: string;
  id_number: string;
  student_number: string | null;
  university: string;
  course: string;
  duration_of_study: number;
  accept_decline: AcceptDecline;
  /** spelt as the legacy clients read it */
  submited: 0 | 1;
};
export type FechDataResponse = DashboardData | ErrorResponse;

/** GET /api/getapplicantdata/{user}/{year} */
export type PreviousApplicantData = {
  applicant: Partial<BasicInfoValues & SocialInfoValues>;
  application: Partial<UniversityValues>;
  documents: Partial<Record<'id_document' | 'recommendation', string[]>>;
};
export type GetApplicantDataResponse = { success: PreviousApplicantData } | ErrorResponse;

/** GET /api/downloadpledgeletter */
export type DownloadPledgeLetterQuery = { applicant_id: number };

/** GET /api/downloadsupportingdoc */
export type DownloadSupportingDocQuery = { application_id: number; filename: string; doctype: DocumentField };

/** GET /api/getapplicantfile */
export type GetApplicantFileQuery = { application_id: number; filename: string };

/** POST /api/submitresults, multipart form fields */
export type SubmitResultsFields = {
  application_id: number;
  file: BinaryPart;
  fileName: string;
  /** JSON of ResultsUploadValues */
  results: string;
};
export type SubmitResultsResponse = ActionResponse;

export type CommentEntry = {
  Comment: string;
  'Comment Date': string;
  /** initials of the staff member who wrote it */
  initials: string;
};

export type PaymentEntry = {
  payment_id: number;
  ID: string;
  'Amount Approved': number;
  'Payment Date': string;
  'In respect of': InRespectOf;
};

export type ResultSummary = {
  period: ResultsPeriod;
  pass_fail: PassFail | null;
  confirmed: 'yes' | 'no';
};

/** The applicant record as the back office shows it. */
export type ApplicantRecord = {
  applicant_id: number;
  application_id: number;
  accept_decline: AcceptDecline;
  'First Name': string;
  'Last Name': string;
  Email: string;
  'Alternative Email': string;
  Address: string;
  Suburb: string;
  City: string;
  Province: string;
  'Area Code': string;
  'Country of Birth': string;
  'First Language': string;
  'Second Language': string;
  'ID Type': IdType;
  'ID Number': string;
  /** yyyy-mm-dd */
  'Date of Birth': string;
  'Cell Phone': string;
  'Alternative Phone': string;
  Gender: Gender;
  Race: string;
  Religion: string;
  'Employment Status': string;
  'Marital Status': string;
  'Number of Siblings': string | null;
  'Spouse Name': string | null;
  'Spouse Contact Number': string | null;
  'Spouse Employment Status': string | null;
  'Reference Name': string;
  'Reference Email': string | null;
  'Reference Cell Phone': string;
  'Relationship with Reference': string;
};

/** The application as the back office shows it; narratives and survey answers keep the survey form's names. */
export type ApplicationRecord = SurveyValues & {
  'Application Type': string;
  'Application Year': number;
  'Student Number': string | null;
  University: string;
  Course: string;
  'Study Level': string;
  'Duration of Study': number;
  'Year of Study': number;
  'Completion Year': number;
  'Required Amount for Tuition': number;
  'Required Amount for Books': number;
  'Required Amount for Accommodation': number;
  'Required Amount for Travelling': number;
  'Father Monthly Salary': number;
  'Mother Monthly Salary': number;
  'Spouse Monthly Salary': number;
  'Own Monthly Salary': number;
  Investments: number;
  'Other Source of Income': number;
  'Total Income': number;
  'Rent and Bond': number;
  Rates: number;
  'Water Electricity': number;
  Groceries: number;
  Transport: number;
  Telephone: number;
  'Medical Aid': number;
  Insurance: number;
  'Other Expense': number;
  'Total Expense': number;
};

/** One row of the application grid; the detail screen opens from it. */
export type ApplicationRow = ApplicantRecord &
  ApplicationRecord & {
    review: CommentEntry[];
    all_results: ResultSummary[];
    consent_form_list: string[];
    docs_completed: boolean;
    payment: PaymentEntry[];
    checklist_downloaded: boolean;
    pass_or_fail: PassFail | null;
    affidavit: string[];
    id_document: string[];
    registration: string[];
    fees_statement: string[];
  };

export type SummaryCounts = {
  all: number;
  pending: number;
  declined: number;
  approved: number;
  docs_submitted: number;
  docs_completed: number;
  paid: number;
};

/** POST /api/searchapplication: without page the answer is the legacy full list. */
export type SearchApplicationRequest = {
  application_year: number | 'all';
  page?: number;
  page_size?: number;
  university?: string;
  decision?: DecisionFilter;
  paid?: boolean;
  docs_submitted?: boolean;
  docs_completed?: boolean;
  /** first or last name, case-insensitive */
  name?: string;
};
export type ApplicationPage = {
  rows: ApplicationRow[];
  total: number;
  page: number;
  page_size: number;
  counts: SummaryCounts;
};
export type SearchApplicationResponse = ApplicationRow[] | ApplicationPage | ErrorResponse;

/** POST /api/getallresults: rows go straight into results.xlsx. */
export type GetAllResultsRequest = { application_year: number | 'all'; results_period: ResultsPeriod | 'all' };
export type GetAllResultsResponse = Record<string, string | number | null>[] | ErrorResponse;

/** POST /api/addstatus */
export type AddStatusRequest = DecisionValues & { application_id: number };
export type AddStatusResponse = ActionResponse;

/** POST /api/addpaymet: payment_id present means update. */
export type AddPaymentRequest = PaymentValues & { payment_id?: number | null; application_id: number };
export type AddPaymentResponse = ActionResponse;

/** POST /api/deletepayment */
export type DeletePaymentRequest = { payment_id: number };
export type DeletePaymentResponse = ActionResponse;

/** POST /api/addcomment */
export type AddCommentRequest = CommentValues & { application_id: number };
export type AddCommentResponse = ActionResponse;

/** POST /api/senddocumentsrequest: the bulk variant answers with the e-mails that have no application. */
export type SendDocumentsRequestRequest = DocumentsRequestValues & { applicant_id?: number };
export type SendDocumentsRequestResponse = SuccessResponse | { success: string[] } | ErrorResponse;

/** POST /api/sendresultrequest */
export type SendResultRequestRequest = ResultsRequestValues;
export type SendResultRequestResponse = ActionResponse;

/** POST /api/sendgeneralemails */
export type SendGeneralEmailsRequest = GeneralEmailValues;
export type SendGeneralEmailsResponse = ActionResponse;

/** POST /api/sendlateapplicationrequest */
export type SendLateApplicationRequestRequest = LateApplicationValues;
export type SendLateApplicationRequestResponse = ActionResponse;

/** GET /api/sendalldeclined and GET /api/sendallaccepted */
export type SendAllLettersResponse = ActionResponse;

/** POST /api/sendocscompleted */
export type SendDocsCompletedRequest = { applicant_id: number; application_id: number; status: 0 };
export type SendDocsCompletedResponse = ActionResponse;

/** POST /api/confirmresult */
export type ConfirmResultRequest = { application_id: number; period: ResultsPeriod; pass_fail: PassFail };
export type ConfirmResultResponse = ActionResponse;

/** GET /api/getresultsdata */
export type ResultRecord = {
  period: ResultsPeriod;
  subjects: SubjectMark[];
  /** mean of the marks, 2 decimals; null when no results were given */
  average: number | null;
  pass_fail: PassFail | null;
  confirmed: 'yes' | 'no';
  no_result: ResultsUploadValues['no_result'];
  reason: ResultsUploadValues['reason'];
};
export type GetResultsDataResponse = ResultRecord[] | ErrorResponse;

/** GET /api/getformchecklistfile */
export type GetFormChecklistFileQuery = { application_id: number; filename: 'report' | 'checklist' };

/** GET /api/downloadapplicantfolder */
export type DownloadApplicantFolderQuery = { applicant_id: number };

/** GET /api/getapplicantfileadmin */
export type GetApplicantFileAdminQuery = { application_id: number; filename: string };

/** GET /api/getapplicationsatus/{application_id} */
export type ApplicationStatus = {
  application_id: number;
  status_id: number;
  accept_decline: AcceptDecline;
  submitted: 0 | 1;
};
export type GetApplicationStatusResponse = ApplicationStatus | ErrorResponse;

/** POST /api/aplicantionreport: the grid's summary counts. */
export type ApplicationReportResponse = SummaryCounts | ErrorResponse;
