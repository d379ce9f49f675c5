// `npm run bench`: builds what is missing, then runs every benchmark in turn on SQLite, and the
// applicant-peak, back-office-scale and exports benchmarks again on PostgreSQL when its server
// answers (BENCH_POSTGRES_URL, default the local one). BENCH_ONLY=peak,scale,... runs only those
// named.
import { spawnSync } from 'node:child_process';
import { cmsRequire } from '../scripts/lib/portal-storage.mjs';
import { applicantPeak } from './applicant-peak.mjs';
import { backOfficeScale } from './back-office-scale.mjs';
import { bundleSize } from './bundle-size.mjs';
import { contentRead } from './content-read.mjs';
import { exportsBenchmark } from './exports.mjs';
import { lighthouseScores } from './lighthouse.mjs';
import { queryPlans } from './query-plans.mjs';
import { soak } from './soak.mjs';
import { startup } from './startup.mjs';
import { transferSizes } from './transfer-size.mjs';
import { uploads } from './uploads.mjs';

const build = spawnSync('node', ['../scripts/build.mjs', '--missing'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const postgresAnswers = async () => {
  const { Client } = cmsRequire('pg');
  const client = new Client({ connectionString: process.env.BENCH_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres' });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
};

const onPostgres = async (benchmark) => {
  if (!(await postgresAnswers())) {
    console.log(`\nPostgreSQL does not answer: ${benchmark.name} on PostgreSQL skipped (set BENCH_POSTGRES_URL).`);
    return;
  }
  process.env.BENCH_DATABASE = 'postgres';
  try {
    await benchmark();
  } finally {
    delete process.env.BENCH_DATABASE;
  }
};

const BENCHMARKS = {
  bundle: bundleSize,
  startup,
  lighthouse: lighthouseScores,
  transfer: transferSizes,
  content: contentRead,
  peak: applicantPeak,
  uploads,
  scale: backOfficeScale,
  exports: exportsBenchmark,
  'peak-postgres': () => onPostgres(applicantPeak),
  'scale-postgres': () => onPostgres(backOfficeScale),
  'exports-postgres': () => onPostgres(exportsBenchmark),
  plans: () => onPostgres(queryPlans),
  soak,
};

const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
for (const [name, benchmark] of Object.entries(BENCHMARKS)) {
  if (only && !only.includes(name)) continue;
  console.log(`\n▶ ${name}`);
  await benchmark();
}
