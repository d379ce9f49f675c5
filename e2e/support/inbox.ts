import { E2E } from './e2e-env';

type InboxMail = { subject: string; text: string; to: { address: string }[] };

// The SMTP sink npm start runs (maildev); its JSON API lists what the portal sent. With a subject,
// only a mail with that subject counts (an applicant also gets e.g. the application-received mail).
export const waitForMail = async (to: string, timeoutMs = 15_000, subject?: string): Promise<InboxMail> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails: InboxMail[] = await (await fetch(`${E2E.inboxUrl}/email`)).json();
    const mail = mails.find(
      (candidate) =>
        (subject === undefined || candidate.subject === subject) &&
        candidate.to.some((recipient) => recipient.address.toLowerCase() === to.toLowerCase()),
    );
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`No e-mail to ${to}${subject === undefined ? '' : ` with the subject "${subject}"`} arrived within ${timeoutMs / 1000} s`);
};

// Every mail in the inbox with exactly this subject (maildev keeps the whole run's mail).
export const mailsWithSubject = async (subject: string): Promise<InboxMail[]> => {
  const mails: InboxMail[] = await (await fetch(`${E2E.inboxUrl}/email`)).json();
  return mails.filter((mail) => mail.subject === subject);
};
