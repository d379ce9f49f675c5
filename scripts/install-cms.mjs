// The cms keeps its own lockfile outside the npm workspaces: hoisting breaks Strapi's admin build.
// The root install installs it too, so `npm install` (or `npm ci`) at the root is all anyone runs.
//
// `npm ci` at the root installs the cms with `npm ci` too: exactly the committed lockfile, or a
// clear failure when it is out of step with cms/package.json. `npm install` at the root runs
// `npm install` in the cms, which follows the same lockfile and leaves it as it is. The lockfile
// holds every platform's optional builds (rollup, swc, esbuild) as the registry lists them, so
// installing on another platform does not rewrite it either.
import { spawnSync } from 'node:child_process';

const run = (args, options = {}) => {
  const result = spawnSync('npm', args, { stdio: 'inherit', ...options });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const command = process.env.npm_command === 'ci' ? 'ci' : 'install';
run(['run', 'build', '-w', '@bursary/domain']);
console.log(`Installing the cms (cms/ has its own lockfile): npm ${command}…`);
run([command, '--no-audit', '--no-fund'], { cwd: new URL('../cms', import.meta.url) });
