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

  it('runs PostgreSQL, the cms and the web server, and never serves private uploads from nginx', () => {
    const compose = parse(fs.readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'));
    expect(Object.keys(compose.services).sort()).toEqual(['cms', 'postgres', 'web']);
    expect(compose.services.cms.environment.DATABASE_CLIENT).toBe('postgres');
    expect(JSON.stringify(compose.services.web)).not.toContain('private-uploads');
    const nginx = fs.readFileSync(path.join(ROOT, 'docker/app-locations.conf'), 'utf8');
    expect(nginx).toContain('location /api/');
    expect(nginx).not.toContain('private-uploads');
  });
});
