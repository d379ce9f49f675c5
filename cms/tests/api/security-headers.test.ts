import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { api } from '../support/api';
import { withOwnCms } from '../support/cms-process';
import { policyOf } from '../support/content-security-policy';

// Item 5 of the security issue, on the cms side: CORS only for the two apps, and the security
// headers a production cms sends. The apps' own policy, as `npm start` serves them, is checked in
// the browser by e2e/tests/security-headers.spec.ts; nginx's (production) is read here.

const ROOT = path.resolve(__dirname, '../../..');
const APPS = ['http://localhost:3000', 'http://localhost:3001'];
const STRANGERS = [
  'https://evil.example',
  'http://localhost:3000.evil.example',
  'http://evil.localhost:3000',
  'https://localhost:3000',
  'http://localhost:3002',
  'null',
];

// Scripts only from the site itself: no inline script, no eval, whichever directive governs scripts.
const expectNoInlineScript = (policy: Record<string, string[]>) => {
  const scripts = policy['script-src'] ?? policy['default-src'];
  expect(scripts).toBeDefined();
  expect(scripts).toContain("'self'");
  for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", "'unsafe-hashes'", '*', 'data:', 'http:', 'https:']) {
    expect(scripts).not.toContain(unsafe);
  }
  expect(policy['object-src']).toEqual(["'none'"]);
};

describe('[SECURITY][CORS]: only the two apps may call the API from a browser', () => {
  it("answers the apps' origins, on preflight and on the call itself, without credentials", async () => {
    for (const origin of APPS) {
      const preflight = await api().options('/api/login').set('Origin', origin).set('Access-Control-Request-Method', 'POST');
      expect(preflight.headers['access-control-allow-origin']).toBe(origin);
      expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
      const call = await api().get('/api/portal-content').set('Origin', origin).expect(200);
      expect(call.headers['access-control-allow-origin']).toBe(origin);
    }
  });

  it.each(STRANGERS)('gives %s no Access-Control-Allow-Origin, on preflight or on the call', async (origin) => {
    const preflight = await api()
      .options('/api/login')
      .set('Origin', origin)
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'authorization,content-type');
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const read = await api().get('/api/portal-content').set('Origin', origin);
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    const write = await api().post('/api/login').set('Origin', origin).send({ email: 'x@example.org', password: 'Wrong2025' });
    expect(write.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('[SECURITY][HEADERS]: the cms in production (NODE_ENV=production)', () => {
  const APPLICANT_URL = 'https://apply.bursary.example';
  const ADMIN_URL = 'https://office.bursary.example';
  // Production as docker-compose.yml runs it: the apps' public origins, no CORS_ORIGINS.
  const cmsUrl = withOwnCms({ NODE_ENV: 'production', APPLICANT_URL, ADMIN_URL });

  const client = () => request(cmsUrl());

  it('sends HSTS, a CSP without inline script, nosniff, a referrer policy and framing refused, on answers and on errors', async () => {
    const answers = [
      await client().get('/api/portal-content').expect(200),
      await client().post('/api/login').send({ email: 'nobody@example.org', password: 'Wrong2025' }).expect(401),
      await client().get('/api/no-such-route').expect(404),
    ];
    for (const response of answers) {
      const hsts = /^max-age=(\d+)(; includeSubDomains)?$/.exec(response.headers['strict-transport-security']);
      expect(hsts).not.toBeNull();
      expect(Number(hsts![1])).toBeGreaterThanOrEqual(31536000);
      expect(hsts![2]).toBe('; includeSubDomains');

      const policy = policyOf(response.headers['content-security-policy']);
      expectNoInlineScript(policy);
      expect(policy['script-src-attr']).toEqual(["'none'"]);
      expect(policy['frame-ancestors']).toEqual(["'self'"]);
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
  });

  it("allows the apps' public origins and no other, not even the development servers", async () => {
    for (const origin of [APPLICANT_URL, ADMIN_URL]) {
      const preflight = await client().options('/api/login').set('Origin', origin).set('Access-Control-Request-Method', 'POST');
      expect(preflight.headers['access-control-allow-origin']).toBe(origin);
    }
    for (const origin of ['http://localhost:3000', 'http://localhost:3001', 'http://localhost:5173', 'http://localhost:5174', 'https://evil.example']) {
      const preflight = await client().options('/api/login').set('Origin', origin).set('Access-Control-Request-Method', 'POST');
      expect({ origin, allowed: preflight.headers['access-control-allow-origin'] }).toEqual({ origin, allowed: undefined });
    }
  });
});

// Production serves the apps from nginx (docker/): its headers are the apps' headers there.
describe('[SECURITY][HEADERS]: nginx in production (docker/security-headers.conf)', () => {
  const snippet = fs.readFileSync(path.join(ROOT, 'docker/security-headers.conf'), 'utf8');
  const header = (name: string) => {
    const match = new RegExp(`^add_header ${name} (?:"([^"]*)"|(\\S+)) always;$`, 'm').exec(snippet);
    return match ? (match[1] ?? match[2]) : undefined;
  };

  it('sends a CSP without inline script that refuses framing, HSTS, nosniff and a referrer policy', () => {
    const policy = policyOf(header('Content-Security-Policy')!);
    expectNoInlineScript(policy);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(header('Strict-Transport-Security')).toMatch(/^max-age=(3153[6-9]\d{3}|3[2-9]\d{6}|[4-9]\d{7}); includeSubDomains$/);
    expect(header('X-Content-Type-Options')).toBe('nosniff');
    expect(header('X-Frame-Options')).toBe('DENY');
    expect(header('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
  });

  it('keeps those headers in every location that adds headers of its own (nginx drops inherited add_header there)', () => {
    const locations = fs.readFileSync(path.join(ROOT, 'docker/app-locations.conf'), 'utf8');
    const serverLevel = locations.replace(/location\s+\S+\s*\{[^}]*\}/g, '');
    expect(serverLevel).toContain('include snippets/security-headers.conf;');
    const blocks = [...locations.matchAll(/location\s+(\S+)\s*\{([^}]*)\}/g)];
    expect(blocks.length).toBeGreaterThan(2);
    for (const [, where, body] of blocks) {
      if (body.includes('add_header')) expect({ where, included: body.includes('include snippets/security-headers.conf;') }).toEqual({ where, included: true });
    }
  });
});
