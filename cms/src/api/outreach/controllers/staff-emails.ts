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

const ALL_ACCEPTED_DOCUMENTS = documentsRequestSchema.omit(['to']);
const GROUP_RESULTS = resultsRequestSchema.omit(['selectedApps']);

// The documents request a body asks for, checked: to one applicant (applicant_id), whose e-mail goes
// to the addresses in to; to every accepted applicant of the cycle (all_accepted); else to the
// applicants with the e-mails in to. The send and its count read a body alike.
const documentsRequestOf = async (body: unknown) => {
  const form = withList(await withDocumentsSubject(body), 'field');
  const rawApplicantId = fieldOf(form, 'applicant_id');
  if (isGiven(rawApplicantId)) {
    const applicantId = applicantIdOf(rawApplicantId);
    const values = validateStaffForm(documentsRequestSchema, form);
    return { values, audience: { applicantId, to: parseRecipients(values.to) } };
  }
  if (isTicked(fieldOf(form, 'all_accepted'))) return { values: validateStaffForm(ALL_ACCEPTED_DOCUMENTS, form), audience: { allAccepted: true as const } };
  const values = validateStaffForm(documentsRequestSchema, form);
  return { values, audience: { emails: parseRecipients(values.to) } };
};

// The results request a body asks for, checked: from the cycle's accepted applicants (accepted_only)
// or accepted and paid ones (accepted_and_paid), never both; else from the applications in selectedApps.
const resultsRequestOf = (body: unknown) => {
  const form = withList(body, 'selectedApps');
  const isAccepted = isTicked(fieldOf(form, 'accepted_only'));
  const isPaid = isTicked(fieldOf(form, 'accepted_and_paid'));
  if (isAccepted && isPaid) throw badRequest(ONE_RESULTS_AUDIENCE);
  if (isAccepted || isPaid) return { values: validateStaffForm(GROUP_RESULTS, form), audience: { accepted: true as const, isPaid } };
  const values = validateStaffForm(resultsRequestSchema, form);
  return { values, audience: { applicationIds: values.selectedApps } };
};

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
    const { values, audience } = await documentsRequestOf(ctx.request.body);
    const outcome = await getService('outreach.staff-emails').requestDocuments(staff, audience, values.field, messageOf(values));
    const missing = outcome.notFound.length > 0 ? { not_found: outcome.notFound, message: noApplicationForEmails(outcome.notFound) } : {};
    answer(ctx, 'Documents request sent', outcome, missing);
  },

  // POST /api/senddocumentsrequest/count, the send's body: how many it would e-mail now; sends nothing.
  async documentsRequestCount(ctx: any) {
    await requireStaffActor(ctx);
    const { values, audience } = await documentsRequestOf(ctx.request.body);
    ctx.body = await getService('outreach.staff-emails').countDocumentsRequest(audience, values.subject);
  },

  // POST /api/sendresultrequest { cc, subject, body, resultType, selectedApps | accepted_only | accepted_and_paid }
  async resultsRequest(ctx: any) {
    const staff = await requireStaffActor(ctx);
    const { values, audience } = resultsRequestOf(ctx.request.body);
    const outcome = await getService('outreach.staff-emails').requestResults(staff, audience, values.resultType as ResultType, messageOf(values));
    const missing = outcome.notFound.length > 0 ? { not_found: outcome.notFound, message: noApplicationForIds(outcome.notFound) } : {};
    answer(ctx, 'Results request sent', outcome, missing);
  },

  // POST /api/sendresultrequest/count, the send's body: how many it would e-mail now; sends nothing.
  async resultsRequestCount(ctx: any) {
    await requireStaffActor(ctx);
    const { values, audience } = resultsRequestOf(ctx.request.body);
    ctx.body = await getService('outreach.staff-emails').countResultsRequest(audience, values.subject);
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
