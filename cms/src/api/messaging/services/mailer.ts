import type { Core } from '@strapi/strapi';
import { fillPlaceholders } from '../../../utils/fill-placeholders';
import { getService } from '../../../utils/get-service';

const TEMPLATES = 'api::messaging.email-template';
const LOGS = 'api::messaging.email-log';

// The log's subject and template key are string columns (255 characters on PostgreSQL).
const STRING_MAX = 255;

export type Recipients = string | string[];

export type MailAttachment = { filename: string; content: Buffer; contentType: string };

export type MailContext = {
  to: Recipients;
  cc?: Recipients;
  applicationId?: number;
  sentByUserId?: number;
  attachments?: MailAttachment[];
};

export type MailResult = { ok: boolean; error: string | null };

type Values = Record<string, string | number | null | undefined>;

const addressList = (recipients: Recipients | undefined) =>
  (Array.isArray(recipients) ? recipients : [recipients ?? '']).map((address) => address.trim()).filter(Boolean).join(', ');

const messageOf = (caught: unknown) => (caught instanceof Error && caught.message) || String(caught);

// One line, so a value placed in the subject cannot start a new header.
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

// Sends the portal's e-mails as plain text through Strapi's email plugin (nodemailer) and logs every
// attempt. Never throws: a failed e-mail is logged and reported, and must not undo what caused it.
const mailer = ({ strapi }: { strapi: Core.Strapi }) => {
  const log = async (entry: MailContext & { subject: string | null; templateKey: string | null; error: string | null }) => {
    try {
      await strapi.db.query(LOGS).create({
        data: {
          to: addressList(entry.to),
          cc: addressList(entry.cc) || null,
          subject: entry.subject?.slice(0, STRING_MAX) ?? null,
          template_key: entry.templateKey?.slice(0, STRING_MAX) ?? null,
          delivery_status: entry.error ? 'failed' : 'sent',
          error: entry.error,
          application: entry.applicationId ?? null,
          sent_by: entry.sentByUserId ?? null,
          sent_at: new Date(),
        },
      });
    } catch (error) {
      strapi.log.error(`Could not log the e-mail to ${addressList(entry.to)}: ${(error as Error).message}`);
    }
  };

  const deliver = async (mail: MailContext & { subject: string; body: string; templateKey: string | null }): Promise<MailResult> => {
    let error: string | null = null;
    try {
      // An empty html stops the provider from sending the text again as HTML, where a name typed by
      // an applicant would be read as markup.
      await strapi.plugin('email').service('email').send({
        to: addressList(mail.to),
        ...(addressList(mail.cc) && { cc: addressList(mail.cc) }),
        subject: oneLine(mail.subject),
        text: mail.body,
        html: '',
        ...(mail.attachments?.length && { attachments: mail.attachments }),
      });
    } catch (caught) {
      error = messageOf(caught);
      strapi.log.error(`E-mail "${mail.templateKey ?? mail.subject}" to ${addressList(mail.to)} failed: ${error}`);
    }
    await log({ ...mail, subject: oneLine(mail.subject), error });
    return { ok: !error, error };
  };

  const render = async (templateKey: string, values: Values) => {
    const template: { subject: string; body: string } | null = await strapi.db
      .query(TEMPLATES)
      .findOne({ where: { key: templateKey }, select: ['subject', 'body'] });
    if (!template) throw new Error(`The e-mail template "${templateKey}" does not exist. Add it under E-mail templates in the cms.`);
    const { cycle_year, applicant_url, admin_url } = await getService('portal.portal-content').settings();
    const filled = { cycle_year, applicant_url, admin_url, ...values };
    return { subject: fillPlaceholders(template.subject, filled), body: fillPlaceholders(template.body, filled) };
  };

  return {
    // Fills the cms template `templateKey` with `values` (plus cycle_year, applicant_url and admin_url).
    async send(templateKey: string, mail: MailContext & { values?: Values }): Promise<MailResult> {
      let rendered: { subject: string; body: string };
      try {
        rendered = await render(templateKey, mail.values ?? {});
      } catch (caught) {
        const error = messageOf(caught);
        strapi.log.error(`E-mail "${templateKey}" to ${addressList(mail.to)} was not sent: ${error}`);
        await log({ ...mail, subject: null, templateKey, error });
        return { ok: false, error };
      }
      return deliver({ ...mail, templateKey, ...rendered });
    },

    // An e-mail written by staff, sent as it is.
    sendText(mail: MailContext & { subject: string; body: string; templateKey?: string }) {
      return deliver({ ...mail, templateKey: mail.templateKey ?? null });
    },
  };
};

export type MailerService = ReturnType<typeof mailer>;
export default mailer;
