import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { freePort } from '../support/cms-process';
import { hasNginx, MISSING_NGINX, startNginx, type RunningNginx } from '../support/nginx';
import { HOSTILE_PROXY_PATHS, sendRaw, type RawAnswer } from '../support/raw-request';

// Item 3 of the security issue in production: Debian's nginx, run from a temporary folder with
// docker/nginx.conf and its snippets as the image holds them (support/nginx.ts), in front of a
// stand-in cms that records every path it is sent. Only normalised /api/ paths, and the editors'
// /uploads/ files on the applicant site, may reach it. (`npm start`'s servers:
// e2e/tests/proxy-paths.spec.ts; nginx finding real cms instances through DNS: tests/cluster.)

const ADMIN_PATHS = [
  '/admin',
  '/admin/init',
  '/admin/login',
  '/content-manager/collection-types/api::portal.portal-text',
  '/content-type-builder/content-types',
  '/upload/files',
  '/i18n/locales',
  '/users-permissions/roles',
  '/email',
  '/_health',
];

// What the stand-in build's .gz and .br of an asset hold, different from the file itself, to show which was sent.
const PRECOMPRESSED = '/* the .gz written at build time */';
const PRECOMPRESSED_BROTLI = '/* the .br written at build time */';

const SECURITY_HEADERS = ['content-security-policy', 'strict-transport-security', 'x-content-type-options', 'x-frame-options', 'referrer-policy'];

(hasNginx() ? describe : describe.skip)(
  hasNginx()
    ? '[DEPLOY][NGINX]: the production front door passes on only normalised /api/ and /uploads/ paths'
    : `[DEPLOY][NGINX]: skipped: ${MISSING_NGINX}`,
  () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bursary-nginx-'));
    const received: string[] = [];
    const upstream = http.createServer((request, response) => {
      received.push(`${request.method} ${request.url}`);
      const isImage = request.url?.startsWith('/uploads/');
      // As the cms: the public content may be cached a minute, anything else (personal data) never.
      const isPublic = request.url === '/api/portal-content';
      const cacheControl = isPublic ? 'public, max-age=60' : 'no-store';
      response.writeHead(200, { 'Content-Type': isImage ? 'image/png' : 'application/json', 'Cache-Control': cacheControl });
      response.end(isImage ? 'png' : JSON.stringify({ upstream: request.url, ...(request.url?.includes('big') || isPublic ? { texts: 'text '.repeat(2000) } : {}) }));
    });
    let nginx: RunningNginx | null = null;
    let applicant = '';
    let admin = '';

    beforeAll(async () => {
      const [upstreamPort, applicantPort, adminPort] = [await freePort(), await freePort(), await freePort()];
      await new Promise<void>((resolve) => upstream.listen(upstreamPort, '127.0.0.1', resolve));
      applicant = `http://127.0.0.1:${applicantPort}`;
      admin = `http://127.0.0.1:${adminPort}`;

      // The image's folders: the sites under /srv, the snippets where docker/web.Dockerfile puts them.
      // Pages as the build makes them: the applicant site's prerendered pages and its shell (app.html).
      const page = (title: string) => `<!doctype html><html><head><title>${title}</title></head><body><div id="root">${'<p>prerendered</p>'.repeat(30)}</div></body></html>`;
      for (const [site, title] of [['applicant', 'Bursary application'], ['admin', 'Bursary back office']]) {
        fs.mkdirSync(path.join(dir, site, 'assets'), { recursive: true });
        fs.writeFileSync(path.join(dir, site, 'index.html'), page(title));
        fs.writeFileSync(path.join(dir, site, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify(title.repeat(100))});`);
        // The build's own .gz beside it (made once at build time): sent as it is.
        fs.writeFileSync(path.join(dir, site, 'assets', 'index-abc123.js.gz'), zlib.gzipSync(PRECOMPRESSED));
        fs.writeFileSync(path.join(dir, site, 'assets', 'index-abc123.js.br'), zlib.brotliCompressSync(PRECOMPRESSED_BROTLI));
      }
      fs.writeFileSync(path.join(dir, 'applicant', 'signin.html'), page('Bursary application: sign in'));
      fs.writeFileSync(path.join(dir, 'applicant', 'app.html'), page('Bursary application: shell'));
      // A literal address in $cms is used as it is: the resolver (Docker's DNS) is not asked.
      nginx = await startNginx(
        dir,
        [
          ['cms:1337', `127.0.0.1:${upstreamPort}`],
          ['resolver 127.0.0.11', `resolver 127.0.0.1:${await freePort()}`],
          ['listen 80;', `listen 127.0.0.1:${applicantPort};`],
          ['listen 8080;', `listen 127.0.0.1:${adminPort};`],
          ['root /srv/applicant;', `root ${dir}/applicant;`],
          ['root /srv/admin;', `root ${dir}/admin;`],
        ],
        [applicant, admin],
      );
    });

    afterAll(async () => {
      await nginx?.stop();
      await new Promise((resolve) => upstream.close(resolve));
      fs.rmSync(dir, { recursive: true, force: true });
    });

    beforeEach(() => {
      received.length = 0;
    });

    const expectSecurityHeaders = (answer: RawAnswer, where: string) => {
      for (const name of SECURITY_HEADERS) expect({ where, [name]: Boolean(answer.headers[name]) }).toEqual({ where, [name]: true });
    };

    it('refuses every spelling of a walk from /api/ or /uploads/ to the admin, and the cms never sees it', async () => {
      const notRefused: string[] = [];
      for (const site of [applicant, admin]) {
        for (const hostile of HOSTILE_PROXY_PATHS) {
          const answer = await sendRaw(site, hostile);
          if (answer.status !== 400) notRefused.push(`${answer.status} ${site}${hostile}`);
          expectSecurityHeaders(answer, hostile);
        }
        const login = await sendRaw(site, '/api/../admin/login', { method: 'POST', body: { email: 'admin@example.org', password: 'Admin!2025' } });
        if (login.status !== 400) notRefused.push(`${login.status} POST ${site}/api/../admin/login`);
      }
      expect({ notRefused, reachedTheCms: received }).toEqual({ notRefused: [], reachedTheCms: [] });
    });

    it("never passes the cms's admin, plugin or health paths on, and the back office no /uploads/", async () => {
      for (const site of [applicant, admin]) {
        for (const adminPath of ADMIN_PATHS) {
          const answer = await sendRaw(site, adminPath);
          expect(answer.text).not.toContain('upstream');
        }
      }
      await sendRaw(admin, '/uploads/guide.png');
      expect(received).toEqual([]);
    });

    it('passes /api/ calls and the applicant site\'s /uploads/ files on exactly as sent, query included', async () => {
      const paths = ['/api/fechdata/1', '/api/searchapplication?search=a%2Fb%25..&page=2'];
      for (const site of [applicant, admin]) {
        for (const apiPath of paths) {
          const answer = await sendRaw(site, apiPath);
          expect(answer.status).toBe(200);
          expect(JSON.parse(answer.text)).toEqual({ upstream: apiPath });
          expectSecurityHeaders(answer, apiPath);
        }
      }
      const posted = await sendRaw(applicant, '/api/login', { method: 'POST', body: { email: 'a@example.org', password: 'x' } });
      expect(posted.status).toBe(200);
      const image = await sendRaw(applicant, '/uploads/x.png');
      expect(image.headers['content-type']).toBe('image/png');
      expectSecurityHeaders(image, '/uploads/x.png');
      expect(received).toEqual([...paths, ...paths].map((sent) => `GET ${sent}`).concat('POST /api/login', 'GET /uploads/x.png'));
    });

    it('serves each app with gzip, long-lived assets, the SPA fallback and the security headers', async () => {
      for (const [site, title] of [[applicant, 'Bursary application'], [admin, 'Bursary back office']]) {
        const page = await sendRaw(site, '/applicantdashboard', { headers: { 'Accept-Encoding': 'gzip' } });
        expect(page.status).toBe(200);
        expect(page.headers['content-encoding']).toBe('gzip');
        expect(zlib.gunzipSync(page.body).toString()).toContain(title);
        expectSecurityHeaders(page, site);

        const script = await sendRaw(site, '/assets/index-abc123.js', { headers: { 'Accept-Encoding': 'gzip' } });
        expect(script.headers['content-encoding']).toBe('gzip');
        expect(script.headers['cache-control']).toContain('immutable');
        expectSecurityHeaders(script, `${site}/assets/`);
      }
      expect(received).toEqual([]);
    });

    // Issue 15 item 7: as scripts/serve-app.mjs serves them under `npm start` (e2e/tests/page-weight.spec.ts).
    it("caches as npm start's servers do: pages revalidated, hashed assets for a year, the cms's answers as the cms says", async () => {
      const gzip = { headers: { 'Accept-Encoding': 'gzip' } };
      const pages: [string, string, string][] = [
        [applicant, '/', 'Bursary application'],
        [applicant, '/signin', 'Bursary application: sign in'],
        [applicant, '/applicantdashboard', 'Bursary application: shell'],
        [applicant, '/no/such/page', 'Bursary application: shell'],
        [admin, '/admindashboard', 'Bursary back office'],
      ];
      for (const [site, pagePath, title] of pages) {
        const answer = await sendRaw(site, pagePath, gzip);
        const where = `${site}${pagePath}`;
        expect({ where, status: answer.status, cacheControl: answer.headers['cache-control'], encoding: answer.headers['content-encoding'] }).toEqual({
          where,
          status: 200,
          cacheControl: 'no-cache',
          encoding: 'gzip',
        });
        expect(answer.headers.etag).toBeTruthy();
        expect(answer.headers.vary).toMatch(/accept-encoding/i);
        expect(zlib.gunzipSync(answer.body).toString()).toContain(`<title>${title}</title>`);
        expectSecurityHeaders(answer, where);
      }

      const script = await sendRaw(applicant, '/assets/index-abc123.js', gzip);
      expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(zlib.gunzipSync(script.body).toString()).toBe(PRECOMPRESSED);
      // Without gzip, the file itself; a missing asset is a 404, never a page.
      expect((await sendRaw(applicant, '/assets/index-abc123.js')).text).toContain('Bursary application');
      expect((await sendRaw(applicant, '/assets/index-missing.js')).status).toBe(404);

      // The cms's JSON compressed on the way, its Cache-Control untouched: personal data stays no-store.
      for (const [apiPath, cacheControl] of [['/api/portal-content', 'public, max-age=60'], ['/api/fechdata/1?big=1', 'no-store']]) {
        const answer = await sendRaw(applicant, apiPath, gzip);
        expect({ apiPath, encoding: answer.headers['content-encoding'], cacheControl: answer.headers['cache-control'] }).toEqual({ apiPath, encoding: 'gzip', cacheControl });
        expect(JSON.parse(zlib.gunzipSync(answer.body).toString()).upstream).toBe(apiPath);
      }
    });

    // Issue 15 item 7: brotli is about an eighth smaller than gzip on the apps' scripts; a phone's
    // browser asks for it (Chromium does even on plain http to localhost).
    it('sends brotli to browsers that accept it: the build\'s .br of an asset, pages and the cms\'s JSON compressed on the way', async () => {
      const browser = { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } };
      const script = await sendRaw(applicant, '/assets/index-abc123.js', browser);
      expect({ encoding: script.headers['content-encoding'], cacheControl: script.headers['cache-control'] }).toEqual({
        encoding: 'br',
        cacheControl: 'public, max-age=31536000, immutable',
      });
      expect(zlib.brotliDecompressSync(script.body).toString()).toBe(PRECOMPRESSED_BROTLI);
      expectSecurityHeaders(script, '/assets/ in brotli');

      const page = await sendRaw(applicant, '/signin', browser);
      expect({ encoding: page.headers['content-encoding'], cacheControl: page.headers['cache-control'] }).toEqual({ encoding: 'br', cacheControl: 'no-cache' });
      expect(zlib.brotliDecompressSync(page.body).toString()).toContain('<title>Bursary application: sign in</title>');

      for (const [apiPath, cacheControl] of [['/api/portal-content', 'public, max-age=60'], ['/api/fechdata/1?big=1', 'no-store']]) {
        const answer = await sendRaw(applicant, apiPath, browser);
        expect({ apiPath, encoding: answer.headers['content-encoding'], cacheControl: answer.headers['cache-control'] }).toEqual({ apiPath, encoding: 'br', cacheControl });
        expect(JSON.parse(zlib.brotliDecompressSync(answer.body).toString()).upstream).toBe(apiPath);
      }
      // A client that takes only gzip still gets it.
      const gzipOnly = await sendRaw(applicant, '/assets/index-abc123.js', { headers: { 'Accept-Encoding': 'gzip' } });
      expect(zlib.gunzipSync(gzipOnly.body).toString()).toBe(PRECOMPRESSED);
    });
  },
);
