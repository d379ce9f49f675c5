import type { Knex } from 'knex';
import type { AcceptDecline } from '@bursary/domain/constants';
import { IS_IN_PROGRESS } from './application-sql';
import { knexOf } from './connection';
import { LINK, TABLE } from './tables';

// Who the staff e-mails reach (applicants with their application, read through knex: bulk sends
// walk thousands of rows, a page at a time), and the progress of the bulk letter runs.

/**
 * Applications of a cycle year with a decision, or in progress (started, neither submitted nor
 * withdrawn); `letter` narrows them to those sent (or not yet sent) that e-mail, ever or since a moment.
 */
export type Audience = {
  cycleYear: number;
  letter?: { templateKey: string; wasSent: boolean; since?: Date };
} & ({ decision: AcceptDecline; isPaid?: boolean } | { inProgress: true });

/** An application with its applicant's e-mail and names, as stored. */
export type RecipientRow = {
  application_id: number | string;
  applicant_id: number | string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
};

const APPLICATION_APPLICANT = LINK.applicationApplicant;
const EMAIL_APPLICATION = LINK.emailLogApplication;
const PAYMENT_APPLICATION = LINK.paymentApplication;

// IN lists stay well below the databases' bound-parameter limits.
const LOOKUP_CHUNK = 500;

const chunks = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));

const applications = () =>
  knexOf()(`${TABLE.applications} as a`)
    .join(`${APPLICATION_APPLICANT.table} as l`, `l.${APPLICATION_APPLICANT.application}`, 'a.id')
    .join(`${TABLE.applicants} as p`, 'p.id', `l.${APPLICATION_APPLICANT.applicant}`);

const withRecipientColumns = (query: Knex.QueryBuilder) =>
  query.select('a.id as application_id', 'p.id as applicant_id', 'p.email', 'p.first_name', 'p.last_name');

// Correlated to `a`: the application's e-mail with the template went out, or waits in the outbox
// to go (since a moment, when given).
const sentLetter = (templateKey: string, since?: Date) => {
  const knex = knexOf();
  const query = knex(`${TABLE.emailLogs} as e`)
    .join(`${EMAIL_APPLICATION.table} as el`, `el.${EMAIL_APPLICATION.emailLog}`, 'e.id')
    .whereRaw(`el.${EMAIL_APPLICATION.application} = a.id`)
    .where({ 'e.template_key': templateKey })
    .whereIn('e.delivery_status', ['sent', 'queued'])
    .select(knex.raw('1'));
  return since ? query.where('e.sent_at', '>=', since) : query;
};

// Correlated to `a`: the application has a payment.
const paid = () => {
  const knex = knexOf();
  return knex(`${PAYMENT_APPLICATION.table} as pl`).whereRaw(`pl.${PAYMENT_APPLICATION.application} = a.id`).select(knex.raw('1'));
};

const inAudience = (audience: Audience) => {
  const query = applications().where('a.application_year', audience.cycleYear);
  if ('inProgress' in audience) query.whereRaw(IS_IN_PROGRESS);
  else {
    query.where('a.accept_decline', audience.decision);
    if (audience.isPaid) query.whereExists(paid());
  }
  if (audience.letter) {
    const sent = sentLetter(audience.letter.templateKey, audience.letter.since);
    if (audience.letter.wasSent) query.whereExists(sent);
    else query.whereNotExists(sent);
  }
  return query;
};

/** Reads the applicant's application for the cycle year, or undefined when they have none. */
export const recipientOfApplicant = (applicantId: number, cycleYear: number): Promise<RecipientRow | undefined> =>
  withRecipientColumns(applications().where({ 'p.id': applicantId, 'a.application_year': cycleYear })).first();

/** Reads the applications for the cycle year of applicants with any of the e-mails (given in lower case, matched in any case). */
export const recipientsByEmails = async (emails: string[], cycleYear: number) => {
  const rows: RecipientRow[] = [];
  for (const chunk of chunks(emails, LOOKUP_CHUNK)) {
    rows.push(
      ...(await withRecipientColumns(
        applications()
          .where('a.application_year', cycleYear)
          .whereRaw(`lower(p.email) in (${chunk.map(() => '?').join(', ')})`, chunk),
      )),
    );
  }
  return rows;
};

/** Reads the applications (of any year) with the ids. */
export const recipientsByApplicationIds = async (ids: number[]) => {
  const rows: RecipientRow[] = [];
  for (const chunk of chunks(ids, LOOKUP_CHUNK)) {
    rows.push(...(await withRecipientColumns(applications().whereIn('a.id', chunk))));
  }
  return rows;
};

/** Reads how many applications the audience has. */
export const audienceSize = async (audience: Audience) => {
  const row = await inAudience(audience).count({ total: 'a.id' }).first();
  return Number(row?.total ?? 0);
};

/** Reads the audience's next `pageSize` applications after the application `afterId`, in application order. */
export const audiencePage = (audience: Audience, afterId: number, pageSize: number): Promise<RecipientRow[]> =>
  withRecipientColumns(inAudience(audience).where('a.id', '>', afterId))
    .orderBy('a.id')
    .limit(pageSize);

// A letter run holds its audience (the unique sending_kind) while it sends; these writes match only
// while it still does.
const sendingRun = (runId: number, audience: string) => knexOf()(TABLE.letterRuns).where({ id: runId, sending_kind: audience });

/** Writes the run's progress and heartbeat; false once another run has taken its audience over. */
export const saveLetterRunProgress = async (runId: number, audience: string, progress: Record<string, unknown>) =>
  (await sendingRun(runId, audience).update({ ...progress, heartbeat_at: new Date(), updated_at: new Date() })) === 1;

/** Writes the run interrupted (its process died) and lets go of its audience. */
export const interruptLetterRun = (runId: number, audience: string) =>
  sendingRun(runId, audience).update({ state: 'interrupted', sending_kind: null, finished_at: new Date(), updated_at: new Date() });
