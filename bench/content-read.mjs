// Public content reads (every page load of the applicant site) against the started cms, beside
// Strapi's own no-op health route as the ceiling of a request through Strapi on this machine.
import { load, SECONDS } from './lib/load.mjs';
import { startCms } from './lib/start-cms.mjs';
import { report } from './lib/report.mjs';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);

export const contentRead = async () => {
  const cms = await startCms();
  try {
    const rows = {};
    for (const [label, route] of [
      ['Strapi no-op (/_health), the ceiling', '/_health'],
      ['GET /api/portal-content', '/api/portal-content'],
      ['GET /api/reference-lists', '/api/reference-lists'],
    ]) {
      rows[label] = await load({ url: cms.url, connections: CONNECTIONS, requestFor: () => ({ method: 'GET', path: route }) });
    }
    report('content-read', rows, { connections: CONNECTIONS, seconds: SECONDS });
  } finally {
    cms.stop();
  }
};

if (import.meta.url === `file://${process.argv[1]}`) await contentRead();
