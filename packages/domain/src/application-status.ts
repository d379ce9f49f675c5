import { ACCEPT_DECLINE } from './constants.js';

// Where an application is in its cycle: in progress (started, not submitted), submitted, or withdrawn
// by the applicant (from either, before a decision; final for that cycle). The back office's status
// filter, its rows and the applicant's dashboard read it here; the cms's SQL mirrors it
// (cms/src/db/application-sql.ts).

export const APPLICATION_STATUSES = [
  { value: 'submitted', label: 'Submitted' },
  { value: 'in_progress', label: 'In progress' },
  { value: 'withdrawn', label: 'Withdrawn' },
] as const;

export type ApplicationStatusKey = (typeof APPLICATION_STATUSES)[number]['value'];

/** The grid's status filter: one status, or all of them; submitted by default, as the grid always was. */
export type StatusFilter = ApplicationStatusKey | 'all';
export const STATUS_FILTERS: readonly { value: StatusFilter; label: string }[] = [...APPLICATION_STATUSES, { value: 'all', label: 'All' }];
export const DEFAULT_STATUS_FILTER: StatusFilter = 'submitted';

export const statusLabel = (status: ApplicationStatusKey) => APPLICATION_STATUSES.find((option) => option.value === status)!.label;

/** A withdrawal is final, whatever else was true of the application. */
export const applicationStatusOf = (application: { submitted: boolean; isWithdrawn: boolean }): ApplicationStatusKey => {
  if (application.isWithdrawn) return 'withdrawn';
  return application.submitted ? 'submitted' : 'in_progress';
};

export const WITHDRAWN_SUCCESS = 'Your application has been withdrawn.';
export const ALREADY_WITHDRAWN = 'This application has already been withdrawn.';
export const DECIDED_NOT_WITHDRAWABLE =
  'A decision has been made on this application, so it can no longer be withdrawn. Contact the bursary office if your plans have changed.';
/** Why staff cannot accept or decline a withdrawn application (POST /api/addstatus, and the back office's form). */
export const WITHDRAWN_NOT_DECIDABLE = 'The applicant withdrew this application, so it can no longer be accepted or declined.';
/** What the applicant's change or submit of a withdrawn application is answered. */
export const WITHDRAWN_NOT_CHANGEABLE = 'You withdrew this application, so it can no longer be changed or submitted.';

/** Why the applicant may not withdraw the application now (what POST /api/withdrawapplication refuses), or null when they may. */
export const withdrawRefusal = (application: { acceptDecline: number | null; isWithdrawn: boolean }) => {
  if (application.isWithdrawn) return ALREADY_WITHDRAWN;
  const isDecided = application.acceptDecline === ACCEPT_DECLINE.ACCEPTED || application.acceptDecline === ACCEPT_DECLINE.DECLINED;
  return isDecided ? DECIDED_NOT_WITHDRAWABLE : null;
};
