import { api, signIn } from './api';
import { authorised, type TestApplicant } from './applicants';
import { samplePdf } from './files';
import { basicInfo, expenses, income, socialInfo, survey, university } from './step-bodies';

// This cycle's application of the applicant, started through POST /api/addapplication as the
// University step does; `changes` replace fields of that step (e.g. an "Other" university).
export const createApplication = async (applicant: TestApplicant, changes: Record<string, unknown> = {}) => {
  const { body } = await api().post('/api/addapplication').set(authorised(applicant)).send({ ...university(), ...changes }).expect(201);
  return body.application_id as number;
};

export const APPLICANT_DOCUMENTS = ['id_document', 'recommendation', 'affidavit', 'motivation_letter'] as const;

// One document uploaded by the applicant, as the documents step does it.
export const uploadDocument = (applicant: TestApplicant, applicationId: number, field: string, content = samplePdf(), filename = `${field}.pdf`) =>
  api()
    .post('/api/updateapplicationfiles')
    .set(authorised(applicant))
    .field('filename', field)
    .field('application_id', String(applicationId))
    .attach('file', content, { filename, contentType: 'application/pdf' })
    .expect(200);

export type Upload = { field: string; name: string; content: Buffer };

// The applicant's own two steps (basic and social information), saved as the wizard saves them.
export const saveApplicantSteps = async (applicant: TestApplicant) => {
  const save = (path: string, body: object) => api().post(path).set(authorised(applicant)).send(body).expect(200);
  await save('/api/updateapplicant', { applicant: basicInfo(), email: applicant.email });
  await save('/api/savesocialinfo', socialInfo());
};

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

// The one way the API suite builds an application: every wizard step saved, the four documents
// uploaded and (unless the plan says not) the pledge given, all through the applicant's own calls,
// as a student does it.
export const fillApplication = async (applicant: TestApplicant, plan: ApplicationPlan = {}) => {
  const save = (path: string, body: object) => api().post(path).set(authorised(applicant)).send(body).expect(200);
  await saveApplicantSteps(applicant);
  const applicationId = await createApplication(applicant, plan.university);
  await save('/api/updateapplication', { ...income(), ...plan.income, application_id: applicationId });
  await save('/api/updateapplication', { ...expenses(), ...plan.expenses, application_id: applicationId });
  await save('/api/updateapplication', { ...survey(), application_id: applicationId });
  const uploads: Upload[] = [];
  for (const field of APPLICANT_DOCUMENTS) {
    const upload = { field, ...(plan.documents?.[field] ?? { name: `${field}.pdf`, content: samplePdf() }) };
    await uploadDocument(applicant, applicationId, field, upload.content, upload.name);
    uploads.push(upload);
  }
  if (plan.submit !== false) {
    await api().post('/api/appsubmit').set(authorised(applicant)).send({ application_id: applicationId, pledge_by_Applicant: 1 }).expect(200);
  }
  return { applicationId, uploads };
};

// A complete application, submitted; `changes` replace fields of the University step.
export const submitCompleteApplication = async (applicant: TestApplicant, changes: Record<string, unknown> = {}) =>
  (await fillApplication(applicant, { university: changes })).applicationId;

// Staff accept (status_id 1) or decline (0) an application through POST /api/addstatus, signed in
// as the test staff member unless another is given.
export const decide = async (
  applicationId: number,
  statusId: 0 | 1,
  { staff, note = '', subjectTo = '' }: { staff?: { token: string }; note?: string; subjectTo?: string } = {},
) => {
  const as = staff ?? (await signIn());
  await api()
    .post('/api/addstatus')
    .set(authorised(as))
    .send({ application_id: applicationId, status_id: statusId, note, subject_to: subjectTo })
    .expect(200);
};
