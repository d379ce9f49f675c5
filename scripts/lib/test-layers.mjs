// The layers of `npm test`, in order: the domain unit tests, the cms API suite (real Strapi on a
// temporary SQLite database, or on PostgreSQL when DATABASE_URL is set) and the Playwright suite
// in Debian's Chromium. Each reports its counts through a JSON results file.
import { jestCounts, playwrightCounts, reportFile } from './phases.mjs';

const jestLayer = (name, report, npmArgs, env) => ({
  name,
  command: 'npm',
  args: [...npmArgs, '--', '--json', `--outputFile=${reportFile(report)}`],
  env,
  counts: () => jestCounts(reportFile(report)),
});

export const apiLayer = (databaseUrl) =>
  jestLayer(
    `cms API suite on ${databaseUrl ? 'PostgreSQL' : 'SQLite'}`,
    databaseUrl ? 'api-postgres' : 'api-sqlite',
    ['--prefix', 'cms', 'test'],
    databaseUrl ? { DATABASE_URL: databaseUrl } : {},
  );

export const domainLayer = () => jestLayer('domain unit tests', 'domain', ['run', 'test', '-w', '@bursary/domain']);

export const e2eLayer = () => ({
  name: 'end-to-end suite (Chromium)',
  command: 'npm',
  args: ['run', 'test:e2e'],
  env: { E2E_JSON_REPORT: reportFile('e2e') },
  counts: () => playwrightCounts(reportFile('e2e')),
});

export const testLayers = () => [domainLayer(), apiLayer(process.env.DATABASE_URL), e2eLayer()];
