// Public content reads (every page load of the applicant site) against the started cms, beside
// Strapi's own no-op health route as the ceiling of a request through Strapi on this machine.
import autocannon from 'autocannon';
import { startCms } from './lib/start-cms.mjs';
import { report } from './lib/report.mjs';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const SECONDS = Number(process.env.BENCH_SECONDS || 10);

const load = (url) =>
  autocannon({ url, connections: CONNECTIONS, duration: SECONDS }).then((result) => ({
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.non2xx,
  }));

export const contentRead = async () => {
  const cms = await startCms();
  try {
    const rows = {};
    for (const [label, route] of [
      ['Strapi no-op (/_health), the ceiling', '/_health'],
      ['GET /api/portal-content', '/api/portal-content'],
      ['GET /api/reference-lists', '/api/reference-lists'],
    ]) {
      await load(`${cms.url}${route}`); // warm-up pass, not counted
      rows[label] = await load(`${cms.url}${route}`);
    }
    report('content-read', rows, { connections: CONNECTIONS, seconds: SECONDS });
  } finally {
    cms.stop();
  }
};

if (import.meta.url === `file://${process.argv[1]}`) await contentRead();
