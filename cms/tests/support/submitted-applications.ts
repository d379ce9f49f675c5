import { registerApplicant, type TestApplicant } from './applicants';
import { createApplication, fillApplication, type ApplicationPlan } from './applications';
import { api } from './api';
import { authorised } from './applicants';
import { basicInfo, socialInfo } from './step-bodies';

export type SubmittedApplication = { applicant: TestApplicant; applicationId: number };

export type StepChanges = Pick<ApplicationPlan, 'university' | 'income' | 'expenses'>;

// A new applicant's application, filled in step by step and submitted through the applicant API (as
// a student does it: applications.ts's fillApplication); `changes` replace fields of the University,
// Income or Expenses steps. With `submit: false` it is only started: basic and social information
// and the University step saved.
export const submittedApplication = async (
  names: { first_name: string; last_name: string },
  changes: StepChanges = {},
  { submit = true } = {},
): Promise<SubmittedApplication> => {
  const applicant = await registerApplicant(names);
  if (submit) return { applicant, applicationId: (await fillApplication(applicant, changes)).applicationId };
  const save = (path: string, body: object) => api().post(path).set(authorised(applicant)).send(body).expect(200);
  await save('/api/updateapplicant', { applicant: basicInfo(), email: applicant.email });
  await save('/api/savesocialinfo', socialInfo());
  return { applicant, applicationId: await createApplication(applicant, changes.university) };
};
