import { GREETINGS, SIGN_OFF_WITHIN_LAST_LINES, SIGN_OFFS, STAFF_MESSAGE } from '../../api/messaging/utils/staff-message';

export type EmailTemplate = {
  key: string;
  description: string;
  subject: string;
  body: string;
  /** What an earlier version of the portal seeded: a row still holding it is brought up to date. */
  earlier?: { description: string; body: string };
};

const SIGNATURE = `Kind regards,
The Zakah Bursary Team`;

// The templates staff write into (issue 17): what their text does to the template, for the editors.
const STAFF_MESSAGE_RULES = `${STAFF_MESSAGE} is what staff typed in the e-mail form: move it to where it should stand (a template without it gets it as a paragraph right after its greeting line). When staff's text opens with a greeting (${GREETINGS.join(', ')}), its first line stands in place of this template's greeting (the template's first line, when it greets). When it ends with a sign-off (${SIGN_OFFS.join(', ')}) within its last ${SIGN_OFF_WITHIN_LAST_LINES} lines, that sign-off and the lines under it end the e-mail in place of this template's sign-off (its last line starting with one of those words, and the lines under it). So every e-mail has one greeting and one sign-off.`;

// Before {{staff_message}}, staff's text went above these templates: what was seeded then is the same
// text without its paragraph, and the description given.
const earlierWithoutStaffMessage = (template: EmailTemplate, description: string): EmailTemplate => ({
  ...template,
  earlier: { description, body: template.body.replace(`${STAFF_MESSAGE}\n\n`, '') },
});

export const EMAIL_TEMPLATES: EmailTemplate[] = [
  {
    key: 'application_submitted',
    description:
      'Sent to the applicant when an application is submitted. Placeholders: {{first_name}}, {{last_name}}, {{cycle_year}}.',
    subject: 'Your Zakah Bursary application for {{cycle_year}} has been received',
    body: `Dear {{first_name}} {{last_name}},

Thank you for applying for the {{cycle_year}} Zakah Bursary Programme. This e-mail confirms that we have received your application.

Your application will now be reviewed. The outcome will be shown on your applicant profile when you log in to the bursary portal, and we will also let you know by e-mail. If we need more information or documents, we will contact you at this e-mail address.

Please note that submitting an application does not guarantee a bursary, and we encourage you to apply for other bursaries and financial aid as well.

${SIGNATURE}`,
  },
  {
    key: 'password_reset',
    description: 'Sent when someone asks to reset their password. Placeholders: {{first_name}}, {{reset_link}}.',
    subject: 'Reset your Zakah Bursary portal password',
    body: `Dear {{first_name}},

We received a request to reset the password of your Zakah Bursary portal account.

To choose a new password, open this link:
{{reset_link}}

The link expires in one hour and can be used only once. If it has expired, you can ask for a new one on the Forgot Password page.

If you did not ask to reset your password, you can ignore this e-mail: your password will not change.

${SIGNATURE}`,
  },
  {
    key: 'registration_attempt',
    description:
      'Sent to the owner of an e-mail address when someone tries to register a new account with it. Placeholders: {{first_name}}, {{signin_link}}, {{reset_link}}.',
    subject: 'Someone tried to register with your e-mail address',
    body: `Dear {{first_name}},

Someone just tried to register a new Zakah Bursary portal account with this e-mail address, which already has an account.

If it was you, you do not need a new account. Log in here:
{{signin_link}}

If you cannot remember your password, choose a new one with this link (it expires in one hour and works once):
{{reset_link}}

If it was not you, you can ignore this e-mail: nothing has changed on your account.

${SIGNATURE}`,
  },
  earlierWithoutStaffMessage(
    {
      key: 'documents_request',
      description: `Sent by staff to ask an applicant for outstanding documents. Placeholders: {{first_name}}, {{last_name}}, {{documents}} (the list of requested documents), {{upload_link}}, {{cycle_year}}, ${STAFF_MESSAGE}. ${STAFF_MESSAGE_RULES}`,
      subject: 'Request for outstanding documents {{cycle_year}}',
      body: `Dear {{first_name}} {{last_name}},

${STAFF_MESSAGE}

To continue processing your {{cycle_year}} Zakah Bursary, we need the following documents from you:

{{documents}}

Please upload them using this link:
{{upload_link}}

Each file must be a PDF or an image (JPG, JPEG or PNG) and must not be larger than 2 MB. If a file is too large, please compress it or scan it at a lower resolution and upload it again.

Please upload the documents as soon as possible, as we cannot finalise your bursary until we have received them.

${SIGNATURE}`,
    },
      'Sent by staff to ask an applicant for outstanding documents. Placeholders: {{first_name}}, {{last_name}}, {{documents}} (the list of requested documents), {{upload_link}}, {{cycle_year}}.',
  ),
  earlierWithoutStaffMessage(
    {
      key: 'results_request',
      description: `Sent by staff to ask bursary holders for their results. Placeholders: {{first_name}}, {{last_name}}, {{results_period}} (mid-year or final-year), {{upload_link}}, {{cycle_year}}, ${STAFF_MESSAGE}. ${STAFF_MESSAGE_RULES}`,
      subject: 'Request for your {{results_period}} results {{cycle_year}}',
      body: `Dear {{first_name}} {{last_name}},

${STAFF_MESSAGE}

As a holder of a {{cycle_year}} Zakah Bursary, you undertook to send the Fund your examination results every semester. Please send us your {{results_period}} results now.

Use this link to enter your subjects and marks and to upload your academic record or statement of results:
{{upload_link}}

Each file must be a PDF or an image (JPG, JPEG, PNG or GIF). If your results are not yet available, choose "No results available" on the page and tell us why.

Your results help us to support you and are required for continued funding.

${SIGNATURE}`,
    },
      'Sent by staff to ask bursary holders for their results. Placeholders: {{first_name}}, {{last_name}}, {{results_period}} (mid-year or final-year), {{upload_link}}, {{cycle_year}}.',
  ),
  earlierWithoutStaffMessage(
    {
      key: 'late_application',
      description: `Sent by staff to invite a student to apply after the closing date. Placeholders: {{application_link}}, {{cycle_year}}, ${STAFF_MESSAGE}. ${STAFF_MESSAGE_RULES}`,
      subject: 'Invitation to apply for the {{cycle_year}} Zakah Bursary',
      body: `Dear Student,

${STAFF_MESSAGE}

You are invited to apply for the {{cycle_year}} Zakah Bursary Programme, although the normal application period has closed.

To apply, open this link:
{{application_link}}

If you are new to the portal, register there with this e-mail address. If you already have an account, sign in with it.

The link is personal to you: please do not share it. The application takes about 20 minutes. Have your ID document, a testimonial letter, proof of income and a motivational letter ready, each as a PDF or an image of at most 2 MB.

Please complete your application as soon as possible. Submitting an application does not guarantee a bursary.

${SIGNATURE}`,
    },
      'Sent by staff to invite a student to apply after the closing date. Placeholders: {{application_link}}, {{cycle_year}}.',
  ),
  {
    key: 'general_email',
    description: `Frame around a message written by staff. Placeholders: ${STAFF_MESSAGE}, {{cycle_year}}. ${STAFF_MESSAGE_RULES}`,
    subject: 'Zakah Bursary Programme {{cycle_year}}',
    body: `Dear Student,

${STAFF_MESSAGE}

${SIGNATURE}`,
    earlier: {
      description: 'Frame around a message written by staff. Placeholders: {{body}}, {{cycle_year}}.',
      body: `{{body}}

${SIGNATURE}`,
    },
  },
  {
    key: 'acceptance_letter',
    description: 'Sent in bulk to all accepted applicants. Placeholders: {{first_name}}, {{last_name}}, {{cycle_year}}.',
    subject: 'Congratulations: your {{cycle_year}} Zakah Bursary application was successful',
    body: `Dear {{first_name}} {{last_name}},

Congratulations! We are pleased to inform you that you have been selected for the {{cycle_year}} Zakah Bursary Programme.

Your congratulations letter, your pledge letter and the consent form are attached to this e-mail; you can also download them from your profile on the bursary portal. Read the pledge letter carefully: it sets out your obligations as a bursary holder.

Sign the pledge letter and the consent form, then upload them with your other supporting documents (your proof of registration and your fee statement) through the link on your profile. Each file must be a PDF or an image of at most 2 MB. The bursary is paid directly to your institution once your documents are complete.

We pray that Allah grants you success in your studies.

${SIGNATURE}`,
  },
  {
    key: 'decline_letter',
    description: 'Sent in bulk to all declined applicants. Placeholders: {{first_name}}, {{last_name}}, {{cycle_year}}.',
    subject: 'Outcome of your {{cycle_year}} Zakah Bursary application',
    body: `Dear {{first_name}} {{last_name}},

Thank you for applying for the {{cycle_year}} Zakah Bursary Programme.

We received many more applications than we are able to fund, and every application was assessed carefully. We regret to inform you that we are unable to offer you a bursary for {{cycle_year}}. This is not a judgement of your ability, and we encourage you not to give up on your studies.

Other sources of funding may be able to help you, such as NSFAS, the financial aid office at your institution, and bursaries offered by companies, government departments, SETAs, trusts and community organisations. You are welcome to apply to the Fund again in a future year.

You can download your letter by logging in to the bursary portal.

We make du'a that Allah opens a way for you and grants you success.

${SIGNATURE}`,
  },
  {
    key: 'application_reminder',
    description:
      'Sent by staff (Remind in-progress applicants) to applicants who started an application of the cycle and have not submitted it; at most one a day each. Placeholders: {{first_name}}, {{last_name}}, {{cycle_year}}, {{closing_date}}, {{continue_link}}.',
    subject: 'Finish your bursary application',
    body: `Dear {{first_name}},

You started your application for the {{cycle_year}} Zakah Bursary Programme, but you have not submitted it yet.

Everything you saved is kept. To carry on where you left off, sign in and complete the remaining steps, then review and submit your application:
{{continue_link}}

Applications close on {{closing_date}}. An application that is not submitted by then cannot be considered.

If you no longer wish to apply, you can withdraw your application on your profile in the portal, and we will not remind you again.

${SIGNATURE}`,
  },
  {
    key: 'reviewer_invitation',
    description:
      'Sent when staff invite a reviewer to the back office (Reviewers, Invite). Placeholders: {{first_name}}, {{last_name}}, {{invited_by}}, {{invitation_link}}, {{expires_on}}, {{cycle_year}}.',
    subject: 'Invitation to review Zakah Bursary applications {{cycle_year}}',
    body: `Dear {{first_name}} {{last_name}},

{{invited_by}} of the Zakah Bursary office invites you to review applications for the {{cycle_year}} Zakah Bursary Programme.

To accept, open this link and choose a password for your reviewer account:
{{invitation_link}}

The link is personal to you: please do not share it. It works until {{expires_on}}; after that, ask the bursary office for a new invitation.

As a reviewer you will read the applications assigned to you, comment on them and score them against the Fund's rubric. Applicants' information is confidential: use it only for reviewing, and do not copy or share it.

${SIGNATURE}`,
  },
  {
    key: 'documents_completed',
    description:
      "Sent when staff mark an applicant's documents as complete. Placeholders: {{first_name}}, {{last_name}}, {{cycle_year}}.",
    subject: 'Your documents are complete',
    body: `Dear {{first_name}} {{last_name}},

Thank you. We have received and checked all the documents we need for your {{cycle_year}} Zakah Bursary, and your file is now complete.

We will process the payment of your bursary directly to your institution. Please remember to send us your results and fee statements every semester, and to let us know immediately if you change your course or institution or stop studying.

${SIGNATURE}`,
  },
];
