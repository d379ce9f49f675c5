import { applyingWindow, assertOpenFor, assertProfileEditable } from '../applications/application-window';
import { currentApplication, dashboardRow, findForYear } from '../applications/find-application';
import { progressBeforeApplication, recordProgress } from '../applications/record-progress';
import { applicationFormValues } from '../applications/form-values';
import { createApplication } from '../applications/create-application';
import { updateApplication } from '../applications/update-application';
import { submitApplication } from '../applications/submit-application';
import { summariseApplication } from '../applications/summarise-application';
import { withdrawApplication } from '../applications/withdraw-application';

// The applicant's application of a cycle, for the controllers and the other features: each use
// case is a module of ../applications/, and when an application may still be changed is
// ../applications/application-window.ts (also for the applicant's profile).

// registration.ts words its closed-period refusal as the application's.
export { closedMessage } from '../applications/application-window';

const applications = () => ({
  applyingWindow,
  assertOpenFor,
  assertProfileEditable,
  findForYear,
  current: currentApplication,
  dashboardRow,
  create: createApplication,
  update: updateApplication,
  recordProgress,
  progressBeforeApplication,
  formValues: applicationFormValues,
  submit: submitApplication,
  summary: summariseApplication,
  withdraw: withdrawApplication,
});

export type ApplicationsService = ReturnType<typeof applications>;
export default applications;
