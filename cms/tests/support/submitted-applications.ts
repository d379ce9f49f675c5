import { registerApplicant, type TestApplicant } from './applicants';
import { createApplication, fillApplication, saveApplicantSteps, type ApplicationPlan } from './applications';

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
  await saveApplicantSteps(applicant);
  return { applicant, applicationId: await createApplication(applicant, changes.university) };
};
