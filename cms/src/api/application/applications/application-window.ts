import { WITHDRAWN_NOT_CHANGEABLE } from '@bursary/domain/application-status';
import { forbidden } from '../../../utils/api-error';
import { getService } from '../../../utils/get-service';
import { changeableStateForUpdate } from '../../../db/applications';

// When an applicant may still change their application and profile. Every check of it is here:
//
//   the window     the cycle is open, or an invitation to apply late lasts (applyingWindow,
//                  assertOpenFor): the profile's steps, the application's steps, its four
//                  documents and the submit all close with it
//   the cycle      only this cycle's application takes the four documents (assertThisCycle)
//   submitted      once submitted, the application and the profile stay as staff judge them
//                  (assertChangeable, whileChangeable, assertProfileEditable); a second
//                  submit is a conflict of its own (submit-application.ts)
//   withdrawn      once the applicant withdrew it (withdraw-application.ts), the application and
//                  the profile no longer change and it cannot be submitted, for good in that cycle
//                  (assertNotWithdrawn, and the three above)
//
// Staff editing on an applicant's behalf (review/services/edit-on-behalf.ts) pass none of these.
// Nothing here calls another service of the application or the applicant, so both can use it.

// An application's status_id: started when the University step creates it, then submitted.
export const STATUS = { STARTED: 1, SUBMITTED: 2 } as const;
export const ALREADY_SUBMITTED = 'Your application has been submitted and can no longer be changed.';
// The applicant spec's closed-period message (§8).
export const closedMessage = (cycleYear: number | string) => `Application for ${cycleYear} now closed`;

export type ApplyingWindow = { may_apply: boolean; may_apply_until: string | null };

const settings = () => getService('portal.portal-content').settings();

// Whether the applicant may start, change and submit this cycle's application: while the cycle
// is open, or while a late-application invitation to them lasts (may_apply_until, when closed).
export const applyingWindow = async (applicantId: number): Promise<ApplyingWindow> => {
  const { applications_open: isOpen } = await settings();
  if (isOpen) return { may_apply: true, may_apply_until: null };
  const applicant = await strapi.db.query('api::applicant.applicant').findOne({ where: { id: applicantId }, select: ['late_application_until'] });
  const lateUntil = applicant?.late_application_until ? new Date(applicant.late_application_until) : null;
  return lateUntil && lateUntil.getTime() > Date.now()
    ? { may_apply: true, may_apply_until: lateUntil.toISOString() }
    : { may_apply: false, may_apply_until: null };
};

export const assertOpenFor = async (applicantId: number) => {
  if ((await applyingWindow(applicantId)).may_apply) return;
  throw forbidden(closedMessage((await settings()).cycle_year));
};

/** An application of an earlier cycle is closed (its year as the database gives it). */
export const assertThisCycle = async (application: { application_year: number | string }) => {
  if (Number(application.application_year) !== (await settings()).cycle_year) throw forbidden(closedMessage(application.application_year));
};

/** A withdrawn application is neither changed nor submitted by the applicant. */
export const assertNotWithdrawn = (application: { withdrawn_at: unknown }) => {
  if (application.withdrawn_at) throw forbidden(WITHDRAWN_NOT_CHANGEABLE);
};

/**
 * A submitted application (its flag as the database gives it: 0 or 1 on SQLite) or a withdrawn one
 * no longer changes.
 */
export const assertChangeable = (application: { submitted: unknown; withdrawn_at: unknown }) => {
  assertNotWithdrawn(application);
  if (application.submitted) throw forbidden(ALREADY_SUBMITTED);
};

/**
 * The query engine's condition of an application that may change (unsubmitted, not withdrawn), for
 * an applicant's write to land only while it is, also when a submit or a withdrawal commits between
 * assertChangeable and the write. A new object each time, as the query engine may change what it is given.
 */
export const whileChangeable = () => ({ withdrawn_at: { $null: true }, $or: [{ submitted: false }, { submitted: { $null: true } }] });

// Once this cycle's application is submitted, the applicant's profile (basic and social
// information: ID number, address, religion, reference) is what staff judge and stays as it is,
// like the application itself; so too once it is withdrawn. Run inside the transaction that writes:
// on PostgreSQL the row lock makes a submit wait for the write; SQLite's transactions already take turns.
export const assertProfileEditable = async (applicantId: number) => {
  const application = await changeableStateForUpdate(applicantId, (await settings()).cycle_year);
  if (application) assertChangeable(application);
};
