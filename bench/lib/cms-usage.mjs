// What the cms (or another process) used while something ran: its resident memory sampled every
// `everyMs` (100 ms by default) from /proc, since VmHWM (the kernel's peak) only ever grows and so
// cannot show one run's peak, and its CPU time (all threads), whose share of the wall time shows
// whether it was busy (100% is one core of this machine's two) or waiting.
import { readFileSync } from 'node:fs';

const CLOCK_TICKS = 100;

/** CPU seconds process `pid` has used so far, user and system, from /proc/<pid>/stat. */
export const cpuSecondsOf = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
};

/**
 * Runs `task()` while sampling `cms`, the started cms or any process the bench started (a
 * baseline's child: lib/child-task.mjs), as { pid, memory() }; answers the task's result, the
 * memory { beforeMb, peakMb, afterMb, growthMb } and cpuPercent, its CPU time over the wall time.
 */
export const withCmsUsage = async (cms, task, everyMs = 100) => {
  const beforeMb = cms.memory().rssMb;
  const cpuBefore = cpuSecondsOf(cms.pid);
  const started = performance.now();
  let peakMb = beforeMb;
  const timer = setInterval(() => {
    peakMb = Math.max(peakMb, cms.memory().rssMb);
  }, everyMs);
  try {
    const result = await task();
    const seconds = (performance.now() - started) / 1000;
    const cpuPercent = Math.round(((cpuSecondsOf(cms.pid) - cpuBefore) / seconds) * 100);
    const afterMb = cms.memory().rssMb;
    peakMb = Math.max(peakMb, afterMb);
    return { result, memory: { beforeMb, peakMb, afterMb, growthMb: peakMb - beforeMb }, cpuPercent };
  } finally {
    clearInterval(timer);
  }
};
