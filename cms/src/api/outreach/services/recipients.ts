import { applicantExists } from '../../../db/applicants';
import {
  audiencePage,
  audienceSize,
  recipientOfApplicant,
  recipientsByApplicationIds,
  recipientsByEmails,
  type Audience,
  type RecipientRow,
} from '../../../db/outreach';

export type { Audience };

/** An applicant reached through one application. */
export type Recipient = { applicationId: number; applicantId: number; email: string; firstName: string; lastName: string };

const recipientOf = (row: RecipientRow): Recipient => ({
  applicationId: Number(row.application_id),
  applicantId: Number(row.applicant_id),
  email: (row.email ?? '').trim(),
  firstName: row.first_name ?? '',
  lastName: row.last_name ?? '',
});

// Who the staff e-mails reach: applicants with their application, found by applicant, e-mail,
// application id or decision (db/outreach.ts reads them).
const recipients = () => ({
  // The applicant's application for the cycle year; null when the applicant has none, undefined
  // when there is no such applicant.
  async ofApplicant(applicantId: number, cycleYear: number): Promise<Recipient | null | undefined> {
    const row = await recipientOfApplicant(applicantId, cycleYear);
    if (row) return recipientOf(row);
    return (await applicantExists(applicantId)) ? null : undefined;
  },

  // Applicants with an application for the cycle year, by their e-mail (any case); each
  // application once, in the order the e-mails were given.
  async byEmails(emails: string[], cycleYear: number) {
    const wanted = [...new Set(emails.map((email) => email.toLowerCase()))];
    const rows = await recipientsByEmails(wanted, cycleYear);
    const byEmail = new Map(rows.map((row) => [(row.email ?? '').toLowerCase(), recipientOf(row)]));
    return {
      found: wanted.flatMap((email) => (byEmail.has(email) ? [byEmail.get(email)!] : [])),
      notFound: wanted.filter((email) => !byEmail.has(email)),
    };
  },

  // Applications of any year by id, in the order given, each once.
  async byApplicationIds(ids: number[]) {
    const wanted = [...new Set(ids)];
    const rows = await recipientsByApplicationIds(wanted);
    const byId = new Map(rows.map((row) => [Number(row.application_id), recipientOf(row)]));
    return {
      found: wanted.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])),
      notFound: wanted.filter((id) => !byId.has(id)),
    };
  },

  async count(audience: Audience): Promise<number> {
    return audienceSize(audience);
  },

  // The audience a page at a time in application order, so memory stays flat however many there
  // are; each page is read when the previous one is done (a letter sent meanwhile is not read again).
  async *pages(audience: Audience, pageSize: number): AsyncGenerator<Recipient[]> {
    let afterId = 0;
    for (;;) {
      const rows = await audiencePage(audience, afterId, pageSize);
      if (rows.length === 0) return;
      afterId = Number(rows[rows.length - 1].application_id);
      yield rows.map(recipientOf);
    }
  },
});

export type RecipientsService = ReturnType<typeof recipients>;
export default recipients;
