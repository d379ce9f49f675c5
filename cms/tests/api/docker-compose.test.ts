import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';

const ROOT = path.resolve(__dirname, '../../..');
const COMPOSE_FILE = path.join(ROOT, 'docker-compose.yml');
const SAMPLE_ENV = path.join(ROOT, 'docker/production.env.example');

// Debian's docker-compose (1.29) reads and checks a compose file without a Docker engine: `config`
// fills in the variables from an env file and prints the file as Docker would run it. Only PATH is
// passed on: the suite's own secrets in this process's environment would win over the file's.
const composeConfig = (envFile: string) => {
  const run = spawnSync('docker-compose', ['--env-file', envFile, '-f', COMPOSE_FILE, 'config'], {
    encoding: 'utf8',
    cwd: os.tmpdir(),
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
  });
  if (run.error) throw new Error(`These checks need docker-compose (apt-get install docker-compose): ${run.error.message}`);
  return run;
};
const sampleLines = () => fs.readFileSync(SAMPLE_ENV, 'utf8').split('\n');
/** The variables the compose file refuses to start without (`${NAME:?...}`). */
const requiredVariables = () => [...new Set([...fs.readFileSync(COMPOSE_FILE, 'utf8').matchAll(/\$\{(\w+):\?/g)].map((match) => match[1]))].sort();
// Read by Node or Strapi themselves rather than by our config files.
const PLATFORM_VARIABLES = ['NODE_ENV', 'STRAPI_TELEMETRY_DISABLED'];

const sourcesOf = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesOf(full);
    return /\.(ts|js)$/.test(entry.name) ? [fs.readFileSync(full, 'utf8')] : [];
  });

// The production compose file can only configure the cms through variables the cms reads.
describe('[DEPLOY]: docker-compose.yml', () => {
  it('sets no environment variable on the cms that the cms does not read', () => {
    const compose = parse(fs.readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'));
    const variables = Object.keys(compose.services.cms.environment);
    const code = [...sourcesOf(path.join(ROOT, 'cms/config')), ...sourcesOf(path.join(ROOT, 'cms/src'))].join('\n');

    // Read as env('NAME'), process.env.NAME, or named in a table read through process.env[variable]
    // (utils/rate-limits.ts).
    const unread = variables.filter(
      (name) =>
        !PLATFORM_VARIABLES.includes(name) &&
        !new RegExp(`env(\\.\\w+)?\\(\\s*'${name}'|process\\.env\\.${name}\\b|\\b${name}\\b.*process\\.env|variable: '${name}'`).test(code),
    );
    expect(variables.length).toBeGreaterThan(20);
    expect(unread).toEqual([]);
  });

  it('runs PostgreSQL, Redis, the cms, its job worker and the web server, and never serves private uploads from nginx', () => {
    const compose = parse(fs.readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'));
    expect(Object.keys(compose.services).sort()).toEqual(['cms', 'postgres', 'redis', 'web', 'worker']);
    // Its instances share rate limits and cache drops (README, Production).
    expect(compose.services.cms.environment.REDIS_URL).toMatch(/redis:\/\/redis:6379/);
    expect(compose.services.cms.environment.DATABASE_CLIENT).toBe('postgres');
    expect(JSON.stringify(compose.services.web)).not.toContain('private-uploads');
    const nginx = fs.readFileSync(path.join(ROOT, 'docker/app-locations.conf'), 'utf8');
    expect(nginx).toContain('location /api/');
    expect(nginx).not.toContain('private-uploads');
  });

  it('is a valid compose file with the sample environment: five services, the sample values where the cms reads them', () => {
    const run = composeConfig(SAMPLE_ENV);
    expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
    const config = parse(run.stdout);
    expect(Object.keys(config.services).sort()).toEqual(['cms', 'postgres', 'redis', 'web', 'worker']);
    const sample = Object.fromEntries(sampleLines().filter((line) => /^\w+=/.test(line)).map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]));
    expect(config.services.cms.environment).toMatchObject({
      JWT_SECRET: sample.JWT_SECRET,
      DATABASE_PASSWORD: sample.DATABASE_PASSWORD,
      APPLICANT_URL: sample.APPLICANT_URL,
      REDIS_URL: 'redis://redis:6379',
      DATABASE_HOST: 'postgres',
    });
    expect(config.services.postgres.environment.POSTGRES_PASSWORD).toBe(sample.DATABASE_PASSWORD);
    // Web instances only add jobs; the worker, with the same settings, takes them and serves nothing.
    expect(config.services.cms.environment.WORKERS).toBe('false');
    const { WORKERS, ...workerSettings } = config.services.worker.environment;
    const { WORKERS: _web, ...webSettings } = config.services.cms.environment;
    expect({ WORKERS, settings: workerSettings }).toEqual({ WORKERS: 'true', settings: webSettings });
    expect(config.services.worker.command).toEqual(['npm', '--prefix', 'cms', 'run', 'worker']);
    // Both under an init as PID 1, so docker stop's SIGTERM reaches node through npm.
    expect([config.services.cms.init, config.services.worker.init]).toEqual([true, true]);
  });

  it('refuses to run without any one of its secrets and addresses, naming it', () => {
    const required = requiredVariables();
    expect(required.length).toBeGreaterThanOrEqual(15);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bursary-compose-'));
    try {
      const refused = required.map((name) => {
        const envFile = path.join(dir, `without-${name}.env`);
        fs.writeFileSync(envFile, sampleLines().filter((line) => !line.startsWith(`${name}=`)).join('\n'));
        const run = composeConfig(envFile);
        return { name, refused: run.status !== 0, says: run.stderr.includes(`set ${name}`) };
      });
      expect(refused).toEqual(required.map((name) => ({ name, refused: true, says: true })));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  // The web image's build copies packages one by one (for npm ci's cache): a workspace package the
  // apps depend on and the Dockerfile forgets makes an image that does not build.
  it("the web image's build copies every workspace package the two apps depend on, with its package.json first", () => {
    const dockerfile = fs.readFileSync(path.join(ROOT, 'docker/web.Dockerfile'), 'utf8');
    const workspaceDependencies = (folder: string): string[] => {
      const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, folder, 'package.json'), 'utf8'));
      return Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).filter((name) => name.startsWith('@bursary/'));
    };
    const packages = new Set(['applicant-web', 'admin-web'].flatMap(workspaceDependencies));
    for (const name of [...packages]) for (const inner of workspaceDependencies(`packages/${name.replace('@bursary/', '')}`)) packages.add(inner);
    const missing = [...packages]
      .map((name) => `packages/${name.replace('@bursary/', '')}`)
      .filter((folder) => !dockerfile.includes(`COPY ${folder}/package.json ${folder}/`) || !dockerfile.includes(`COPY ${folder} ${folder}`));
    expect(packages.size).toBeGreaterThanOrEqual(3);
    expect(missing).toEqual([]);
  });

  it("the web image runs Debian's nginx with its brotli modules, as the nginx test does", () => {
    const dockerfile = fs.readFileSync(path.join(ROOT, 'docker/web.Dockerfile'), 'utf8');
    const finalStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    // Debian 12 (bookworm), as the machine the nginx test runs on.
    expect(finalStage).toMatch(/^\nFROM debian:12\.\d+-slim\n/);
    expect(finalStage).toContain('libnginx-mod-http-brotli-static');
    expect(finalStage).toContain('libnginx-mod-http-brotli-filter');
    expect(finalStage).toContain('/etc/nginx/sites-enabled/default');
  });
});
