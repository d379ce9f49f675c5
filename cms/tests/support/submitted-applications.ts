import { registerApplicant, type TestApplicant } from './applicants';
import type { BasicInfo } from '../../../packages/test-kit/src/step-bodies';
import { createApplication, fillApplication, saveApplicantSteps, type ApplicationPlan } from './applications';

/** `basic`: the basic information the applicant sent (their own date of birth and ID number). */
export type SubmittedApplication = { applicant: TestApplicant; applicationId: number; basic: BasicInfo };

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
  if (submit) {
    const { applicationId, basic } = await fillApplication(applicant, changes);
    return { applicant, applicationId, basic };
  }
  const { basic } = await saveApplicantSteps(applicant);
  return { applicant, applicationId: await createApplication(applicant, changes.university), basic };
};
