import type { Core } from '@strapi/strapi';
import { startInProcessQueue } from './in-process-queue';
import { startPgBossQueue } from './pg-boss-queue';

// The portal's background work (every e-mail, one job per recipient) goes through this one
// interface. On PostgreSQL it is pg-boss: a job is a row written in the same transaction as the
// change that causes it, taken by whichever worker is free, retried with a growing delay. On SQLite
// (`npm start`) it is an in-process queue with the same retries; there the work itself is kept in
// its own table (the e-mail outbox), which the worker reads again when it starts.

export type QueueName = 'mail-delivery';

/** How long a job may run, how often it is tried and how long it waits between tries (doubling). */
export type RetryPolicy = { retryLimit: number; retryDelaySeconds: number; expireInSeconds: number };

export type JobOptions = { startAfterSeconds?: number };

export type JobHandler<T> = (data: T) => Promise<void>;

export type JobQueue = {
  /** Whether a job outlives the process that added it (pg-boss), or lives in its memory. */
  isDurable: boolean;
  /** Adds a job, inside the caller's Strapi transaction when there is one (it goes only if that commits). */
  send<T extends object>(name: QueueName, data: T, options?: JobOptions): Promise<void>;
  /** This process takes the queue's jobs; a handler that throws is tried again later. */
  work<T extends object>(name: QueueName, handler: JobHandler<T>): Promise<void>;
  stop(): Promise<void>;
};

const seconds = (name: string, fallback: number) => {
  const value = Number(process.env[name] || fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a number of seconds above 0 (it is "${process.env[name]}").`);
  return value;
};

/** The queues and their retries; the delays can be shortened by configuration (the tests do). */
export const queuePolicies = (): Record<QueueName, RetryPolicy> => ({
  // An SMTP relay that refuses for a while (4xx, or unreachable) is tried again after 30 s, 1, 2, 4
  // … minutes: ten tries span about eight hours.
  'mail-delivery': {
    retryLimit: Number(process.env.MAIL_RETRY_LIMIT || 9),
    retryDelaySeconds: seconds('MAIL_RETRY_DELAY_SECONDS', 30),
    expireInSeconds: seconds('MAIL_CLAIM_SECONDS', 300),
  },
});

/** How many jobs a worker process runs at once (JOB_CONCURRENCY, default 5: the SMTP pool's connections). */
const jobConcurrency = () => {
  const value = Number(process.env.JOB_CONCURRENCY || 5);
  if (!Number.isInteger(value) || value < 1) throw new Error(`JOB_CONCURRENCY must be a whole number above 0 (it is "${process.env.JOB_CONCURRENCY}").`);
  return value;
};

let queue: JobQueue | null = null;

/** Starts the queue for this cms (under the start lock, so its tables and queues are made once). */
export const startJobQueue = async (strapi: Core.Strapi) => {
  const database = strapi.config.get('database.connection') as { client: string };
  const concurrency = jobConcurrency();
  queue = database.client === 'postgres' ? await startPgBossQueue(strapi, queuePolicies(), concurrency) : startInProcessQueue(strapi, queuePolicies(), concurrency);
  return queue;
};

export const jobQueue = (): JobQueue => {
  if (!queue) throw new Error('The job queue has not started yet.');
  return queue;
};

export const stopJobQueue = async () => {
  const stopping = queue;
  queue = null;
  await stopping?.stop();
};
