// autocannon with a request of its own for each connection (each connection is one signed-in
// applicant, say), answering the figures every benchmark table shows: req/s, exact p50/p95/p99 from
// every answered request's own time, the slowest, and errors.
import autocannon from 'autocannon';
import { percentiles } from './latency.mjs';

export const SECONDS = Number(process.env.BENCH_SECONDS || 10);
export const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS || 3);

/**
 * Runs `connections` connections for `seconds`; `requestFor(index)` gives connection index's
 * { method, path, headers, body }. A warm-up pass of the same load runs first and is not counted.
 */
export const load = async ({ url, connections, requestFor, seconds = SECONDS, warmUp = WARM_UP_SECONDS }) => {
  const run = (duration, times) => {
    let next = 0;
    const instance = autocannon({
      url,
      connections,
      duration,
      setupClient: (client) => {
        const request = requestFor(next % connections);
        next += 1;
        client.setRequests([{ ...request, body: typeof request.body === 'object' && !Buffer.isBuffer(request.body) ? JSON.stringify(request.body) : request.body }]);
      },
    });
    if (times) instance.on('response', (_client, statusCode, _bytes, responseTime) => statusCode < 400 && times.push(responseTime));
    return instance;
  };
  if (warmUp > 0) await run(warmUp);
  const times = [];
  const result = await run(seconds, times);
  await settle(url);
  return {
    'req/s': Math.round(result.requests.average),
    ...percentiles(times),
    errors: result.errors + result.timeouts + result.non2xx,
  };
};

// autocannon stops sending at the end of its time, but a server behind on its queue goes on working
// through it: waits until it answers at once again, so that work is not counted against the next run.
const settle = async (url) => {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const started = Date.now();
    await fetch(`${url}/_health`).then((response) => response.arrayBuffer(), () => null);
    if (Date.now() - started < 20) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

export const ratio = (ours, baseline) => (baseline > 0 ? Math.round((ours / baseline) * 10) / 10 : null);
