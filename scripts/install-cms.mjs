// The cms keeps its own lockfile outside the npm workspaces: hoisting breaks Strapi's admin build.
// The root install installs it too, so `npm install` (or `npm ci`) at the root is all a newcomer runs.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const isCi = process.env.npm_command === 'ci';
const hasLock = existsSync(new URL('../cms/package-lock.json', import.meta.url));
const verb = isCi && hasLock ? 'ci' : 'install';

const domain = spawnSync('npm', ['run', 'build', '-w', '@bursary/domain'], { stdio: 'inherit' });
if (domain.status !== 0) process.exit(domain.status ?? 1);

console.log(`Installing the cms (npm ${verb} in cms/)…`);
const cms = spawnSync('npm', [verb, '--no-audit', '--no-fund'], {
  cwd: new URL('../cms', import.meta.url),
  stdio: 'inherit',
});
process.exit(cms.status ?? 1);
