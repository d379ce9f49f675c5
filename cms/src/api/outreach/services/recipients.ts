import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import type { AcceptDecline } from '@bursary/domain/constants';

/** An applicant reached through one application. */
export type Recipient = { applicationId: number; applicantId: number; email: string; firstName: string; lastName: string };

/** Applications of a cycle year with a decision; `letter` narrows them to those sent (or not yet sent) that e-mail. */
export type Audience = {
  cycleYear: number;
  decision: AcceptDecline;
  isPaid?: boolean;
  letter?: { templateKey: string; wasSent: boolean };
};

type Row = { application_id: number | string; applicant_id: number | string; email: string | null; first_name: string | null; last_name: string | null };

// IN lists stay well below the databases' bound-parameter limits.
const LOOKUP_CHUNK = 500;

const chunks = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));

const recipientOf = (row: Row): Recipient => ({
  applicationId: Number(row.application_id),
  applicantId: Number(row.applicant_id),
  email: (row.email ?? '').trim(),
  firstName: row.first_name ?? '',
  lastName: row.last_name ?? '',
});

// Who the staff e-mails reach: applicants with their application, found by applicant, e-mail,
// application id or decision. Read through knex: bulk sends walk thousands of rows, a page at a time.
const recipients = ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = () => strapi.db.connection;

  const applications = () =>
    knex()('applications as a')
      .join('applications_applicant_lnk as l', 'l.application_id', 'a.id')
      .join('applicants as p', 'p.id', 'l.applicant_id');

  const withRecipientColumns = (query: Knex.QueryBuilder) =>
    query.select('a.id as application_id', 'p.id as applicant_id', 'p.email', 'p.first_name', 'p.last_name');

  const sentLetter = (templateKey: string) =>
    knex()('email_logs as e')
      .join('email_logs_application_lnk as el', 'el.email_log_id', 'e.id')
      .whereRaw('el.application_id = a.id')
      .where({ 'e.template_key': templateKey, 'e.delivery_status': 'sent' })
      .select(knex().raw('1'));

  const paid = () =>
    knex()('application_payments_application_lnk as pl').whereRaw('pl.application_id = a.id').select(knex().raw('1'));

  const inAudience = (audience: Audience) => {
    const query = applications().where({ 'a.application_year': audience.cycleYear, 'a.accept_decline': audience.decision });
    if (audience.isPaid) query.whereExists(paid());
    if (audience.letter) {
      const sent = sentLetter(audience.letter.templateKey);
      if (audience.letter.wasSent) query.whereExists(sent);
      else query.whereNotExists(sent);
    }
    return query;
  };

  return {
    // The applicant's application for the cycle year; null when the applicant has none, undefined
    // when there is no such applicant.
    async ofApplicant(applicantId: number, cycleYear: number): Promise<Recipient | null | undefined> {
      const row: Row | undefined = await withRecipientColumns(
        applications().where({ 'p.id': applicantId, 'a.application_year': cycleYear }),
      ).first();
      if (row) return recipientOf(row);
      const applicant = await knex()('applicants').where({ id: applicantId }).first('id');
      return applicant ? null : undefined;
    },

    // Applicants with an application for the cycle year, by their e-mail (any case); each
    // application once, in the order the e-mails were given.
    async byEmails(emails: string[], cycleYear: number) {
      const wanted = [...new Set(emails.map((email) => email.toLowerCase()))];
      const rows: Row[] = [];
      for (const chunk of chunks(wanted, LOOKUP_CHUNK)) {
        rows.push(
          ...(await withRecipientColumns(
            applications()
              .where('a.application_year', cycleYear)
              .whereRaw(`lower(p.email) in (${chunk.map(() => '?').join(', ')})`, chunk),
          )),
        );
      }
      const byEmail = new Map(rows.map((row) => [(row.email ?? '').toLowerCase(), recipientOf(row)]));
      return {
        found: wanted.flatMap((email) => (byEmail.has(email) ? [byEmail.get(email)!] : [])),
        notFound: wanted.filter((email) => !byEmail.has(email)),
      };
    },

    // Applications of any year by id, in the order given, each once.
    async byApplicationIds(ids: number[]) {
      const wanted = [...new Set(ids)];
      const rows: Row[] = [];
      for (const chunk of chunks(wanted, LOOKUP_CHUNK)) {
        rows.push(...(await withRecipientColumns(applications().whereIn('a.id', chunk))));
      }
      const byId = new Map(rows.map((row) => [Number(row.application_id), recipientOf(row)]));
      return {
        found: wanted.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])),
        notFound: wanted.filter((id) => !byId.has(id)),
      };
    },

    async count(audience: Audience): Promise<number> {
      const row = await inAudience(audience).count({ total: 'a.id' }).first();
      return Number(row?.total ?? 0);
    },

    // The audience a page at a time in application order, so memory stays flat however many there
    // are; each page is read when the previous one is done (a letter sent meanwhile is not read again).
    async *pages(audience: Audience, pageSize: number): AsyncGenerator<Recipient[]> {
      let afterId = 0;
      for (;;) {
        const rows: Row[] = await withRecipientColumns(inAudience(audience).where('a.id', '>', afterId))
          .orderBy('a.id')
          .limit(pageSize);
        if (rows.length === 0) return;
        afterId = Number(rows[rows.length - 1].application_id);
        yield rows.map(recipientOf);
      }
    },
  };
};

export type RecipientsService = ReturnType<typeof recipients>;
export default recipients;
