import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

// `npm run worker` as production runs it beside web instances started with WORKERS=false: the real
// script (cms/scripts/worker.js), the cms loaded without its web server taking the job queue's jobs,
// from the run's compiled build (CMS_DIST_DIR), ready once it says so. Killed as a cms is (killCms).

const APP_DIR = path.resolve(__dirname, '../..');
const WORKER_SCRIPT = path.join(APP_DIR, 'scripts', 'worker.js');
const READY = 'Worker ready: taking queued jobs.';

export type WorkerProcess = { child: ChildProcess; output: () => string };

/** Starts the worker with `env` and waits until it says it is taking jobs. */
export const startWorker = (env: Record<string, string>, timeoutMs = 180_000) =>
  new Promise<WorkerProcess>((resolve, reject) => {
    let output = '';
    const child = spawn(process.execPath, [WORKER_SCRIPT], {
      cwd: APP_DIR,
      env: { ...process.env, ...env, CMS_DIST_DIR: process.env.CMS_TEST_DIST_DIR! },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The worker did not say it was ready within ${timeoutMs / 1000} s:\n${output}`));
    }, timeoutMs);
    const stopped = () => {
      clearTimeout(timer);
      reject(new Error(`The worker stopped while starting:\n${output}`));
    };
    child.once('exit', stopped);
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.stdout?.on('data', (chunk) => {
      output += chunk;
      if (!output.includes(READY)) return;
      clearTimeout(timer);
      child.off('exit', stopped);
      resolve({ child, output: () => output });
    });
  });
