import type { Core } from '@strapi/strapi';
import { getService } from '../../../utils/get-service';
import { claimMail, markMailAttemptFailed, markMailSent, queuedMailIds, readMail, type OutboxMail } from '../../../db/email-outbox';
import { jobQueue, queuePolicies } from '../../../jobs/job-queue';
import type { LetterKind } from '../../letters/services/letters';

/** The letters a message carries as PDFs, made when it is sent (a job holds no file). */
export type LetterAttachments = { applicantId: number; kinds: LetterKind[] };

/** How one try went: sent; failed for good; to be tried again; or not ours to try (sent, or another is sending). */
export type DeliveryOutcome = { state: 'sent' } | { state: 'failed' | 'retry'; error: string } | { state: 'taken' };

const messageOf = (caught: unknown) => (caught instanceof Error && caught.message) || String(caught);

// A relay's 5xx answer (no such mailbox, say) or an address nodemailer cannot use (no answer code)
// will not change by waiting; 4xx answers, timeouts and refused connections may.
const isPermanent = (caught: any) => {
  const code = Number(caught?.responseCode);
  return code >= 500 || (caught?.code === 'EENVELOPE' && !code);
};

const lettersOf = (mail: OutboxMail): LetterAttachments | null => {
  if (!mail.letters) return null;
  return (typeof mail.letters === 'string' ? JSON.parse(mail.letters) : mail.letters) as LetterAttachments;
};

// Sends the outbox's messages (db/email-outbox.ts) through Strapi's email plugin (nodemailer) as
// plain text, one try at a time, and records each try on the message's log row.
const mailDelivery = ({ strapi }: { strapi: Core.Strapi }) => {
  const attachmentsOf = async (letters: LetterAttachments | null) => {
    if (!letters) return undefined;
    const attachments = [];
    for (const kind of letters.kinds) {
      const { filename, pdf } = await getService('letters.letters').build(kind, letters.applicantId, 'staff');
      attachments.push({ filename, content: pdf, contentType: 'application/pdf' });
    }
    return attachments;
  };

  const send = async (mail: OutboxMail) => {
    const attachments = await attachmentsOf(lettersOf(mail));
    // An empty html stops the provider from sending the text again as HTML, where a name typed by
    // an applicant would be read as markup.
    await strapi.plugin('email').service('email').send({
      to: mail.to,
      ...(mail.cc && { cc: mail.cc }),
      subject: mail.subject ?? '',
      text: mail.body ?? '',
      html: '',
      ...(attachments?.length && { attachments }),
    });
  };

  const deliver = async (id: number): Promise<DeliveryOutcome> => {
    const { retryLimit, expireInSeconds } = queuePolicies()['mail-delivery'];
    if (!(await claimMail(id, expireInSeconds))) return { state: 'taken' };
    const mail = (await readMail(id))!;
    try {
      await send(mail);
    } catch (caught) {
      const error = messageOf(caught);
      const isFinal = isPermanent(caught) || (mail.attempts ?? 1) > retryLimit;
      strapi.log.error(`E-mail "${mail.template_key ?? mail.subject}" to ${mail.to} failed${isFinal ? '' : ' (it will be tried again)'}: ${error}`);
      await markMailAttemptFailed(id, error, isFinal);
      return { state: isFinal ? 'failed' : 'retry', error };
    }
    await markMailSent(id);
    return { state: 'sent' };
  };

  return {
    deliver,

    /** Queues the message's delivery: at once, or (`startAfterSeconds`) as a backstop to a try made now. */
    queue: (id: number, startAfterSeconds = 0) => jobQueue().send('mail-delivery', { id }, { startAfterSeconds }),

    /** This process sends the outbox's messages; a queue that forgets on restart is given the waiting ones again. */
    async startWorking() {
      await jobQueue().work<{ id: number }>('mail-delivery', async ({ id }) => {
        const outcome = await deliver(id);
        // Thrown, the job is tried again after the queue's delay (a claim still held by a process
        // that died runs out by then).
        if (outcome.state === 'retry') throw new Error(outcome.error);
        if (outcome.state === 'taken' && (await readMail(id))?.delivery_status === 'queued') {
          throw new Error(`E-mail ${id} is being sent by another process`);
        }
      });
      if (jobQueue().isDurable) return;
      for (const id of await queuedMailIds()) await jobQueue().send('mail-delivery', { id });
    },
  };
};

export type MailDeliveryService = ReturnType<typeof mailDelivery>;
export default mailDelivery;
