import { ROLE } from '@bursary/domain/roles';
import { requireAccount } from './require-account';
import { forbidden, notFound } from './api-error';
import { readRecordId } from './record-id';
import { applicantIdOfUser } from '../db/applicants';
import { applicationExists, isApplicantsApplication } from '../db/applications';
import { isInReviewerPool } from '../db/review-assignments';
import { sessionCheckSeconds, shortMemory } from './short-memory';

export type ApplicantIdentity = { applicantId: number; userId: number };

// Which applicant record belongs to a login: set at registration and never moved, so it is
// remembered like the session (utils/short-memory.ts) rather than read on every call.
const applicantOfUser = shortMemory<number, number>(sessionCheckSeconds);

/** The one answer for an application id no record has (404), whichever call it came to. */
export const APPLICATION_NOT_FOUND = 'Application not found.';
const GIVE_APPLICATION_ID = 'Give the application_id of the application as a whole number, such as 12.';

// The signed-in applicant's own record; the id never comes from the request.
export const requireApplicant = async (ctx: any): Promise<ApplicantIdentity> => {
  if (ctx.state.applicant) return ctx.state.applicant;
  const account = await requireAccount(ctx);
  if (account.role !== ROLE.APPLICANT) throw forbidden('This is for applicants only.');
  let applicantId = applicantOfUser.get(account.userId);
  if (applicantId === undefined) {
    const stored = await applicantIdOfUser(account.userId);
    if (stored === null) throw notFound('Your applicant profile was not found. Please register again or contact the bursary office.');
    applicantId = stored;
    applicantOfUser.set(account.userId, applicantId);
  }
  ctx.state.applicant = { applicantId, userId: account.userId };
  return ctx.state.applicant;
};

// An application the caller may see: staff any, a reviewer those in their pool (submitted, assigned
// to them or to nobody), an applicant only their own. Any other gets the answer of one that does not exist.
export const requireOwnApplicationId = async (ctx: any, rawId: unknown): Promise<number> => {
  const applicationId = readRecordId(rawId, GIVE_APPLICATION_ID);
  if (applicationId === null) throw notFound(APPLICATION_NOT_FOUND);
  const account = await requireAccount(ctx);
  if (account.role === ROLE.STAFF) {
    if (!(await applicationExists(applicationId))) throw notFound(APPLICATION_NOT_FOUND);
    return applicationId;
  }
  if (account.role === ROLE.REVIEWER) {
    if (!(await isInReviewerPool(applicationId, account.userId))) throw notFound(APPLICATION_NOT_FOUND);
    return applicationId;
  }
  const { applicantId } = await requireApplicant(ctx);
  if (!(await isApplicantsApplication(applicationId, applicantId))) throw notFound(APPLICATION_NOT_FOUND);
  return applicationId;
};
