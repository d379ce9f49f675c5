import { submitSchema } from '@bursary/domain/schemas/submit';
import { badRequest, conflict } from '../../../utils/api-error';
import { isPlainObject, validateBody } from '../../../utils/validate-body';
import { getService } from '../../../utils/get-service';
import { STATUS, assertNotWithdrawn, assertOpenFor } from './application-window';
import { missingForSubmit } from './submit-checklist';

const APPLICATIONS = 'api::application.application';
const SUBMITTED_MESSAGE = 'Your application has been submitted. A confirmation e-mail is on its way to you.';
const SUBMITTED_BEFORE = 'This application has already been submitted.';

type Person = { email: string; first_name: string | null; last_name: string | null };

const sendConfirmation = (person: Person, applicationId: number) =>
  getService('messaging.mailer').send('application_submitted', {
    to: person.email,
    values: { first_name: person.first_name, last_name: person.last_name },
    applicationId,
    delivery: 'queue',
  });

// Checks every step, the four documents and the pledge, then marks the application submitted
// exactly once and sends the confirmation e-mail. A withdrawn application is not submitted.
export const submitApplication = async (applicantId: number, applicationId: number, body: unknown) => {
  await assertOpenFor(applicantId);
  validateBody(submitSchema, isPlainObject(body) ? { pledge_by_Applicant: body.pledge_by_Applicant } : body);
  const application = await strapi.db.query(APPLICATIONS).findOne({ where: { id: applicationId } });
  assertNotWithdrawn(application);
  if (application.submitted) throw conflict(SUBMITTED_BEFORE);
  const missing = await missingForSubmit(applicantId, application);
  if (missing) throw badRequest(missing);

  // Conditional on `submitted: false`, so two submits at once mark it submitted only once, and on
  // not withdrawn, so a withdrawal meanwhile stands.
  // The confirmation is queued in the same transaction: a submitted application always has it.
  const submittedAt = new Date();
  const person = await getService('applicant.profile').find(applicantId);
  const count = await strapi.db.transaction(async () => {
    const { count: marked } = await strapi.db.query(APPLICATIONS).updateMany({
      where: { id: applicationId, submitted: false, withdrawn_at: { $null: true } },
      data: { submitted: true, submitted_at: submittedAt, status_id: STATUS.SUBMITTED, pledge_by_Applicant: 1, last_saved_step: 'submitted', last_saved_at: submittedAt },
    });
    if (marked === 1) await sendConfirmation(person, applicationId);
    return marked;
  });
  if (count !== 1) {
    assertNotWithdrawn(await strapi.db.query(APPLICATIONS).findOne({ where: { id: applicationId }, select: ['withdrawn_at'] }));
    throw conflict(SUBMITTED_BEFORE);
  }
  return { success: SUBMITTED_MESSAGE, status_id: STATUS.SUBMITTED };
};
