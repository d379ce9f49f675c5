import type { Failure, RequestRecipientCount } from '@bursary/domain/back-office-api';
import type { Core } from '@strapi/strapi';
import { ACCEPT_DECLINE } from '@bursary/domain/constants';
import { documentKindByCode } from '@bursary/domain/options/document-kinds';
import { RESULT_TYPE, type ResultType } from '@bursary/domain/options/results-periods';
import { ApiError, conflict, notFound } from '../../../utils/api-error';
import { fillPlaceholders } from '../../../utils/fill-placeholders';
import { getService } from '../../../utils/get-service';
import { composeStaffEmail } from '../../messaging/utils/staff-message';
import type { StaffActor, StaffIdentity } from '../../../utils/require-staff';
import { mailEach, type Delivery } from '../utils/mail-each';
import type { Audience, Recipient } from './recipients';

const TEMPLATES = 'api::messaging.email-template';

const PAGE_SIZE = 100;

export const APPLICANT_NOT_FOUND = 'Applicant not found.';
export { NO_VALID_EMAIL, type Delivery } from '../utils/mail-each';

export type TemplateKey = 'documents_request' | 'results_request' | 'general_email' | 'late_application';

/** What staff wrote in the e-mail form (subject and body), and who is copied. */
export type StaffMessage = { subject: string; body: string; cc: string[] };

type Template = { key: TemplateKey; subject: string; body: string };
type Values = Record<string, string | number>;

export type DocumentsAudience = { applicantId: number; to: string[] } | { emails: string[] } | { allAccepted: true };
export type ResultsAudience = { applicationIds: number[] } | { accepted: true; isPaid: boolean };

/**
 * Whom a request reaches: its recipients a page at a time, how many they are, what was asked for and
 * has no application, and why nobody when there is nobody. A send mails exactly these and its count
 * counts them, so a confirmation names what is sent.
 */
type Reach<Missing extends string | number> = {
  size: number;
  pages: Iterable<Recipient[]> | AsyncIterable<Recipient[]>;
  notFound: Missing[];
  /** "No application found for these emails: {list}" */
  missing: string | null;
  /** the send's refusal when there is nobody */
  nobody: string;
};

const RESULTS_PERIOD_WORDS: Record<ResultType, string> = {
  [RESULT_TYPE.MID_YEAR]: 'mid-year',
  [RESULT_TYPE.FINAL_YEAR]: 'final-year',
};

// The cms template around what staff wrote: their subject, and their message placed by the
// template (messaging/utils/staff-message.ts), with one greeting and one sign-off.
const compose = (template: Template, values: Values, message: StaffMessage) => ({
  subject: message.subject,
  body: composeStaffEmail(template.body, values, message.body),
});

export const noApplicationForEmails = (emails: string[]) => `No application found for these emails: ${emails.join(', ')}`;
export const noApplicationForIds = (ids: number[]) => `No application found for these applications: ${ids.join(', ')}`;

const acceptedOf = (cycleYear: number): Audience => ({ cycleYear, decision: ACCEPT_DECLINE.ACCEPTED });

// Recipients looked up by e-mail or application id: all in one page.
const lookedUp = <Missing extends string | number>(
  lookup: { found: Recipient[]; notFound: Missing[] },
  describeMissing: (missing: Missing[]) => string,
): Reach<Missing> => ({
  size: lookup.found.length,
  pages: [lookup.found],
  notFound: lookup.notFound,
  missing: lookup.notFound.length > 0 ? describeMissing(lookup.notFound) : null,
  nobody: describeMissing(lookup.notFound),
});

const refusalOf = (reach: Reach<string | number>) =>
  new ApiError(404, reach.nobody, reach.notFound.length > 0 ? { not_found: reach.notFound } : {});

const countOf = (reach: Reach<string | number>, cycleYear: number, subject: string): RequestRecipientCount => ({
  count: reach.size,
  cycle_year: cycleYear,
  subject,
  ...(reach.notFound.length > 0 && { not_found: reach.notFound }),
  ...(reach.size === 0 ? { message: reach.nobody } : reach.missing !== null && { message: reach.missing }),
});

const deliveryOf = (failure: Failure | null): Delivery => ({ sent: failure ? 0 : 1, failed: failure ? [failure] : [] });

const documentList = (codes: number[]) => codes.map((code) => `- ${documentKindByCode(code)?.name ?? code}`).join('\n');

// The e-mails staff send from the back office: documents and results requests (each with its own
// signed upload link per application), general e-mails and late-application invitations. Every
// e-mail goes through the mailer (and its log) and every send leaves an audit row.
const staffEmails = ({ strapi }: { strapi: Core.Strapi }) => {
  const template = async (key: TemplateKey): Promise<Template> => {
    const row = await strapi.db.query(TEMPLATES).findOne({ where: { key }, select: ['key', 'subject', 'body'] });
    if (!row) throw conflict(`The e-mail template "${key}" does not exist. Add it under E-mail templates in the cms.`);
    return row;
  };

  const portal = async () => {
    const settings = await getService('portal.portal-content').settings();
    return {
      cycleYear: settings.cycle_year,
      applicantUrl: settings.applicant_url.replace(/\/+$/, ''),
      values: { cycle_year: settings.cycle_year, applicant_url: settings.applicant_url, admin_url: settings.admin_url },
    };
  };

  const mail = async (
    template: Template,
    to: string[],
    values: Values,
    message: StaffMessage,
    context: { applicationId?: number; staff: StaffIdentity },
  ): Promise<Failure | null> => {
    const { subject, body } = compose(template, values, message);
    const result = await getService('messaging.mailer').sendText({
      to,
      cc: message.cc,
      subject,
      body,
      templateKey: template.key,
      applicationId: context.applicationId,
      sentByUserId: context.staff.userId,
    });
    return result.ok ? null : { email: to.join(', '), error: result.error ?? 'The e-mail could not be sent.' };
  };

  const audit = (staff: StaffActor, action: string, entry: { targetType: string; targetId: string | number | null; after: unknown; outcome: Record<string, unknown> }) =>
    getService('audit.audit-log').record(staff, {
      action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      after: entry.after,
      details: entry.outcome,
    });

  // The applicant's application of the cycle, or why there is none.
  const applicationOfApplicant = async (applicantId: number, cycleYear: number) => {
    const recipient = await getService('outreach.recipients').ofApplicant(applicantId, cycleYear);
    const nobody = recipient === undefined ? APPLICANT_NOT_FOUND : `This applicant has no application for ${cycleYear}.`;
    return { recipient: recipient ?? null, nobody };
  };

  // Every application of the audience, read a page at a time and counted by the same query.
  const everyoneIn = async (audience: Audience, nobody: string): Promise<Reach<never>> => {
    const recipients = getService('outreach.recipients');
    return { size: await recipients.count(audience), pages: recipients.pages(audience, PAGE_SIZE), notFound: [], missing: null, nobody };
  };

  const documentsReach = async (audience: DocumentsAudience, cycleYear: number): Promise<Reach<string>> => {
    if ('applicantId' in audience) {
      const { recipient, nobody } = await applicationOfApplicant(audience.applicantId, cycleYear);
      return { size: recipient ? 1 : 0, pages: [recipient ? [recipient] : []], notFound: [], missing: null, nobody };
    }
    if ('emails' in audience) return lookedUp(await getService('outreach.recipients').byEmails(audience.emails, cycleYear), noApplicationForEmails);
    return everyoneIn(acceptedOf(cycleYear), `There are no accepted applicants for ${cycleYear}.`);
  };

  const resultsReach = async (audience: ResultsAudience, cycleYear: number): Promise<Reach<number>> => {
    if ('applicationIds' in audience) return lookedUp(await getService('outreach.recipients').byApplicationIds(audience.applicationIds), noApplicationForIds);
    const who = audience.isPaid ? 'accepted and paid applicants' : 'accepted applicants';
    return everyoneIn({ ...acceptedOf(cycleYear), isPaid: audience.isPaid }, `There are no ${who} for ${cycleYear}.`);
  };

  return {
    // The documents request form's default subject: the template's ("Request for outstanding documents {cycle_year}").
    async defaultDocumentsSubject() {
      const [{ subject }, { values }] = await Promise.all([template('documents_request'), portal()]);
      return fillPlaceholders(subject, values);
    },

    // Asks for documents through a link to /docsupload/{token}: for one applicant (to the form's
    // addresses), for applicants found by e-mail, or for every accepted applicant of the cycle.
    async requestDocuments(staff: StaffActor, audience: DocumentsAudience, codes: number[], message: StaffMessage) {
      const [documentsTemplate, { cycleYear, applicantUrl, values }] = await Promise.all([template('documents_request'), portal()]);
      const links = getService('messaging.link-tokens');

      const send = async (recipient: Recipient, to: string[]) => {
        const token = await links.issue({ purpose: 'documents_request', applicationId: recipient.applicationId, payload: { files: codes } });
        return mail(
          documentsTemplate,
          to,
          {
            ...values,
            first_name: recipient.firstName,
            last_name: recipient.lastName,
            documents: documentList(codes),
            upload_link: `${applicantUrl}/docsupload/${token}`,
          },
          message,
          { applicationId: recipient.applicationId, staff },
        );
      };
      const after = { cc: message.cc, subject: message.subject, body: message.body, documents: codes };

      if ('applicantId' in audience) {
        const { recipient, nobody } = await applicationOfApplicant(audience.applicantId, cycleYear);
        if (!recipient) throw notFound(nobody);
        const delivery = deliveryOf(await send(recipient, audience.to));
        await audit(staff, 'email.documents_request', {
          targetType: 'application',
          targetId: recipient.applicationId,
          after: { to: audience.to, ...after },
          outcome: { sent: delivery.sent, failed: delivery.failed },
        });
        return { ...delivery, notFound: [] as string[] };
      }

      const reach = await documentsReach(audience, cycleYear);
      if (reach.size === 0) throw refusalOf(reach);
      const delivery = await mailEach(reach.pages, (recipient) => send(recipient, [recipient.email]));
      await audit(staff, 'email.documents_request', {
        targetType: 'applications',
        targetId: null,
        after: { to: 'emails' in audience ? audience.emails : 'all accepted applicants', ...after },
        outcome: { sent: delivery.sent, failed: delivery.failed, not_found: reach.notFound },
      });
      return { ...delivery, notFound: reach.notFound };
    },

    // How many e-mails requestDocuments would send now (with `subject`), and to whom not.
    async countDocumentsRequest(audience: DocumentsAudience, subject: string) {
      const { cycleYear } = await portal();
      return countOf(await documentsReach(audience, cycleYear), cycleYear, subject);
    },

    // Asks for mid-year or final-year results through a link to /uploadresults/{token}, one per
    // application: the selected ones, or the cycle's accepted (and paid) applicants.
    async requestResults(staff: StaffActor, audience: ResultsAudience, resultType: ResultType, message: StaffMessage) {
      const [resultsTemplate, { cycleYear, applicantUrl, values }] = await Promise.all([template('results_request'), portal()]);
      const links = getService('messaging.link-tokens');

      const send = async (recipient: Recipient) => {
        const token = await links.issue({ purpose: 'results_request', applicationId: recipient.applicationId, payload: { resultType } });
        return mail(
          resultsTemplate,
          [recipient.email],
          {
            ...values,
            first_name: recipient.firstName,
            last_name: recipient.lastName,
            results_period: RESULTS_PERIOD_WORDS[resultType],
            upload_link: `${applicantUrl}/uploadresults/${token}`,
          },
          message,
          { applicationId: recipient.applicationId, staff },
        );
      };

      const reach = await resultsReach(audience, cycleYear);
      if (reach.size === 0) throw refusalOf(reach);
      const delivery = await mailEach(reach.pages, send);
      const sentTo = 'applicationIds' in audience
        ? { application_ids: audience.applicationIds }
        : { to: audience.isPaid ? 'accepted and paid applicants' : 'accepted applicants' };
      await audit(staff, 'email.results_request', {
        targetType: 'applications',
        targetId: null,
        after: { ...sentTo, result_type: resultType, cc: message.cc, subject: message.subject, body: message.body },
        outcome: { sent: delivery.sent, failed: delivery.failed, not_found: reach.notFound },
      });
      return { ...delivery, notFound: reach.notFound };
    },

    // How many e-mails requestResults would send now (with `subject`), and to whom not.
    async countResultsRequest(audience: ResultsAudience, subject: string) {
      const { cycleYear } = await portal();
      return countOf(await resultsReach(audience, cycleYear), cycleYear, subject);
    },

    // The general_email template's frame to every address in `to`, one message each (each with the
    // staff's cc), so that no student sees another's address; each message is in the mail log.
    async sendGeneral(staff: StaffActor, to: string[], message: StaffMessage) {
      const [generalTemplate, { values }] = await Promise.all([template('general_email'), portal()]);
      const delivery = await mailEach([to.map((email) => ({ email }))], ({ email }) => mail(generalTemplate, [email], values, message, { staff }));
      await audit(staff, 'email.general', {
        targetType: 'email',
        targetId: null,
        after: { to, cc: message.cc, subject: message.subject, body: message.body },
        outcome: { sent: delivery.sent, failed: delivery.failed },
      });
      return delivery;
    },

    // Invites a student to apply after the closing date through a link to /application?token=, bound to
    // this e-mail: a new student registers there, a returning applicant signs in. Their account may
    // apply while the link lasts.
    async inviteLateApplicant(staff: StaffActor, email: string, message: StaffMessage) {
      const address = email.trim().toLowerCase();
      const [lateTemplate, { applicantUrl, values }] = await Promise.all([template('late_application'), portal()]);
      const { token, hasAccount } = await getService('account.late-invitations').issue(address);
      const link = `${applicantUrl}/application?token=${token}`;
      const delivery = deliveryOf(await mail(lateTemplate, [address], { ...values, application_link: link }, message, { staff }));
      await audit(staff, 'email.late_application', {
        targetType: 'invitation',
        targetId: address,
        after: { email: address, has_account: hasAccount, cc: message.cc, subject: message.subject, body: message.body },
        outcome: { sent: delivery.sent, failed: delivery.failed },
      });
      return delivery;
    },
  };
};

export type StaffEmailsService = ReturnType<typeof staffEmails>;
export default staffEmails;
