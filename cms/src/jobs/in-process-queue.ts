import type { Core } from '@strapi/strapi';
import type { JobHandler, JobQueue, QueueName, RetryPolicy } from './job-queue';
import { isWorker } from './worker-role';

// The embedded default's queue (SQLite, one process): a job runs in this process once the
// transaction that added it commits, `concurrency` at a time (the rest wait their turn, so a bulk
// run does not make every letter at once), and a handler that throws runs again after the queue's
// delay, doubled each time, up to its limit. Nothing here outlives the process: the work a job stands for
// must be kept in the database by the caller (the e-mail outbox is), and found again at start.
export const startInProcessQueue = (strapi: Core.Strapi, policies: Record<QueueName, RetryPolicy>, concurrency: number): JobQueue => {
  const handlers = new Map<QueueName, JobHandler<any>>();
  const waiting: { name: QueueName; data: object; delayMs: number }[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let isStopped = false;

  const later = (delayMs: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, delayMs);
    timer.unref();
    timers.add(timer);
  };

  let running = 0;
  const turns: (() => void)[] = [];

  const attempt = (name: QueueName, data: object, retryCount: number) => {
    const handler = handlers.get(name);
    if (isStopped || !handler) return;
    if (running >= concurrency) {
      turns.push(() => attempt(name, data, retryCount));
      return;
    }
    running += 1;
    handler(data)
      .catch((error: Error) => {
        const { retryLimit, retryDelaySeconds } = policies[name];
        if (retryCount >= retryLimit) {
          strapi.log.error(`A ${name} job failed for the last time (${retryCount + 1} tries): ${error.message}`);
          return;
        }
        later(retryDelaySeconds * 1000 * 2 ** retryCount, () => attempt(name, data, retryCount + 1));
      })
      .finally(() => {
        running -= 1;
        turns.shift()?.();
      });
  };

  const schedule = (name: QueueName, data: object, delayMs: number) => {
    if (!handlers.has(name)) {
      // Kept until this process starts working the queue (WORKERS=false never does: nothing to keep).
      if (isWorker()) waiting.push({ name, data, delayMs });
      return;
    }
    later(delayMs, () => attempt(name, data, 0));
  };

  return {
    isDurable: false,

    async send(name, data, options = {}) {
      const delayMs = (options.startAfterSeconds ?? 0) * 1000;
      if (strapi.db.inTransaction()) {
        await strapi.db.transaction(async ({ onCommit }) => onCommit(() => schedule(name, data, delayMs)));
      } else {
        schedule(name, data, delayMs);
      }
    },

    async work<T extends object>(name: QueueName, handler: JobHandler<T>) {
      handlers.set(name, handler as JobHandler<any>);
      for (const job of waiting.splice(0).filter((entry) => entry.name === name)) schedule(job.name, job.data, job.delayMs);
    },

    async stop() {
      isStopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      turns.length = 0;
    },
  };
};
