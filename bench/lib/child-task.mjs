// A baseline run in a process of its own, so that the memory sampled is the baseline's alone (not
// the bench's, which holds downloads and a knex pool). The child prepares first, untimed (loads a
// workbook, opens files); only then is it sampled and told to run, and it times the run itself, so
// neither its start nor the messages count.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { withCmsUsage } from './cms-usage.mjs';
import { memoryOf } from './start-cms.mjs';

// The child's next answer; its error, or its end before answering (killed, out of memory), throws.
const answerOf = (child) =>
  Promise.race([
    once(child, 'message').then(([message]) => {
      if (message.error) throw new Error(message.error);
      return message;
    }),
    once(child, 'exit').then(([code, signal]) => {
      throw new Error(`its process ended (${signal ?? `exit code ${code}`})`);
    }),
  ]);

/**
 * Forks `script` (a childTask), has it prepare `input`, then runs it while sampling its memory and
 * CPU: answers { result, memory, cpuPercent }, result being what its run answered and `ms`, the
 * run's time. A run not done within `timeoutMs` is killed, and this throws as when the child fails.
 */
export const measureChild = async (script, input, { timeoutMs = 10 * 60_000 } = {}) => {
  const child = fork(script, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  // Once the child has ended its /proc entry is gone: read as empty rather than failing the sampler.
  const usage = { pid: child.pid, memory: () => (child.exitCode === null && child.signalCode === null ? memoryOf(child.pid) : { rssMb: 0 }) };
  let timer;
  try {
    child.send({ prepare: input });
    // A failure here is the preparation's, not the baseline's: said so.
    await answerOf(child).catch((error) => {
      throw new Error(`while preparing: ${error.message}`);
    });
    const timeout = new Promise((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`not done within ${timeoutMs / 1000} s`)), timeoutMs);
    });
    child.send({ run: true });
    return await withCmsUsage(usage, () => Promise.race([answerOf(child), timeout]));
  } finally {
    clearTimeout(timer);
    child.kill('SIGKILL');
  }
};

/**
 * The child's side: `prepare(input)`, untimed, then `run(prepared)`, timed, when the parent says;
 * each answered (run's result with its `ms`), or its error. The listener keeps the child alive until
 * the parent has read its CPU time and kills it.
 */
export const childTask = ({ prepare, run }) => {
  let prepared;
  process.on('message', async (message) => {
    try {
      if (message.prepare) {
        prepared = await prepare(message.prepare);
        process.send({ ready: true });
      } else {
        const started = performance.now();
        const result = await run(prepared);
        process.send({ ...result, ms: performance.now() - started });
      }
    } catch (error) {
      process.send({ error: error.message });
    }
  });
};
