// The physical tables Strapi 5 keeps the content types in, and the link tables of their relations
// (Strapi names them `<collection>_<attribute>_lnk`, one row per related pair). This is the one
// place that spells them: the query modules beside it (cms/src/db/) hold every hand-written
// statement, and nothing outside cms/src/db/ names a table (eslint.config.mjs refuses it).
// A renamed content type or relation is changed here and in its schema.json.

export const TABLE = {
  applicants: 'applicants',
  applications: 'applications',
  documents: 'application_documents',
  payments: 'application_payments',
  comments: 'application_comments',
  decisions: 'application_decisions',
  results: 'application_results',
  linkTokens: 'link_tokens',
  loginSessions: 'login_sessions',
  auditLogs: 'audit_logs',
  emailLogs: 'email_logs',
  letterRuns: 'letter_runs',
  users: 'up_users',
  cycleBudgets: 'cycle_budgets',
  bankingPresets: 'banking_presets',
  rubricCriteria: 'rubric_criteria',
  scoreReviews: 'score_reviews',
  reviewAssignments: 'review_assignments',
} as const;

/** A relation's link table and the columns naming its two sides. */
type Link<Own extends string, Other extends string> = { table: string } & Record<Own | Other, string>;

const link = <Own extends string, Other extends string>(table: string, own: Own, ownColumn: string, other: Other, otherColumn: string) =>
  ({ table, [own]: ownColumn, [other]: otherColumn }) as Link<Own, Other>;

export const LINK = {
  /** applications.applicant */
  applicationApplicant: link('applications_applicant_lnk', 'application', 'application_id', 'applicant', 'applicant_id'),
  /** applicants.user (the applicant's login) */
  applicantUser: link('applicants_user_lnk', 'applicant', 'applicant_id', 'user', 'user_id'),
  /** application_documents.application */
  documentApplication: link('application_documents_application_lnk', 'document', 'document_id', 'application', 'application_id'),
  /** application_documents.uploaded_by (the login that sent it; none through an e-mailed link) */
  documentUploader: link('application_documents_uploaded_by_lnk', 'document', 'document_id', 'user', 'user_id'),
  /** application_payments.application */
  paymentApplication: link('application_payments_application_lnk', 'payment', 'payment_id', 'application', 'application_id'),
  /** application_comments.application */
  commentApplication: link('application_comments_application_lnk', 'comment', 'comment_id', 'application', 'application_id'),
  /** application_comments.author (a staff login) */
  commentAuthor: link('application_comments_author_lnk', 'comment', 'comment_id', 'user', 'user_id'),
  /** application_decisions.application */
  decisionApplication: link('application_decisions_application_lnk', 'decision', 'decision_id', 'application', 'application_id'),
  /** application_results.application */
  resultApplication: link('application_results_application_lnk', 'result', 'result_id', 'application', 'application_id'),
  /** score_reviews.application */
  scoreReviewApplication: link('score_reviews_application_lnk', 'review', 'score_review_id', 'application', 'application_id'),
  /** score_reviews.reviewer (a staff login) */
  scoreReviewReviewer: link('score_reviews_reviewer_lnk', 'review', 'score_review_id', 'user', 'user_id'),
  /** review_assignments.application */
  reviewAssignmentApplication: link('review_assignments_application_lnk', 'assignment', 'review_assignment_id', 'application', 'application_id'),
  /** review_assignments.reviewer (a reviewer's login) */
  reviewAssignmentReviewer: link('review_assignments_reviewer_lnk', 'assignment', 'review_assignment_id', 'user', 'user_id'),
  /** link_tokens.user */
  linkTokenUser: link('link_tokens_user_lnk', 'linkToken', 'link_token_id', 'user', 'user_id'),
  /** login_sessions.user */
  loginSessionUser: link('login_sessions_user_lnk', 'loginSession', 'login_session_id', 'user', 'user_id'),
  /** audit_logs.actor (a staff login) */
  auditLogActor: link('audit_logs_actor_lnk', 'auditLog', 'audit_log_id', 'user', 'user_id'),
  /** email_logs.application */
  emailLogApplication: link('email_logs_application_lnk', 'emailLog', 'email_log_id', 'application', 'application_id'),
  /** email_logs.sent_by (a staff login; none for the portal's own e-mails) */
  emailLogSender: link('email_logs_sent_by_lnk', 'emailLog', 'email_log_id', 'user', 'user_id'),
} as const;
