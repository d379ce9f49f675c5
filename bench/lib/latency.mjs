// Latency figures: exact percentiles of measured times, and the timing of single requests made one
// after another (for calls too heavy to load with many connections).

const round = (ms) => Math.round(ms * 10) / 10;

// Nearest-rank percentile of ascending values.
export const percentile = (sorted, p) => (sorted.length === 0 ? null : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);

/** min, median and max of some times in ms, and how many there were. */
export const spread = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { requests: sorted.length, 'min ms': round(sorted[0]), 'median ms': round(percentile(sorted, 50)), 'max ms': round(sorted[sorted.length - 1]) };
};

/** p50/p95/p99 and max of some times in ms. */
export const percentiles = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { 'p50 ms': round(percentile(sorted, 50)), 'p95 ms': round(percentile(sorted, 95)), 'p99 ms': round(percentile(sorted, 99)), 'max ms': round(sorted[sorted.length - 1]) };
};

/**
 * `count` runs of `task()` one after another, each timed from its start to its end, after
 * `warmUp` untimed ones: min/median/max, and `last`, what the last run answered (to check it).
 */
export const sequential = async (count, task, { warmUp = 1 } = {}) => {
  for (let index = 0; index < warmUp; index += 1) await task();
  const times = [];
  let last;
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    last = await task();
    times.push(performance.now() - started);
  }
  return { ...spread(times), last };
};
