import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type AddressObject } from 'mailparser';

// Recipients at this domain are refused by the test SMTP server, as a relay refuses an unknown mailbox.
export const UNDELIVERABLE_DOMAIN = 'undeliverable.test';
// Recipients at this domain are refused for now (451) the first GREYLISTED_TRIES times a message is
// addressed to them, then accepted: a relay greylisting, or busy for a while.
export const GREYLISTED_DOMAIN = 'greylisted.test';
export const GREYLISTED_TRIES = 2;

export type Mail = {
  file: string;
  recipients: string[];
  from: string;
  to: string[];
  cc: string[];
  subject: string;
  text: string;
  html: string | false;
  /** content in base64 */
  attachments: { filename: string; contentType: string; content: string }[];
};

const addressesOf = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) => group.value.map((entry) => entry.address ?? ''));

/** A message whose answer a slow mailbox is holding: how many it accepted before it, and for whom it is. */
export type Holding = { accepted: number; recipients: string[] };

export type MailboxOptions = {
  /**
   * A slow relay (tests/cluster): each message's final answer (250) is held this long once the
   * message is in. One whose client goes away meanwhile is discarded, as a relay that never said
   * 250 does not deliver it (the client must send it again). 0, the default: answered at once.
   */
  acceptDelayMs?: number;
  /** Called as each message's answer starts being held. */
  onHolding?: (holding: Holding) => void;
};

// The run's SMTP server (started by global-setup before Strapi): each message it accepts is parsed
// and written as JSON into its own file in a temporary folder, which tests read through TEST_MAILBOX_DIR
// (a test's own mailbox through receivedMails(its dir)).
export const startMailbox = async ({ acceptDelayMs = 0, onHolding }: MailboxOptions = {}) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bursary-mailbox-'));
  let received = 0;
  // The recipients of the messages discarded, their client gone before the answer.
  const discarded: string[] = [];
  // The connections (session ids) whose client has gone.
  const closed = new Set<string>();
  // The messages whose answer is being held, by connection (one message at a time on each).
  const holding = new Map<string, string[]>();
  // Set by holdAll(): no held message is accepted until releaseAll(), so a test can stop a client at
  // a point of its choosing with nothing accepted that the client has not heard of.
  let holdingAll = false;
  const answer = (sessionId: string, recipients: string[], accept: () => void, refuse: (error: Error) => void) => {
    if (!acceptDelayMs) return accept();
    holding.set(sessionId, recipients);
    onHolding?.({ accepted: received, recipients });
    const settle = () => {
      if (closed.has(sessionId)) {
        holding.delete(sessionId);
        discarded.push(...recipients);
        return refuse(new Error('The client went away before the message was accepted'));
      }
      if (holdingAll) return void setTimeout(settle, 50);
      holding.delete(sessionId);
      accept();
    };
    setTimeout(settle, acceptDelayMs);
  };
  const refusedFor = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 1000,
    onClose(session) {
      if (acceptDelayMs) closed.add(session.id);
    },
    onRcptTo(address, _session, callback) {
      const recipient = address.address.toLowerCase();
      if (recipient.endsWith(`@${UNDELIVERABLE_DOMAIN}`)) {
        return callback(Object.assign(new Error(`Mailbox ${address.address} does not exist`), { responseCode: 550 }));
      }
      const refused = refusedFor.get(recipient) ?? 0;
      if (recipient.endsWith(`@${GREYLISTED_DOMAIN}`) && refused < GREYLISTED_TRIES) {
        refusedFor.set(recipient, refused + 1);
        return callback(Object.assign(new Error(`Greylisted: try ${address.address} again later`), { responseCode: 451 }));
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream).then((parsed) => {
        const recipients = session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase());
        const accept = () => {
          received += 1;
          const file = `${Date.now()}-${String(received).padStart(6, '0')}.json`;
          const mail: Mail = {
            file,
            recipients,
            from: parsed.from?.text ?? '',
            to: addressesOf(parsed.to),
            cc: addressesOf(parsed.cc),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: parsed.html,
            attachments: parsed.attachments.map((attachment) => ({
              filename: attachment.filename ?? '',
              contentType: attachment.contentType,
              content: attachment.content.toString('base64'),
            })),
          };
          // Written whole, then renamed, so a reader never sees half a message.
          fs.writeFileSync(path.join(dir, `${file}.part`), JSON.stringify(mail));
          fs.renameSync(path.join(dir, `${file}.part`), path.join(dir, file));
          callback();
        };
        answer(session.id, recipients, accept, callback);
      }, callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  // A client gone mid-conversation (a cms a test killed while it was sending) is that client's
  // failure, seen by it, not the mailbox's: smtp-server emits it as the server's 'error', which
  // unheard would end whichever test file is running in this process (read ECONNRESET).
  server.on('error', () => {});
  return {
    dir,
    port: (server.server.address() as AddressInfo).port,
    /** The recipients of the messages held and then discarded, their client gone before the answer. */
    discarded: () => [...discarded],
    /** The recipients of the messages whose answer is being held now. */
    holding: () => [...holding.values()].flat(),
    /** From now on no message is accepted: each is held until releaseAll() or its client goes. */
    holdAll: () => {
      holdingAll = true;
    },
    releaseAll: () => {
      holdingAll = false;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

// Every message the SMTP server (the run's, or the one writing into `dir`) accepted so far, oldest first.
export const receivedMails = (dir = process.env.TEST_MAILBOX_DIR!): Mail[] =>
  fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Mail);

// Every message delivered to this address so far (as To or Cc), oldest first.
export const mailsTo = (address: string, dir?: string): Mail[] => {
  const wanted = address.toLowerCase();
  return receivedMails(dir).filter((mail) => mail.recipients.includes(wanted));
};

// Messages this test file has already been handed by waitForMail: each is handed over once, so
// waiting twice for the same address gets the second message.
const handedOver = new Set<string>();

export const waitForMail = async (to: string, { subject, timeoutMs = 10_000 }: { subject?: string | RegExp; timeoutMs?: number } = {}) => {
  const isWanted = (mail: Mail) =>
    !handedOver.has(mail.file) &&
    (subject === undefined || (typeof subject === 'string' ? mail.subject.includes(subject) : subject.test(mail.subject)));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = mailsTo(to).find(isWanted);
    if (mail) {
      handedOver.add(mail.file);
      return mail;
    }
    if (Date.now() > deadline) throw new Error(`No e-mail to ${to}${subject ? ` with subject ${subject}` : ''} arrived within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};
