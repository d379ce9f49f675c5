// `npm test`: the domain unit tests, the cms API suite (real Strapi on a temporary SQLite database,
// or on PostgreSQL when DATABASE_URL is set) and the Playwright suite in Debian's Chromium.
// Each layer runs even when an earlier one fails; the exit code is non-zero if any failed.
import { spawnSync } from 'node:child_process';
import { ROOT } from './build.mjs';

const LAYERS = [
  { name: 'domain unit tests', args: ['run', 'test:unit'] },
  { name: 'cms API suite', args: ['run', 'test:api'] },
  { name: 'end-to-end suite (Chromium)', args: ['run', 'test:e2e'] },
];

const failed = [];
for (const layer of LAYERS) {
  console.log(`\n━━ ${layer.name} ━━`);
  const result = spawnSync('npm', layer.args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) failed.push(layer.name);
}

console.log(`\n${LAYERS.length - failed.length} passed, ${failed.length} failed`);
if (failed.length) {
  console.error(`Failed: ${failed.join(', ')}`);
  process.exit(1);
}
