import type { Knex } from 'knex';
import { TABLE } from './tables';
import { knexOf } from './connection';

// The e-mail log is also the outbox: a row is written `queued` (with the message) in the
// transaction of the change that causes the e-mail, and a delivery job takes it. Taking it is a
// conditional update (a claim with a lease), so of two workers, or a worker and the request that
// sends at once, one sends; a claim whose process died runs out after the lease and can be taken again.

export type OutboxMail = {
  id: number;
  to: string;
  cc: string | null;
  subject: string | null;
  template_key: string | null;
  body: string | null;
  letters: unknown;
  attempts: number | null;
  delivery_status: 'queued' | 'sent' | 'failed';
};

/** Takes the queued message for one try; false when it is sent, failed, or being sent by another. */
export const claimMail = async (id: number, leaseSeconds: number): Promise<boolean> => {
  const now = new Date();
  const count = await knexOf()(TABLE.emailLogs)
    .where({ id, delivery_status: 'queued' })
    .andWhere((query) => query.whereNull('claimed_at').orWhere('claimed_at', '<', new Date(now.getTime() - leaseSeconds * 1000)))
    .update({ claimed_at: now, attempts: knexOf().raw('coalesce(attempts, 0) + 1'), updated_at: now });
  return count === 1;
};

export const readMail = (id: number): Promise<OutboxMail | undefined> =>
  knexOf()(TABLE.emailLogs).where({ id }).first('id', 'to', 'cc', 'subject', 'template_key', 'body', 'letters', 'attempts', 'delivery_status');

/** Sent: the message itself is dropped (it may hold a sign-in link), what was sent stays. */
export const markMailSent = (id: number) =>
  knexOf()(TABLE.emailLogs)
    .where({ id })
    .update({ delivery_status: 'sent', body: null, letters: null, error: null, claimed_at: null, sent_at: new Date(), updated_at: new Date() });

/**
 * A try failed: with `isFinal` the message is given up (failed, kept with its text and letters for
 * staff to see and send again), else it waits for the next try.
 */
export const markMailAttemptFailed = (id: number, error: string, isFinal: boolean) =>
  knexOf()(TABLE.emailLogs)
    .where({ id })
    .update({ error, claimed_at: null, updated_at: new Date(), ...(isFinal && { delivery_status: 'failed' }) });

/** A failed message back in the outbox to be sent again, its tries counted afresh; false when it is not failed (any more). */
export const requeueFailedMail = async (id: number, trx?: Knex): Promise<boolean> => {
  const count = await knexOf(trx)(TABLE.emailLogs)
    .where({ id, delivery_status: 'failed' })
    .update({ delivery_status: 'queued', attempts: 0, error: null, claimed_at: null, updated_at: new Date() });
  return count === 1;
};

/** Messages still waiting to go, oldest first (the in-process queue finds them again at start). */
export const queuedMailIds = async (): Promise<number[]> =>
  (await knexOf()(TABLE.emailLogs).where({ delivery_status: 'queued' }).orderBy('id').select('id')).map((row: { id: number }) => row.id);

/** How a bulk letter run's messages stand: sent, failed (with the first errors) and still queued. */
export const letterRunMailCounts = async (runId: number) => {
  const rows: { delivery_status: string; count: number | string }[] = await knexOf()(TABLE.emailLogs)
    .where({ letter_run_id: runId })
    .groupBy('delivery_status')
    .select('delivery_status')
    .count({ count: '*' });
  const countOf = (status: string) => Number(rows.find((row) => row.delivery_status === status)?.count ?? 0);
  return { queued: countOf('queued'), sent: countOf('sent'), failed: countOf('failed') };
};

export const letterRunFailures = (runId: number, limit: number): Promise<{ to: string; error: string | null }[]> =>
  knexOf()(TABLE.emailLogs).where({ letter_run_id: runId, delivery_status: 'failed' }).orderBy('id').limit(limit).select('to', 'error');
