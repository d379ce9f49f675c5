import { samplePdf } from './sample-files';
import { basicInfo, expenses, income, socialInfo, survey, university } from './step-bodies';

// An applicant's journey through the portal's own calls, as a student makes it (and a staff
// decision after it), for any suite: each suite passes its HTTP client as PortalCalls (supertest in
// the API suite, Playwright's request in e2e, fetch in the benchmarks).

/** One suite's way of calling the cms: each call fails the arrangement on an answer that is not 2xx, and resolves with its JSON. */
export type PortalCalls = {
  post: (path: string, body: object, token: string) => Promise<Answer>;
  upload: (path: string, fields: Record<string, string>, file: FileToSend, token: string) => Promise<Answer>;
};

/** A call's JSON answer, as far as the journey reads it. */
export type Answer = { application_id?: number } & Record<string, unknown>;

export type FileToSend = { field: string; name: string; content: Buffer; mimeType: string };

/** Who calls: a signed-in applicant (the login's token and the e-mail they registered with). */
export type SignedInApplicant = { token: string; email: string };

export const APPLICANT_DOCUMENTS = ['id_document', 'recommendation', 'affidavit', 'motivation_letter'] as const;

export type Upload = { field: string; name: string; content: Buffer };

export type ApplicationPlan = {
  /** fields replacing the University, Income or Expenses step's */
  university?: Record<string, unknown>;
  income?: Record<string, unknown>;
  expenses?: Record<string, unknown>;
  /** the four documents' names and contents, else a PDF named after the field */
  documents?: Partial<Record<string, { name: string; content: Buffer }>>;
  /** false: every step saved and the documents uploaded, not submitted */
  submit?: boolean;
};

/**
 * The applicant's own two steps (basic and social information), saved as the wizard saves them;
 * answers the basic information sent (its date of birth and ID number are the applicant's own).
 */
export const saveApplicantSteps = async (calls: PortalCalls, applicant: SignedInApplicant) => {
  const basic = basicInfo();
  await calls.post('/api/updateapplicant', { applicant: basic, email: applicant.email }, applicant.token);
  await calls.post('/api/savesocialinfo', socialInfo(), applicant.token);
  return { basic };
};

/** This cycle's application, started through POST /api/addapplication as the University step does; `changes` replace fields of that step. */
export const createApplication = async (calls: PortalCalls, applicant: SignedInApplicant, changes: Record<string, unknown> = {}) =>
  (await calls.post('/api/addapplication', { ...university(), ...changes }, applicant.token)).application_id as number;

/** One document uploaded by the applicant, as the documents step does it (POST /api/updateapplicationfiles). */
export const uploadDocument = (calls: PortalCalls, applicant: SignedInApplicant, applicationId: number, upload: Upload) =>
  calls.upload(
    '/api/updateapplicationfiles',
    { filename: upload.field, application_id: String(applicationId) },
    { field: 'file', name: upload.name, content: upload.content, mimeType: 'application/pdf' },
    applicant.token,
  );

/** The pledge given and the application submitted (POST /api/appsubmit). */
export const submitApplication = (calls: PortalCalls, applicant: SignedInApplicant, applicationId: number) =>
  calls.post('/api/appsubmit', { application_id: applicationId, pledge_by_Applicant: 1 }, applicant.token);

/**
 * The one way the suites build an application: every wizard step saved, the four documents uploaded
 * and (unless the plan says not) the pledge given, all through the applicant's own calls. Answers the
 * application id, the uploads and the basic information sent.
 */
export const fillApplication = async (calls: PortalCalls, applicant: SignedInApplicant, plan: ApplicationPlan = {}) => {
  const { basic } = await saveApplicantSteps(calls, applicant);
  const applicationId = await createApplication(calls, applicant, plan.university);
  for (const section of [{ ...income(), ...plan.income }, { ...expenses(), ...plan.expenses }, survey()]) {
    await calls.post('/api/updateapplication', { ...section, application_id: applicationId }, applicant.token);
  }
  const uploads: Upload[] = [];
  for (const field of APPLICANT_DOCUMENTS) {
    const upload = { field, ...(plan.documents?.[field] ?? { name: `${field}.pdf`, content: samplePdf() }) };
    await uploadDocument(calls, applicant, applicationId, upload);
    uploads.push(upload);
  }
  if (plan.submit !== false) await submitApplication(calls, applicant, applicationId);
  return { applicationId, uploads, basic };
};

/** Staff accept (status 1) or decline (0) an application through POST /api/addstatus. */
export const decide = (
  calls: PortalCalls,
  staffToken: string,
  applicationId: number,
  statusId: 0 | 1,
  { note = '', subjectTo = '' }: { note?: string; subjectTo?: string } = {},
) => calls.post('/api/addstatus', { application_id: applicationId, status_id: statusId, note, subject_to: subjectTo }, staffToken);
