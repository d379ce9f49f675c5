import type { Core } from '@strapi/strapi';
import { fillPlaceholders } from '../../../utils/fill-placeholders';
import { getService } from '../../../utils/get-service';
import { queuePolicies } from '../../../jobs/job-queue';
import type { LetterAttachments } from './mail-delivery';

const TEMPLATES = 'api::messaging.email-template';
const LOGS = 'api::messaging.email-log';

// The log's subject and template key are string columns (255 characters on PostgreSQL).
const STRING_MAX = 255;

export type Recipients = string | string[];

export type MailContext = {
  to: Recipients;
  cc?: Recipients;
  applicationId?: number;
  sentByUserId?: number;
  /** PDFs of these letters go with the message, made when it is sent. */
  letters?: LetterAttachments;
  /** The bulk letter run the message belongs to (its progress counts it). */
  letterRunId?: number;
  /**
   * `now` (the default, outside a transaction): the message is queued, then tried at once, and the
   * answer says how that went; a relay that is down for a while only delays it (the queue tries
   * again). `queue`: queued in the caller's transaction, sent by a worker, the answer at once.
   */
  delivery?: 'now' | 'queue';
};

/** ok: sent, or queued to be sent; an error when it could not be and never will (or could not be queued). */
export type MailResult = { ok: boolean; error: string | null };

type Values = Record<string, string | number | null | undefined>;

const addressList = (recipients: Recipients | undefined) =>
  (Array.isArray(recipients) ? recipients : [recipients ?? '']).map((address) => address.trim()).filter(Boolean).join(', ');

const messageOf = (caught: unknown) => (caught instanceof Error && caught.message) || String(caught);

// One line, so a value placed in the subject cannot start a new header.
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

// Every e-mail the portal sends goes through here, as plain text. It is written to the e-mail log,
// which is also the outbox (db/email-outbox.ts), with a delivery job (services/mail-delivery.ts):
// a message the portal has said it sent is never lost with a process, and a relay that refuses for
// a while is tried again. Outside a transaction it never throws: a message that cannot go is
// logged and reported, and must not undo what caused it.
const mailer = ({ strapi }: { strapi: Core.Strapi }) => {
  const logFailure = async (mail: MailContext & { subject?: string | null; templateKey: string | null; error: string }) => {
    try {
      await strapi.db.query(LOGS).create({ data: { ...rowOf(mail), delivery_status: 'failed', error: mail.error } });
    } catch (error) {
      strapi.log.error(`Could not log the e-mail to ${addressList(mail.to)}: ${(error as Error).message}`);
    }
  };

  const rowOf = (mail: MailContext & { subject?: string | null; templateKey: string | null }) => ({
    to: addressList(mail.to),
    cc: addressList(mail.cc) || null,
    subject: mail.subject?.slice(0, STRING_MAX) ?? null,
    template_key: mail.templateKey?.slice(0, STRING_MAX) ?? null,
    application: mail.applicationId ?? null,
    sent_by: mail.sentByUserId ?? null,
    letter_run_id: mail.letterRunId ?? null,
    sent_at: new Date(),
  });

  const post = async (mail: MailContext & { subject: string; body: string; templateKey: string | null }): Promise<MailResult> => {
    const delivery = getService('messaging.mail-delivery');
    const isNow = (mail.delivery ?? 'now') === 'now' && !strapi.db.inTransaction();
    let id: number;
    try {
      id = await strapi.db.transaction(async () => {
        const row = await strapi.db.query(LOGS).create({
          data: { ...rowOf(mail), subject: oneLine(mail.subject).slice(0, STRING_MAX), body: mail.body, letters: mail.letters ?? null, delivery_status: 'queued', attempts: 0 },
        });
        // Tried now, the job is only the backstop: it starts once the try's claim has run out.
        await delivery.queue(row.id, isNow ? queuePolicies()['mail-delivery'].expireInSeconds : 0);
        return row.id as number;
      });
    } catch (caught) {
      // Inside the caller's transaction the change and its e-mail go together, or neither does.
      if (strapi.db.inTransaction()) throw caught;
      const error = messageOf(caught);
      strapi.log.error(`E-mail "${mail.templateKey ?? mail.subject}" to ${addressList(mail.to)} could not be queued: ${error}`);
      await logFailure({ ...mail, subject: oneLine(mail.subject), error });
      return { ok: false, error };
    }
    if (!isNow) return { ok: true, error: null };
    const outcome = await delivery.deliver(id);
    return outcome.state === 'failed' ? { ok: false, error: outcome.error } : { ok: true, error: null };
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
        await logFailure({ ...mail, subject: null, templateKey, error });
        return { ok: false, error };
      }
      return post({ ...mail, templateKey, ...rendered });
    },

    /** A message that cannot be sent at all (no usable address, say), logged failed with why. */
    logUndeliverable: (mail: MailContext & { templateKey: string; error: string }) => logFailure(mail),

    // An e-mail written by staff, sent as it is.
    sendText(mail: MailContext & { subject: string; body: string; templateKey?: string }) {
      return post({ ...mail, templateKey: mail.templateKey ?? null });
    },
  };
};

export type MailerService = ReturnType<typeof mailer>;
export default mailer;
