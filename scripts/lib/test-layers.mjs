// The layers of `npm test`, in order: the domain unit tests, the cms API suite (real Strapi on a
// temporary SQLite database, or on PostgreSQL when DATABASE_URL is set) and the Playwright suite
// in Debian's Chromium. Each reports its counts through a JSON results file.
import { jestCounts, playwrightCounts, reportFile } from './phases.mjs';

const jestLayer = (name, report, npmArgs, env, jestArgs = []) => ({
  name,
  command: 'npm',
  args: [...npmArgs, '--', ...jestArgs, '--json', `--outputFile=${reportFile(report)}`],
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

// The API suite's files about stored files, run again with documents and media in buckets of a
// real S3-compatible server (OpenStack Swift with s3api, started by the suite: API_STORAGE=s3).
export const S3_API_FILES = [
  'documents', 'documents-download', 'hostile-files', 'object-storage', 'retention', 'backup-restore',
  'personal-data', 'exports-zip', 'exports-files', 'guide-screenshots',
].map((name) => `tests/api/${name}.test.ts`);

export const apiS3Layer = () =>
  jestLayer('cms API suite on S3 storage (Swift)', 'api-s3', ['--prefix', 'cms', 'test'], { API_STORAGE: 's3' }, S3_API_FILES);

// cms instances on PostgreSQL and Redis behind Debian's nginx with docker/nginx.conf (cms/tests/cluster).
export const clusterLayer = (databaseUrl) =>
  jestLayer('cluster behind nginx', 'cluster', ['run', 'test:cluster'], databaseUrl ? { DATABASE_URL: databaseUrl } : {});

export const domainLayer = () => jestLayer('domain unit tests', 'domain', ['run', 'test', '-w', '@bursary/domain']);

export const e2eLayer = () => ({
  name: 'end-to-end suite (Chromium)',
  command: 'npm',
  args: ['run', 'test:e2e'],
  env: { E2E_JSON_REPORT: reportFile('e2e') },
  counts: () => playwrightCounts(reportFile('e2e')),
});

export const testLayers = () => [domainLayer(), apiLayer(process.env.DATABASE_URL), e2eLayer()];
