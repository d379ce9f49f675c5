// Which content types people may edit in the Strapi admin panel, and which hold personal data or
// the portal's own records. Every api:: content type is in exactly one list (a test checks), so a
// new type has to be placed before it ships.

/** Texts, templates, lists and settings: what content editors edit (the Editor role). */
export const EDITABLE_CONTENT_TYPES = [
  'api::portal.portal-setting',
  'api::portal.portal-text',
  'api::portal.guide-step',
  'api::messaging.email-template',
  'api::messaging.letter-template',
  'api::reference.reference-option',
  'api::reference.banking-preset',
  'api::selection.cycle-budget',
  'api::selection.rubric-criterion',
] as const;

/**
 * Applicants' personal data and the portal's records: never reachable through the admin panel's
 * content APIs, whatever the role (a super admin too). The portal's own API serves them to staff,
 * with its checks and its access log.
 */
export const PERSONAL_DATA_TYPES = [
  'api::applicant.applicant',
  'api::application.application',
  'api::application.document',
  'api::review.comment',
  'api::review.decision',
  'api::review.result',
  'api::payment.payment',
  'api::messaging.email-log',
  'api::messaging.link-token',
  'api::account.login-session',
  'api::audit.audit-log',
  'api::outreach.letter-run',
  'api::selection.score-review',
  'api::selection.review-assignment',
] as const;
