// The server `npm start` runs for each built app (in place of `vite preview`), doing what nginx does
// in production (docker/app-locations.conf), the same way:
//   - files from the app's dist/: hashed assets (/assets/) cached for a year as immutable, everything
//     else (HTML, the favicon) `no-cache` with an ETag, so a new build shows at once;
//   - brotli or gzip: the build writes a .br and a .gz beside each compressible file (the precompress
//     plugin in packages/web-ui/src/vite-config.ts) and the one the browser accepts is sent, brotli
//     first, as nginx's brotli_static and gzip_static do; other compressible answers (the cms's
//     JSON) are compressed on the fly, as nginx's brotli and gzip filters do;
//   - pages: a path's own prerendered page (/signin -> signin.html) if the build made one, else the
//     app's shell (app.html, or index.html), as nginx's try_files;
//   - /api/ (and, on the applicant site, the editors' /uploads/) passed to the cms unchanged, with
//     X-Forwarded-For, so the cms limits rates per visitor; never any other path of the cms;
//   - a path with `..`, encoded dots, slashes or backslashes refused with 400, whatever its method;
//   - the production security headers on every page and file.
// The cms's Cache-Control passes through untouched: answers with personal data say no-store.
import { createReadStream, existsSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream';
import zlib from 'node:zlib';
import { SECURITY_HEADERS } from '../packages/web-ui/src/security-headers.mjs';


export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
  '.map': 'application/json; charset=utf-8',
};

// What is worth compressing (nginx's gzip_types; images and fonts are compressed already).
export const isCompressible = (type = '') => /^(text\/|application\/(json|javascript|xml)|image\/svg\+xml)/i.test(type);

// nginx's gzip_min_length: a few bytes gain nothing.
const MIN_COMPRESSED_LENGTH = 256;

// Never resolved here, never passed on (see packages/web-ui/src/vite-config.ts).
const UNNORMALISED_PATH = /\.\.|%2e|%2f|%5c|%25|\\/i;

// The encodings sent, best first, with the suffix of the build's precompressed copy and the
// on-the-fly compressor (flushed as the cms writes, so a long answer streams as it is made), at
// the levels nginx's filters use (brotli_comp_level 5, gzip_comp_level 6).
const ENCODINGS = [
  {
    name: 'br',
    suffix: '.br',
    compressor: () =>
      zlib.createBrotliCompress({ flush: zlib.constants.BROTLI_OPERATION_FLUSH, params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
  },
  { name: 'gzip', suffix: '.gz', compressor: () => zlib.createGzip({ level: 6, flush: zlib.constants.Z_SYNC_FLUSH }) },
];

/** The encodings the request accepts (Accept-Encoding, a q of 0 refusing one), best first. */
const acceptedEncodings = (req) => {
  const accepted = String(req.headers['accept-encoding'] ?? '')
    .split(',')
    .map((part) => part.trim().split(/\s*;\s*/))
    .filter(([, quality]) => !/^q=0(\.0*)?$/i.test(quality ?? ''))
    .map(([name]) => name.toLowerCase());
  return ENCODINGS.filter((encoding) => accepted.includes(encoding.name));
};

const refuse = (res, status, message) => {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...SECURITY_HEADERS });
  res.end(message);
};

/** The file a GET of `pathname` serves from `dist`, or null; pages fall back as nginx's try_files. */
const resolveFile = (dist, pathname, fallbacks) => {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const candidates = decoded.endsWith('/') ? [`${decoded}index.html`] : [decoded, `${decoded}.html`];
  for (const candidate of candidates) {
    const file = path.join(dist, candidate);
    if (!file.startsWith(dist + path.sep)) return null;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  // A missing asset is a 404, never a page; any other path is the app's (client-side routing).
  if (decoded.startsWith('/assets/')) return null;
  return fallbacks.find((file) => existsSync(file)) ?? null;
};

const etagOf = (stat) => `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;

const serveFile = (req, res, dist, file) => {
  const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  const isHashedAsset = file.startsWith(path.join(dist, 'assets') + path.sep);
  const compressible = isCompressible(type);
  const encodings = compressible ? acceptedEncodings(req) : [];
  const precompressed = encodings.find((encoding) => existsSync(file + encoding.suffix));
  const body = precompressed ? file + precompressed.suffix : file;
  const stat = statSync(body);
  const etag = etagOf(stat);
  const headers = {
    ...SECURITY_HEADERS,
    'Content-Type': type,
    'Cache-Control': isHashedAsset ? IMMUTABLE : REVALIDATE,
    ETag: etag,
    'Last-Modified': stat.mtime.toUTCString(),
    ...(compressible && { Vary: 'Accept-Encoding' }),
  };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  if (precompressed) {
    res.writeHead(200, { ...headers, 'Content-Encoding': precompressed.name, 'Content-Length': stat.size });
    if (req.method === 'HEAD') return res.end();
    createReadStream(body).pipe(res);
    return;
  }
  if (encodings.length > 0 && req.method !== 'HEAD' && stat.size >= MIN_COMPRESSED_LENGTH) {
    // Nothing precompressed beside it (a file under 1 KB, or a build without precompress): compress it now.
    res.writeHead(200, { ...headers, 'Content-Encoding': encodings[0].name });
    pipeline(createReadStream(file), encodings[0].compressor(), res, () => {});
    return;
  }
  res.writeHead(200, { ...headers, 'Content-Length': stat.size });
  if (req.method === 'HEAD') return res.end();
  createReadStream(file).pipe(res);
};

// Headers of one hop only (RFC 9110 §7.6.1): not passed on by a proxy.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade']);

const proxyToCms = (req, res, cms) => {
  const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => !HOP_BY_HOP.has(name)));
  const clientAddress = req.socket.remoteAddress ?? '';
  // Appended, as nginx's $proxy_add_x_forwarded_for: the cms believes only the last hop (ours).
  headers['x-forwarded-for'] = headers['x-forwarded-for'] ? `${headers['x-forwarded-for']}, ${clientAddress}` : clientAddress;
  headers['x-forwarded-proto'] = 'http';
  headers['x-forwarded-host'] = req.headers.host ?? '';
  headers.host = cms.host;
  const upstream = http.request(
    { host: cms.hostname, port: cms.port, method: req.method, path: req.url, headers },
    (answer) => {
      const out = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name)));
      const type = String(answer.headers['content-type'] ?? '');
      const [encoding] = acceptedEncodings(req);
      const canCompress =
        encoding !== undefined &&
        req.method !== 'HEAD' &&
        isCompressible(type) &&
        !answer.headers['content-encoding'] &&
        ![204, 304].includes(answer.statusCode) &&
        !(Number(answer.headers['content-length']) < MIN_COMPRESSED_LENGTH);
      if (!canCompress) {
        res.writeHead(answer.statusCode, out);
        pipeline(answer, res, () => {});
        return;
      }
      delete out['content-length'];
      out['content-encoding'] = encoding.name;
      out.vary = out.vary ? `${out.vary}, Accept-Encoding` : 'Accept-Encoding';
      res.writeHead(answer.statusCode, out);
      pipeline(answer, encoding.compressor(), res, () => {});
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) refuse(res, 502, 'The cms did not answer.');
    else res.destroy();
  });
  req.on('aborted', () => upstream.destroy());
  pipeline(req, upstream, () => {});
};

/**
 * Serves `dist` on host:port, passing `proxyPrefixes` (default /api/) to `cmsUrl`. Answers the
 * listening server.
 */
export const serveApp = ({ dist, port, host = '127.0.0.1', cmsUrl, proxyPrefixes = ['/api/'] }) => {
  const root = path.resolve(dist);
  const cms = new URL(cmsUrl);
  const fallbacks = [path.join(root, 'app.html'), path.join(root, 'index.html')];
  const server = http.createServer((req, res) => {
    const [pathname] = (req.url ?? '/').split('?');
    if (!pathname.startsWith('/') || UNNORMALISED_PATH.test(pathname)) return refuse(res, 400, 'Bad request: the address must be a plain path.');
    if (proxyPrefixes.some((prefix) => pathname.startsWith(prefix))) return proxyToCms(req, res, cms);
    if (req.method !== 'GET' && req.method !== 'HEAD') return refuse(res, 405, 'Method not allowed.');
    const file = resolveFile(root, pathname, fallbacks);
    if (!file) return refuse(res, 404, 'Not found.');
    serveFile(req, res, root, file);
  });
  // Uploads from slow phones may take long: the cms times requests (REQUEST_TIMEOUT_SECONDS), not this hop.
  server.requestTimeout = 0;
  server.headersTimeout = 60_000;
  server.keepAliveTimeout = 65_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
};

// `node scripts/serve-app.mjs <app folder> --port <port> [--host <host>] [--uploads]`; CMS_URL names the cms.
if (import.meta.url === `file://${process.argv[1]}`) {
  const [appDir] = process.argv.slice(2);
  const option = (name, fallback) => {
    const index = process.argv.indexOf(`--${name}`);
    return index === -1 ? fallback : process.argv[index + 1];
  };
  const dist = path.join(path.resolve(appDir), 'dist');
  if (!existsSync(path.join(dist, 'index.html'))) {
    console.error(`${dist} holds no build: run npm run build first.`);
    process.exit(1);
  }
  const port = Number(option('port', 3000));
  const host = option('host', '127.0.0.1');
  await serveApp({
    dist,
    port,
    host,
    cmsUrl: process.env.CMS_URL || 'http://127.0.0.1:1337',
    proxyPrefixes: process.argv.includes('--uploads') ? ['/api/', '/uploads/'] : ['/api/'],
  });
  console.log(`Serving ${path.relative(process.cwd(), dist) || dist} on http://${host}:${port}`);
}
