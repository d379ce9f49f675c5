import PgBoss from 'pg-boss';
import type { ClientConfig } from 'pg';
import type { Core } from '@strapi/strapi';
import type { JobQueue, QueueName, RetryPolicy } from './job-queue';
import { isWorker } from './worker-role';

// pg-boss keeps its jobs in the portal's PostgreSQL database (schema `pgboss`): a job added inside
// a Strapi transaction is written by that transaction, so it exists exactly when the change does.
// Workers on any machine take jobs with SKIP LOCKED; a job whose worker died is taken again once
// its expiry passes (the queue's expireInSeconds), and pg-boss's supervision notices that.

const SCHEMA = 'pgboss';

/**
 * The caller's Strapi transaction as a pg-boss database, or undefined outside one (pg-boss's own
 * pool). pg-boss's statements go to the transaction's own connection as they are (knex's raw would
 * renumber their repeated `$n` placeholders, and PostgreSQL then types each copy apart).
 */
const currentTransaction = async (strapi: Core.Strapi): Promise<PgBoss.Db | undefined> => {
  if (!strapi.db.inTransaction()) return undefined;
  const trx = await strapi.db.transaction(async ({ trx }) => trx);
  return {
    async executeSql(text, values) {
      // A transaction's knex client hands out the one connection the transaction holds.
      const connection = await (trx as any).client.acquireConnection();
      return connection.query(text, values);
    },
  };
};

export const startPgBossQueue = async (strapi: Core.Strapi, policies: Record<QueueName, RetryPolicy>, concurrency: number): Promise<JobQueue> => {
  const { connection } = strapi.config.get('database.connection') as { connection: ClientConfig };
  const maintenanceSeconds = Number(process.env.JOB_MAINTENANCE_SECONDS || 60);
  const boss = new PgBoss({
    ...(connection as PgBoss.DatabaseOptions),
    schema: SCHEMA,
    application_name: 'bursary-cms jobs',
    max: Number(process.env.JOB_POOL_MAX || 3),
    // Web instances only add jobs; workers also expire and archive them.
    supervise: isWorker(),
    schedule: false,
    maintenanceIntervalSeconds: maintenanceSeconds,
    monitorStateIntervalSeconds: Math.max(maintenanceSeconds, 10),
  });
  boss.on('error', (error) => strapi.log.error(`Job queue: ${error.message}`));
  // Migrates pg-boss's schema under its own lock; the queues are made once, here, under the cms's
  // start lock (concurrent creation deadlocks), and their policy follows the configuration.
  await boss.start();
  for (const [name, policy] of Object.entries(policies) as [QueueName, RetryPolicy][]) {
    const options = { name, retryLimit: policy.retryLimit, retryDelay: policy.retryDelaySeconds, retryBackoff: true, expireInSeconds: policy.expireInSeconds };
    if (await boss.getQueue(name)) await boss.updateQueue(name, options);
    else await boss.createQueue(name, options);
  }

  return {
    isDurable: true,

    async send(name, data, options = {}) {
      const db = await currentTransaction(strapi);
      await boss.send(name, data, { ...(options.startAfterSeconds && { startAfter: options.startAfterSeconds }), ...(db && { db }) });
    },

    // `concurrency` loops take jobs side by side. pg-boss waits its polling interval after every
    // fetch; a loop that found a job asks again at once, so a backlog goes as fast as the work allows.
    async work(name, handler) {
      for (let loop = 0; loop < concurrency; loop += 1) {
        let workerId = '';
        workerId = await boss.work(name, { batchSize: 1, pollingIntervalSeconds: Number(process.env.JOB_POLLING_SECONDS || 2) }, async ([job]) => {
          if (workerId) boss.notifyWorker(workerId);
          // Strapi's PostgreSQL dialect has the pg driver (shared with pg-boss) hand JSON back as text.
          await handler(typeof job.data === 'string' ? JSON.parse(job.data) : job.data);
        });
      }
    },

    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
};
