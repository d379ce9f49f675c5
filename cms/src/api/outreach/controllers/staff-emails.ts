import { documentsRequestSchema } from '@bursary/domain/schemas/documents-request';
import { generalEmailSchema } from '@bursary/domain/schemas/general-email';
import { lateApplicationSchema } from '@bursary/domain/schemas/late-application';
import { resultsRequestSchema } from '@bursary/domain/schemas/results-request';
import { parseRecipients } from '@bursary/domain/recipients';
import type { ResultType } from '@bursary/domain/options/results-periods';
import { badRequest } from '../../../utils/api-error';
import { getService } from '../../../utils/get-service';
import { requireStaffActor } from '../../../utils/require-staff';
import { isPlainObject } from '../../../utils/validate-body';
import { validateStaffForm } from '../../review/utils/validate-staff-form';
import { noApplicationForEmails, noApplicationForIds, type Delivery, type StaffMessage } from '../services/staff-emails';
import { readRecordId } from '../../../utils/record-id';

export const ONE_RESULTS_AUDIENCE = 'Choose either accepted applicants or accepted and paid applicants, not both.';

const isGiven = (value: unknown) => value !== undefined && value !== null && value !== '';
// A ticked checkbox arrives as true, 1 or "true".
const isTicked = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';

const fieldOf = (body: unknown, field: string) => (isPlainObject(body) ? body[field] : undefined);

const GIVE_APPLICANT_ID = 'Give the applicant_id of the applicant to e-mail.';
const applicantIdOf = (raw: unknown) => {
  const id = readRecordId(raw, GIVE_APPLICANT_ID);
  if (id === null) throw badRequest(GIVE_APPLICANT_ID);
  return id;
};

const isBlank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

// A list field sent as one value is a list of one; anything else that is not a list counts as not
// sent, so it gets the field's own message ("Select document", "Select at least one applicant").
const asList = (value: unknown) => {
  if (Array.isArray(value)) return value;
  return (typeof value === 'number' || typeof value === 'string') && value !== '' ? [value] : undefined;
};

const withList = (body: unknown, field: string) => (isPlainObject(body) ? { ...body, [field]: asList(body[field]) } : body);

// The documents request form's subject, else the default one.
const withDocumentsSubject = async (body: unknown) =>
  isPlainObject(body) && isBlank(body.subject)
    ? { ...body, subject: await getService('outreach.staff-emails').defaultDocumentsSubject() }
    : body;

const messageOf = (values: { subject: string; body: string; cc?: string | null }): StaffMessage => ({
  subject: values.subject,
  body: values.body,
  cc: parseRecipients(values.cc),
});

// Nothing sent and something failed: the mail server's refusal, as an error the back office shows.
const answer = (ctx: any, success: string, delivery: Delivery, extra: Record<string, unknown> = {}) => {
  const counts = { sent: delivery.sent, failed: delivery.failed, ...extra };
  if (delivery.sent === 0 && delivery.failed.length > 0) {
    ctx.status = 502;
    ctx.body = { error: `The e-mail could not be sent: ${delivery.failed[0].error}`, ...counts };
    return;
  }
  ctx.body = { success, ...counts };
};

export default {
  // POST /api/senddocumentsrequest { to, cc, subject, field, body, applicant_id? , all_accepted? }
  async documentsRequest(ctx: any) {
    const staff = await requireStaffActor(ctx);
    const emails = getService('outreach.staff-emails');
    const body = withList(await withDocumentsSubject(ctx.request.body), 'field');
    const rawApplicantId = fieldOf(body, 'applicant_id');

    let outcome: Delivery & { notFound: string[] };
    if (isGiven(rawApplicantId)) {
      const applicantId = applicantIdOf(rawApplicantId);
      const values = validateStaffForm(documentsRequestSchema, body);
      const audience = { applicantId, to: parseRecipients(values.to) };
      outcome = await emails.requestDocuments(staff, audience, values.field, messageOf(values));
    } else if (isTicked(fieldOf(body, 'all_accepted'))) {
      const values = validateStaffForm(documentsRequestSchema.omit(['to']), body);
      outcome = await emails.requestDocuments(staff, { allAccepted: true }, values.field, messageOf(values));
    } else {
      const values = validateStaffForm(documentsRequestSchema, body);
      outcome = await emails.requestDocuments(staff, { emails: parseRecipients(values.to) }, values.field, messageOf(values));
    }
    const missing = outcome.notFound.length > 0 ? { not_found: outcome.notFound, message: noApplicationForEmails(outcome.notFound) } : {};
    answer(ctx, 'Documents request sent', outcome, missing);
  },

  // POST /api/sendresultrequest { cc, subject, body, resultType, selectedApps | accepted_only | accepted_and_paid }
  async resultsRequest(ctx: any) {
    const staff = await requireStaffActor(ctx);
    const emails = getService('outreach.staff-emails');
    const body = withList(ctx.request.body, 'selectedApps');
    const isAccepted = isTicked(fieldOf(body, 'accepted_only'));
    const isPaid = isTicked(fieldOf(body, 'accepted_and_paid'));
    if (isAccepted && isPaid) throw badRequest(ONE_RESULTS_AUDIENCE);

    let outcome: Delivery & { notFound: number[] };
    if (isAccepted || isPaid) {
      const values = validateStaffForm(resultsRequestSchema.omit(['selectedApps']), body);
      outcome = await emails.requestResults(staff, { accepted: true, isPaid }, values.resultType as ResultType, messageOf(values));
    } else {
      const values = validateStaffForm(resultsRequestSchema, body);
      const audience = { applicationIds: values.selectedApps };
      outcome = await emails.requestResults(staff, audience, values.resultType as ResultType, messageOf(values));
    }
    const missing = outcome.notFound.length > 0 ? { not_found: outcome.notFound, message: noApplicationForIds(outcome.notFound) } : {};
    answer(ctx, 'Results request sent', outcome, missing);
  },

  // POST /api/sendgeneralemails { to, cc, subject, body }
  async generalEmail(ctx: any) {
    const staff = await requireStaffActor(ctx);
    const values = validateStaffForm(generalEmailSchema, ctx.request.body);
    answer(ctx, 'Email sent', await getService('outreach.staff-emails').sendGeneral(staff, parseRecipients(values.to), messageOf(values)));
  },

  // POST /api/sendlateapplicationrequest { email, cc, subject, body }
  async lateApplication(ctx: any) {
    const staff = await requireStaffActor(ctx);
    const values = validateStaffForm(lateApplicationSchema, ctx.request.body);
    answer(ctx, 'Late application request sent', await getService('outreach.staff-emails').inviteLateApplicant(staff, values.email, messageOf(values)));
  },
};
