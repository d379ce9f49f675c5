import { expect, type APIRequestContext } from '@playwright/test';
import type { ReviewersResponse } from '@bursary/domain/reviewers';
import { staffGet, staffPost } from './applicants';
import { E2E } from './e2e-env';
import { waitForMail } from './inbox';

export type Reviewer = { email: string; password: string; first_name: string; last_name: string; user_id: number };

export const REVIEWER_PASSWORD = 'Review2025now';

/** A fresh reviewer address each run (the portal keeps every account). */
export const reviewerEmail = (firstName: string) =>
  `${firstName.toLowerCase()}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@reviewers.example.org`;

/**
 * The invitation e-mail's link as a path of the test's back office (/reviewerinvitation?token=...):
 * the portal writes its own public address into links; the test's back office is the same app.
 */
export const invitationPathIn = async (email: string) => {
  const mail = await waitForMail(email);
  const match = /https?:\/\/[^\s"'<>]+(\/reviewerinvitation\?token=[\w.-]+)/.exec(mail.text ?? '');
  if (!match) throw new Error(`No /reviewerinvitation?token= link in the e-mail to ${email}:\n${mail.text}`);
  return match[1];
};

/** The reviewer's user id, as staff see it in GET /api/reviewers. */
export const reviewerIdOf = async (request: APIRequestContext, email: string) => {
  const { reviewers } = await staffGet<ReviewersResponse>(request, '/api/reviewers');
  const entry = reviewers.find((reviewer) => reviewer.email.toLowerCase() === email.toLowerCase());
  expect(entry?.user_id, `${email} is not among the reviewers with an account`).toEqual(expect.any(Number));
  return entry!.user_id as number;
};

/** A reviewer as one comes to be, through the API: invited by staff, the e-mailed link taken up with a password. */
export const reviewerByApi = async (request: APIRequestContext, names: { first_name: string; last_name: string }): Promise<Reviewer> => {
  const email = reviewerEmail(names.first_name);
  await staffPost(request, '/api/invitereviewer', { email, ...names });
  const token = new URLSearchParams((await invitationPathIn(email)).split('?')[1]).get('token');
  const accepted = await request.post(`${E2E.cmsUrl}/api/reviewerinvitation/${token}`, {
    data: { password: REVIEWER_PASSWORD, re_password: REVIEWER_PASSWORD },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return { ...names, email, password: REVIEWER_PASSWORD, user_id: await reviewerIdOf(request, email) };
};
