import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type AddressObject } from 'mailparser';

// Recipients at this domain are refused by the test SMTP server, as a relay refuses an unknown mailbox.
export const UNDELIVERABLE_DOMAIN = 'undeliverable.test';

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

// The run's SMTP server (started by global-setup before Strapi): each message it accepts is parsed
// and written as JSON into its own file in a temporary folder, which tests read through TEST_MAILBOX_DIR.
export const startMailbox = async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bursary-mailbox-'));
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 1000,
    onRcptTo(address, _session, callback) {
      if (!address.address.toLowerCase().endsWith(`@${UNDELIVERABLE_DOMAIN}`)) return callback();
      callback(Object.assign(new Error(`Mailbox ${address.address} does not exist`), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      simpleParser(stream).then((parsed) => {
        received += 1;
        const file = `${Date.now()}-${String(received).padStart(6, '0')}.json`;
        const mail: Mail = {
          file,
          recipients: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
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
      }, callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  return {
    dir,
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

// Every message the SMTP server accepted so far, oldest first.
export const receivedMails = (): Mail[] => {
  const dir = process.env.TEST_MAILBOX_DIR!;
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Mail);
};

// Every message delivered to this address so far (as To or Cc), oldest first.
export const mailsTo = (address: string): Mail[] => {
  const wanted = address.toLowerCase();
  return receivedMails().filter((mail) => mail.recipients.includes(wanted));
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
