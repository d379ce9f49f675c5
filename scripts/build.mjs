// Builds the shared domain package, the cms (server and admin panel) and both apps.
// `node scripts/build.mjs` builds everything; `buildMissing()` (used by `npm start`) only what is
// missing or older than its sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const TARGETS = [
  { name: 'shared domain package', sources: ['packages/domain/src'], output: 'packages/domain/dist/cjs/roles.js', command: ['npm', ['run', 'build', '-w', '@bursary/domain']] },
  { name: 'cms (server and admin panel)', sources: ['cms/src', 'cms/config', 'packages/domain/dist'], output: 'cms/dist/build/index.html', command: ['npm', ['--prefix', 'cms', 'run', 'build']] },
  { name: 'applicant site', sources: ['applicant-web/src', 'applicant-web/index.html', 'applicant-web/public', 'packages/application-form/src', 'packages/web-ui/src', 'packages/domain/dist'], output: 'applicant-web/dist/index.html', command: ['npm', ['run', 'build', '-w', 'applicant-web']] },
  { name: 'back office', sources: ['admin-web/src', 'admin-web/index.html', 'packages/application-form/src', 'packages/web-ui/src', 'packages/domain/dist'], output: 'admin-web/dist/index.html', command: ['npm', ['run', 'build', '-w', 'admin-web']] },
];

const newestMtime = (target) => {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((newest, entry) => Math.max(newest, newestMtime(path.join(target, entry))), stat.mtimeMs);
};

const isStale = ({ sources, output }) => {
  const out = path.join(ROOT, output);
  if (!existsSync(out)) return true;
  const built = statSync(out).mtimeMs;
  return sources.some((source) => newestMtime(path.join(ROOT, source)) > built);
};

const run = ({ name, command: [bin, args] }) => {
  console.log(`\n▶ Building the ${name}…`);
  const result = spawnSync(bin, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, STRAPI_TELEMETRY_DISABLED: 'true' } });
  if (result.status !== 0) {
    console.error(`✖ Building the ${name} failed (exit ${result.status}).`);
    process.exit(result.status ?? 1);
  }
};

export const buildMissing = () => TARGETS.filter(isStale).forEach(run);
export const buildAll = () => TARGETS.forEach(run);

if (import.meta.url === `file://${process.argv[1]}`) (process.argv.includes("--missing") ? buildMissing : buildAll)();
