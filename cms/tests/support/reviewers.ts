import crypto from 'node:crypto';
import { api, signIn } from './api';
import { authorised } from './applicants';
import { waitForMail, type Mail } from './mailbox';

export type TestReviewer = { token: string; user: number; email: string; password: string; name: string };

const REVIEWER_PASSWORD = 'Review2025now';

/** The token of the invitation e-mail's link to the back office's /reviewerinvitation?token=. */
export const invitationTokenIn = (mail: Mail) => {
  const match = /\/reviewerinvitation\?token=([\w-]+\.[\w-]+\.[\w-]+)/.exec(mail.text);
  if (!match) throw new Error(`No /reviewerinvitation?token= link in the e-mail:\n${mail.text}`);
  return match[1];
};

/** Staff invite a reviewer through the API (a fresh address), and read the invitation from the SMTP sink. */
export const inviteReviewer = async (staff: { token: string }, firstName: string, lastName: string) => {
  const email = `${firstName.toLowerCase()}.${crypto.randomBytes(4).toString('hex')}@reviewers.example.org`;
  await api().post('/api/invitereviewer').set(authorised(staff)).send({ email, first_name: firstName, last_name: lastName }).expect(200);
  const mail = await waitForMail(email);
  return { email, mail, token: invitationTokenIn(mail) };
};

/** A reviewer as a real one comes to be: invited by staff, the link opened, a password chosen, signed in. */
export const newReviewer = async (staff: { token: string }, firstName: string, lastName: string): Promise<TestReviewer> => {
  const { email, token } = await inviteReviewer(staff, firstName, lastName);
  await api().post(`/api/reviewerinvitation/${token}`).send({ password: REVIEWER_PASSWORD, re_password: REVIEWER_PASSWORD }).expect(200);
  const session = await signIn({ email, password: REVIEWER_PASSWORD });
  expect(session.role).toBe(2);
  return { token: session.token, user: session.user, email, password: REVIEWER_PASSWORD, name: `${firstName} ${lastName}` };
};
