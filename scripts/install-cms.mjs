// The cms keeps its own lockfile outside the npm workspaces: hoisting breaks Strapi's admin build.
// The root install installs it too, so `npm install` (or `npm ci`) at the root is all anyone runs.
//
// It is `npm install`, not `npm ci`, even in CI: the registry reachable here lacks some platform
// builds that Strapi's tool chain lists as optional (e.g. @swc/core-darwin-arm64), so the lockfile
// cannot record them and `npm ci` refuses it as out of sync. `npm install` follows the same lockfile.
import { spawnSync } from 'node:child_process';

const run = (args, options = {}) => {
  const result = spawnSync('npm', args, { stdio: 'inherit', ...options });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run(['run', 'build', '-w', '@bursary/domain']);
console.log('Installing the cms (cms/ has its own lockfile)…');
run(['install', '--no-audit', '--no-fund'], { cwd: new URL('../cms', import.meta.url) });
