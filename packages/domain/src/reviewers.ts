// Reviewers (issue 18 item 1): people outside the bursary office who read, comment on and score the
// applications in their pool. Staff invite them by e-mail (a signed link that expires), assign them
// applications, and deactivate them. An application nobody is assigned to is in the open pool,
// which every reviewer may read and score; once assigned, only its reviewers (and staff) see it.

/** How long an invitation link works. */
export const REVIEWER_INVITATION_DAYS = 14;

export type ReviewerStatus = 'invited' | 'active' | 'deactivated';

export const REVIEWER_STATUS_LABELS: Record<ReviewerStatus, string> = {
  invited: 'Invited',
  active: 'Active',
  deactivated: 'Deactivated',
};

/** One reviewer, or one invitation not yet taken up. */
export type ReviewerEntry = {
  /** the reviewer's login; null while the invitation is not yet taken up */
  user_id: number | null;
  email: string;
  first_name: string;
  last_name: string;
  status: ReviewerStatus;
  /** ISO: until when an invitation works (null once the account exists) */
  invitation_expires_at: string | null;
  /** applications assigned to them, every year */
  assigned: number;
  /** their submitted reviews, every year */
  reviews_submitted: number;
};

/** GET /api/reviewers (ours, staff only): reviewers and open invitations, by name. */
export type ReviewersResponse = { reviewers: ReviewerEntry[] };

/** POST /api/invitereviewer (ours, staff only): e-mails a link to make a reviewer account. */
export type InviteReviewerRequest = { email: string; first_name: string; last_name: string };

/** POST /api/deactivatereviewer and /api/reactivatereviewer (ours, staff only). */
export type ReviewerAccountRequest = { user_id: number };

/** GET /api/reviewerinvitation/:token (ours, public): what the invitation page shows. */
export type ReviewerInvitation = { email: string; first_name: string; last_name: string; expires_at: string };

/** POST /api/reviewerinvitation/:token (ours, public): the reviewer chooses a password; the account is made. */
export type AcceptReviewerInvitationRequest = { password: string; re_password: string };

/** One reviewer of an application. */
export type AssignedReviewer = { user_id: number; name: string; email: string };

/** GET /api/getassignments?application_id (ours, staff only): an empty list means the open pool. */
export type ApplicationAssignments = { application_id: number; reviewers: AssignedReviewer[] };

/** POST /api/assignreviewer and /api/unassignreviewer { application_id, reviewer_id } (ours, staff only); both answer ApplicationAssignments. */
export type AssignReviewerRequest = { application_id: number; reviewer_id: number };

/**
 * POST /api/assignfrompool (ours, staff only): gives a reviewer `count` more submitted applications
 * of the year that they do not have yet, those with the fewest reviewers first (the open pool's
 * before any other), oldest submitted first. Answers how many were assigned.
 */
export type AssignFromPoolRequest = { reviewer_id: number; application_year: number; count: number };
export type AssignFromPoolResponse = { assigned: number; message: string };

export const ASSIGN_FROM_POOL_MAX = 200;

export const REVIEWER_MESSAGES = {
  invited: (email: string) => `Invitation sent to ${email}. The link works for ${REVIEWER_INVITATION_DAYS} days.`,
  accountExists: (email: string) =>
    `${email} already has an account on the portal. Invite reviewers with an address that has no account (applicants cannot review).`,
  accepted: 'Your reviewer account is ready. Sign in with your e-mail address and the password you chose.',
  wrongInvitation: 'This link is not a reviewer invitation. Check that you copied the whole link from the e-mail.',
  deactivated: (name: string) => `${name} can no longer sign in. Their scores and comments stay.`,
  reactivated: (name: string) => `${name} can sign in again.`,
  /** A deactivated reviewer signing in. */
  signInDeactivated: 'Your reviewer account has been deactivated by the bursary office. Ask them to reactivate it if you are to review again.',
  notAReviewer: 'This is not a reviewer account.',
  assigned: (count: number, name: string) =>
    count === 0 ? `No applications were left to assign to ${name}.` : `${count} ${count === 1 ? 'application' : 'applications'} assigned to ${name}.`,
  deactivatedCannotBeAssigned: (name: string) => `${name} is deactivated. Reactivate them before assigning applications.`,
} as const;

export const reviewerName = (entry: Pick<ReviewerEntry, 'first_name' | 'last_name'>) => `${entry.first_name} ${entry.last_name}`.trim();
