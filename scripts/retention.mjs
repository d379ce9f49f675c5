// npm run retention -- --older-than <years> [--yes]: de-identifies the applications older than
// that many years (application year before this year minus <years>; RETENTION_YEARS sets the
// default) and deletes their files, as POPIA s14 asks once records are no longer needed. What is
// kept serves the statistics only: year, institution, course, level, amounts, totals, decision,
// payments. An applicant's identity goes once all of their applications are that old. Without
// --yes it only says what it would do.
import { parseArgs } from 'node:util';
import { appendAuditRow, DEIDENTIFIED_DETAILS } from './lib/audit-log.mjs';
import { connectDatabase, portalStorage } from './lib/portal-storage.mjs';

const { values } = parseArgs({ options: { 'older-than': { type: 'string' }, yes: { type: 'boolean', default: false } } });
const years = Number(values['older-than'] ?? process.env.RETENTION_YEARS);
if (!Number.isInteger(years) || years < 1) {
  console.error('Say how old an application must be to be de-identified: npm run retention -- --older-than <years> (or set RETENTION_YEARS).');
  process.exit(1);
}
const cutoffYear = new Date().getFullYear() - years;

const REMOVED = 'Removed';
// The applicant's identity, contact details and special personal information.
const APPLICANT_FIELDS = [
  'alternative_email', 'cell_phone', 'alternative_phone', 'date_of_birth', 'address', 'suburb', 'city', 'area_code',
  'id_number', 'id_number_key', 'race', 'religion', 'spouse_name', 'spouse_contact', 'spouse_employment', 'guardian', 'guardian_employment',
  'reference_name', 'reference_email', 'reference_cell_phone', 'relationship_with_reference', 'first_generation',
];
// What an application says about the person in their own words, or identifies them by.
const APPLICATION_FIELDS = [
  'student_number', 'uni', 'cor', 'father_guardian_name', 'financial_declaration', 'the_course_you_wish_to_study',
  'academic_achievements', 'community_involvement', 'tell_us', 'how_did_you_learn_specify', 'parents_assisted_by_provider_specify',
  'assisted_by_vocational_programme_specify', 'was_the_application_easy_specify', 'opening_date_explain', 'closing_date_explain',
  'instructions_clear_explain',
];
const nulls = (fields) => Object.fromEntries(fields.map((field) => [field, null]));

const storage = portalStorage();
const knex = connectDatabase(storage);

const idsOf = (rows, column = 'id') => rows.map((row) => Number(row[column]));
const linked = (trx, link, key, applicationIds) => trx(link).whereIn('application_id', applicationIds).pluck(key);

try {
  const old = await knex('applications as a')
    .join('applications_applicant_lnk as l', 'l.application_id', 'a.id')
    .where('a.application_year', '<', cutoffYear)
    .select('a.id', 'l.applicant_id');
  const applicationIds = idsOf(old);
  const candidates = [...new Set(idsOf(old, 'applicant_id'))];
  // Applicants with a newer application keep their identity; their old applications are still cleaned.
  const newer = new Set(
    idsOf(
      await knex('applications as a')
        .join('applications_applicant_lnk as l', 'l.application_id', 'a.id')
        .whereIn('l.applicant_id', candidates)
        .where('a.application_year', '>=', cutoffYear)
        .select('l.applicant_id'),
      'applicant_id',
    ),
  );
  const applicantIds = candidates.filter((id) => !newer.has(id));

  if (!values.yes) {
    console.log(`Would de-identify ${applicationIds.length} applications from before ${cutoffYear} and ${applicantIds.length} applicants, and delete their files. Run again with --yes to do it.`);
    process.exit(0);
  }

  const storageKeys = await knex.transaction(async (trx) => {
    const documentIds = await linked(trx, 'application_documents_application_lnk', 'document_id', applicationIds);
    const keys = await trx('application_documents').whereIn('id', documentIds).pluck('storage_key');
    await trx('application_documents_application_lnk').whereIn('document_id', documentIds).delete();
    await trx('application_documents').whereIn('id', documentIds).delete();
    await trx('applications').whereIn('id', applicationIds).update(nulls(APPLICATION_FIELDS));
    const commentIds = await linked(trx, 'application_comments_application_lnk', 'comment_id', applicationIds);
    await trx('application_comments').whereIn('id', commentIds).update({ comment: REMOVED });
    // Staff scores stay for the statistics; their reasons (words about the applicant) go.
    const reviewIds = await linked(trx, 'score_reviews_application_lnk', 'score_review_id', applicationIds);
    for (const review of await trx('score_reviews').whereIn('id', reviewIds).select('id', 'scores')) {
      const scores = (typeof review.scores === 'string' ? JSON.parse(review.scores) : review.scores) ?? {};
      const kept = Object.fromEntries(Object.entries(scores).map(([key, given]) => [key, { score: given?.score ?? null, reason: REMOVED }]));
      await trx('score_reviews').where({ id: review.id }).update({ scores: JSON.stringify(kept) });
    }
    const decisionIds = await linked(trx, 'application_decisions_application_lnk', 'decision_id', applicationIds);
    await trx('application_decisions').whereIn('id', decisionIds).update({ note: null, subject_to: null });
    const resultIds = await linked(trx, 'application_results_application_lnk', 'result_id', applicationIds);
    await trx('application_results').whereIn('id', resultIds).update({ subjects: JSON.stringify([]), no_result_reason: null });
    // An e-mail that could not be delivered keeps its text and letters to be sent again (the sent ones do not): not once it is this old.
    const emailIds = await linked(trx, 'email_logs_application_lnk', 'email_log_id', applicationIds);
    await trx('email_logs').whereIn('id', emailIds).update({ body: null, letters: null });
    const tokenIds = await trx('link_tokens_application_lnk').whereIn('application_id', applicationIds).pluck('link_token_id');
    await trx('link_tokens_application_lnk').whereIn('link_token_id', tokenIds).delete();
    await trx('link_tokens').whereIn('id', tokenIds).delete();
    // The access log keeps who did what and when, without the values it recorded.
    await trx('audit_logs')
      .where('target_type', 'application')
      .whereIn('target_id', applicationIds.map(String))
      .update({ details: JSON.stringify(DEIDENTIFIED_DETAILS) });

    for (const applicantId of applicantIds) {
      const removedEmail = `removed-${applicantId}@deidentified.invalid`;
      const applicant = await trx('applicants').where({ id: applicantId }).first('email');
      await trx('applicants')
        .where({ id: applicantId })
        .update({ ...nulls(APPLICANT_FIELDS), first_name: REMOVED, last_name: REMOVED, email: removedEmail });
      if (applicant?.email) await trx('email_logs').where('to', applicant.email).update({ to: removedEmail, body: null, letters: null });
      const userIds = await trx('applicants_user_lnk').where({ applicant_id: applicantId }).pluck('user_id');
      await trx('up_users').whereIn('id', userIds).update({ email: removedEmail, username: removedEmail, blocked: true });
      const sessionIds = await trx('login_sessions_user_lnk').whereIn('user_id', userIds).pluck('login_session_id');
      await trx('login_sessions').whereIn('id', sessionIds).update({ ended_at: new Date(), ip: null, user_agent: null });
      await trx('audit_logs').where({ target_type: 'applicant', target_id: String(applicantId) }).update({ details: JSON.stringify(DEIDENTIFIED_DETAILS) });
    }
    await appendAuditRow(trx, storage.client, {
      action: 'retention.deidentify',
      targetType: 'application',
      actorEmail: 'npm run retention',
      details: { before_year: cutoffYear, applications: applicationIds.length, applicants: applicantIds.length, files: keys.length },
    });
    return keys;
  });

  // After the rows are gone, so no row ever names a deleted file.
  for (const key of storageKeys) await storage.stores['private-uploads'].remove(`${key.slice(0, 2)}/${key}`);
  console.log(`De-identified ${applicationIds.length} applications from before ${cutoffYear} and ${applicantIds.length} applicants; deleted ${storageKeys.length} files.`);
} finally {
  await knex.destroy();
}
