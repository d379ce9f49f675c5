import { applicationReference } from '@bursary/domain/application-reference';
import { UNDELIVERED_EMAILS_PAGE, type UndeliveredEmail, type UndeliveredEmailPage } from '@bursary/domain/back-office-api';
import type { Core } from '@strapi/strapi';
import { toIsoDateTime } from '../../../db/application-sql';
import { readMail, requeueFailedMail } from '../../../db/email-outbox';
import { undeliveredEmailPage, type UndeliveredEmailRow } from '../../../db/undelivered-emails';
import { conflict, notFound } from '../../../utils/api-error';
import { getService } from '../../../utils/get-service';
import type { StaffActor } from '../../../utils/require-staff';

export const EMAIL_NOT_FOUND = 'E-mail not found.';
export const ONLY_FAILED_RESENT = 'Only an e-mail that could not be delivered can be sent again: this one has been sent, or is still being tried.';
export const RESENT = 'The e-mail is being sent again.';

const entryOf = (row: UndeliveredEmailRow): UndeliveredEmail => ({
  id: Number(row.id),
  to: row.to,
  cc: row.cc,
  subject: row.subject,
  template_key: row.template_key,
  state: row.delivery_status === 'failed' ? 'failed' : 'retrying',
  error: row.error,
  attempts: Number(row.attempts ?? 0),
  written_at: toIsoDateTime(row.created_at)!,
  last_tried_at: toIsoDateTime(row.updated_at),
  application:
    row.application_id === null || row.application_id === undefined
      ? null
      : { id: Number(row.application_id), reference: applicationReference({ applicationId: row.application_id, applicationYear: row.application_year! }) },
});

// The e-mails that did not reach their applicants, across all of them: those given up and those
// still being tried (the outbox, db/email-outbox.ts), and a failed one sent again.
const undeliveredEmails = ({ strapi }: { strapi: Core.Strapi }) => ({
  async page(_staff: StaffActor, page: number): Promise<UndeliveredEmailPage> {
    const { rows, total } = await undeliveredEmailPage(page, UNDELIVERED_EMAILS_PAGE);
    return { emails: rows.map(entryOf), total, page, page_size: UNDELIVERED_EMAILS_PAGE };
  },

  /** Back in the outbox with its tries counted afresh, and in the access log; 404 unknown, 409 not failed. */
  async resend(staff: StaffActor, emailId: number) {
    const mail = await readMail(emailId);
    if (!mail) throw notFound(EMAIL_NOT_FOUND);
    await strapi.db.transaction(async ({ trx }) => {
      if (!(await requeueFailedMail(emailId, trx))) throw conflict(ONLY_FAILED_RESENT);
      await getService('messaging.mail-delivery').queue(emailId);
      await getService('audit.audit-log').record(staff, {
        action: 'email.resend',
        targetType: 'email',
        targetId: emailId,
        details: { template_key: mail.template_key, subject: mail.subject, attempts_before: mail.attempts },
      });
    });
    return { success: RESENT };
  },
});

export type UndeliveredEmailsService = ReturnType<typeof undeliveredEmails>;
export default undeliveredEmails;
