import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const ROOT = path.resolve(__dirname, '../../..');
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

  it('runs PostgreSQL, Redis, the cms and the web server, and never serves private uploads from nginx', () => {
    const compose = parse(fs.readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'));
    expect(Object.keys(compose.services).sort()).toEqual(['cms', 'postgres', 'redis', 'web']);
    // Its instances share rate limits and cache drops (README, Production).
    expect(compose.services.cms.environment.REDIS_URL).toMatch(/redis:\/\/redis:6379/);
    expect(compose.services.cms.environment.DATABASE_CLIENT).toBe('postgres');
    expect(JSON.stringify(compose.services.web)).not.toContain('private-uploads');
    const nginx = fs.readFileSync(path.join(ROOT, 'docker/app-locations.conf'), 'utf8');
    expect(nginx).toContain('location /api/');
    expect(nginx).not.toContain('private-uploads');
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
    expect(finalStage).toMatch(/^\nFROM debian:bookworm/);
    expect(finalStage).toContain('libnginx-mod-http-brotli-static');
    expect(finalStage).toContain('libnginx-mod-http-brotli-filter');
    expect(finalStage).toContain('/etc/nginx/sites-enabled/default');
  });
});
