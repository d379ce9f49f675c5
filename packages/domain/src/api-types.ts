import type { AcceptDecline, APPLICATION_EXISTS_ERROR } from './constants.js';
import type { SavedStep } from './application-steps.js';
import type { ApplicantDocumentField, DocumentField } from './options/document-kinds.js';
import type { LegacyRole } from './roles.js';
import type { BasicInfoValues, StaffBasicInfoValues } from './schemas/basic-info.js';
import type { ExpensesValues } from './schemas/expenses.js';
import type { ForgotPasswordValues } from './schemas/forgot-password.js';
import type { IncomeValues } from './schemas/income.js';
import type { LoginValues } from './schemas/login.js';
import type { RegistrationValues } from './schemas/registration.js';
import type { ResultsUploadValues } from './schemas/results-upload.js';
import type { ResultsPeriod } from './options/results-periods.js';
import type { ResetPasswordRequest } from './schemas/reset-password.js';
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
  /** the landing page while applications are open; landing_intro_closed while they are closed */
  'landing_intro',
  'landing_intro_closed',
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
  /** The image's size (pixels) keeps the page from shifting while it loads; the caption is its alt text. */
  guide_steps: { position: number; caption: string; image_url: string | null; image_width: number | null; image_height: number | null }[];
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
export type AddApplicantRequest = RegistrationValues & {
  /** a late-application invitation's token, when the person registers through one */
  token?: string;
};
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
  /** refused: marks go with a transcript through POST /api/submitresults, and this call takes the four application documents */
  results?: string;
};
export type UpdateApplicationFilesResponse = ActionResponse;

/** POST /api/appsubmit: the pledge travels with it so the server can check it too. */
export type AppSubmitRequest = SubmitValues & { application_id: number };
/** The submitted application's new status (2). */
export type AppSubmitResponse = { success: string; status_id: number } | ErrorResponse;

/** Stored values with the forms' field names (dob_year/dob_month/dob_day, reference_cell, ...). */
export type FormRecord = Readonly<Record<string, unknown>>;

/** GET /api/myapplication: everything the forms need to resume. */
export type MyApplication = {
  applicant: (FormRecord & { country?: string | null }) | null;
  /** This cycle's application, null before the University step is saved. */
  application: (FormRecord & { id: number; application_year: number }) | null;
  application_id: number | null;
  status_id: number | null;
  /** how far the applicant got, in the wizard's order (application-steps.ts) */
  last_saved_step: SavedStep | null;
  /** when the applicant withdrew this cycle's application (ISO); null while it stands */
  withdrawn_at: string | null;
  /** Applications are open, or a late-application invitation to this applicant lasts. */
  may_apply: boolean;
  /** While closed: when the invitation ends (ISO); null while applications are open. */
  may_apply_until: string | null;
};

/** GET /api/fechdata/{applicant_id}: the application's fields are null before an application exists. */
export type DashboardData = {
  first_name: string;
  last_name: string;
  id_number: string | null;
  student_number: string | null;
  /** as staff see it: what was typed under Other, else the one chosen (display-names.ts) */
  university: string | null;
  course: string | null;
  /** the duration of study in years */
  duration: number | null;
  accept_decline: AcceptDecline | null;
  /** spelt as the legacy clients read it */
  submited: 0 | 1;
  application_id: number | null;
  application_year: number | null;
  /** when the applicant withdrew the application (ISO); null while it stands */
  withdrawn_at: string | null;
  /** Applications are open, or a late-application invitation to this applicant lasts. */
  may_apply: boolean;
  /** While closed: when the invitation ends (ISO); null while applications are open. */
  may_apply_until: string | null;
};

/**
 * POST /api/withdrawapplication: the applicant withdraws their own application before a decision,
 * for good in that cycle (application-status.ts says when it is refused).
 */
export type WithdrawApplicationRequest = { application_id: number };
export type WithdrawApplicationResponse = (SuccessResponse & { withdrawn_at: string }) | ErrorResponse;

/** A stored file as the applicant's pages list it. */
export type StoredFileSummary = { id: number; original_name: string; size: number; mime: string };

/** GET /api/applicationdocuments?application_id (both apps): every document kind with its files, oldest first. */
export type ApplicationDocumentsResponse = {
  application_id: number;
  documents: {
    code: number;
    name: string;
    field: DocumentField;
    files: (StoredFileSummary & { code: number; field: string; source: 'applicant' | 'token_link' | 'staff'; uploaded_at: string | null })[];
  }[];
};

/** GET /api/getapplicantdata/{user}/{year}: a returning applicant's data from an earlier cycle. */
export type PreviousApplication = {
  success: true;
  previous_year: number;
  applicant: FormRecord | null;
  application: FormRecord | null;
  /** 'Sponsored by the provider previously' when last year's application was sponsored, else null */
  application_type: string | null;
  /** 'Sponsored by the provider last year', shown instead of the selector */
  application_type_label: string | null;
  /** The latest ID document and testimonial saved that year, which can be previewed again. */
  documents: (StoredFileSummary & { field: ApplicantDocumentField })[];
};

/** GET /api/downloadpledgeletter */
export type DownloadPledgeLetterQuery = { applicant_id: number };

/** GET /api/downloadsupportingdoc: `filename` is the stored file's id. */
export type DownloadSupportingDocQuery = { application_id: number; filename: number; doctype: DocumentField };

/** GET /api/getapplicantfile */
export type GetApplicantFileQuery = { application_id: number; filename: string };

/**
 * The last PATCH of a held resumable upload: the transcript or a requested document through an
 * e-mailed link (/api/linkuploads), or a supporting document of /uploaddocs (/api/resumableuploads).
 * The call that takes the file names `upload` in place of the file part, as `<field>_upload`.
 */
export type HeldUploadResponse = { upload: string; field: string; name: string; size: number };

/** POST /api/submitresults, multipart form fields (the cms reads them by these names). */
export type SubmitResultsFields = {
  /** the e-mailed results link's token, which says whose results and which period */
  token: string;
  /** when sent, it must be the token's application */
  application_id?: number;
  /** the transcript; left out only with no_result */
  file?: BinaryPart;
  /** a transcript sent through the link's resumable uploads (/api/linkuploads), in place of `file` */
  file_upload?: string;
  /** the transcript's name to keep it under, else the file part's own name */
  fileName?: string;
  /** JSON of ResultsUploadValues */
  results: string;
};
export type SubmitResultsResponse =
  | {
      success: string;
      result: {
        id: number;
        period: ResultsPeriod;
        subjects: ResultsUploadValues['subjects'];
        average: number | null;
        no_result: boolean;
        no_result_reason: string | null;
      };
      document: (StoredFileSummary & { code: number; field: string }) | null;
    }
  | ErrorResponse;

// The back office's calls are typed in back-office-api.ts.
