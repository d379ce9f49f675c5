import { api, signIn } from './api';
import { authorised, registerApplicant, type TestApplicant } from './applicants';
import { uploadDocument } from './applications';
import { basicInfo, expenses, income, socialInfo, survey, university } from './step-bodies';

export const APPLICANT_DOCUMENTS = ['id_document', 'recommendation', 'affidavit', 'motivation_letter'] as const;

export type SubmittedApplication = { applicant: TestApplicant; applicationId: number };

export type StepChanges = {
  university?: Record<string, unknown>;
  income?: Record<string, unknown>;
  expenses?: Record<string, unknown>;
};

const save = (applicant: TestApplicant, path: string, body: object) => api().post(path).set(authorised(applicant)).send(body).expect(200);

// An application filled in step by step and submitted through the applicant API, as a student
// does it; `changes` replace fields of the University, Income or Expenses steps.
export const submittedApplication = async (
  names: { first_name: string; last_name: string },
  changes: StepChanges = {},
  { submit = true } = {},
): Promise<SubmittedApplication> => {
  const applicant = await registerApplicant(names);
  await save(applicant, '/api/updateapplicant', { applicant: basicInfo() });
  await save(applicant, '/api/savesocialinfo', socialInfo());
  const { body } = await api()
    .post('/api/addapplication')
    .set(authorised(applicant))
    .send({ ...university(), ...changes.university })
    .expect(201);
  const applicationId = body.application_id as number;
  if (!submit) return { applicant, applicationId };

  await save(applicant, '/api/updateapplication', { ...income(), ...changes.income, application_id: applicationId });
  await save(applicant, '/api/updateapplication', { ...expenses(), ...changes.expenses, application_id: applicationId });
  await save(applicant, '/api/updateapplication', { ...survey(), application_id: applicationId });
  for (const field of APPLICANT_DOCUMENTS) await uploadDocument(applicant, applicationId, field);
  await api().post('/api/appsubmit').set(authorised(applicant)).send({ application_id: applicationId, pledge_by_Applicant: 1 }).expect(200);
  return { applicant, applicationId };
};

// Staff accept (status_id 1) or decline (0) through POST /api/addstatus.
export const decide = async (applicationId: number, statusId: 0 | 1, staff?: { token: string }) => {
  const as = staff ?? (await signIn());
  await api().post('/api/addstatus').set(authorised(as)).send({ application_id: applicationId, status_id: statusId, note: 'Reviewed' }).expect(200);
};
