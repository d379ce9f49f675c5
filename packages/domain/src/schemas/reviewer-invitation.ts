import { object, type InferType } from 'yup';
import { requiredEmail, requiredText } from './fields.js';

export const INVITE_REVIEWER_MESSAGES = {
  emailRequired: "Enter the reviewer's e-mail address",
  emailInvalid: 'Enter a valid e-mail address, such as name@example.org',
  firstNameRequired: "Enter the reviewer's first name",
  lastNameRequired: "Enter the reviewer's last name",
} as const;

// POST /api/invitereviewer: who to invite. The same rules in the back office's form and the cms.
export const inviteReviewerSchema = object({
  email: requiredEmail(INVITE_REVIEWER_MESSAGES.emailRequired, INVITE_REVIEWER_MESSAGES.emailInvalid),
  first_name: requiredText(INVITE_REVIEWER_MESSAGES.firstNameRequired),
  last_name: requiredText(INVITE_REVIEWER_MESSAGES.lastNameRequired),
}).noUnknown();

export type InviteReviewerValues = InferType<typeof inviteReviewerSchema>;
