import http from 'node:http';

// Requests sent exactly as written: fetch, supertest and browsers resolve `..` and re-encode
// before sending, which is what a hostile client does not do.

/**
 * Paths that would walk from the apps' /api/ or /uploads/ to the cms's admin, in every spelling a
 * proxy might pass on, and the pieces such walks are made of, alone.
 */
export const HOSTILE_PROXY_PATHS = [
  '/api/../admin/init',
  '/api/../content-manager/collection-types/api::portal.portal-text',
  '/api/../content-type-builder/content-types',
  '/api/../users-permissions/roles',
  '/uploads/../admin/init',
  '/uploads/../admin/login',
  '/api/%2e%2e/admin/init',
  '/api/%2E%2E/admin/init',
  '/api/..%2fadmin/init',
  '/api/..%2Fadmin/init',
  '/api/%2E%2E%2Fadmin/init',
  '/api/.%2e/admin/init',
  '/api/..\\admin/init',
  '/api/..%5cadmin/init',
  '/api/%5C..%5Cadmin/init',
  '/api/%252e%252e/admin/init',
  '/api/%252e%252e%252fadmin/init',
  '/uploads/%2e%2e/admin/init',
  '/uploads/..%2Fadmin/init',
  '/api/portal%2econtent',
  '/api/portal-content%2F',
  '/api/portal-content\\',
  '/api/portal-content%5C',
  '/api/portal-content%25',
  '/uploads/..',
];

export type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer; text: string };

type RawRequest = { method?: string; headers?: Record<string, string>; body?: unknown };

/** Sends `path` to `baseUrl` untouched: node's http module neither resolves `..` nor re-encodes. */
export const sendRaw = (baseUrl: string, path: string, { method = 'GET', headers = {}, body }: RawRequest = {}) =>
  new Promise<RawAnswer>((resolve, reject) => {
    const { host, hostname, port } = new URL(baseUrl);
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const request = http.request(
      {
        // The apps listen on 127.0.0.1 only; `localhost` may resolve to ::1 first.
        host: hostname === 'localhost' ? '127.0.0.1' : hostname,
        port,
        method,
        path,
        headers: {
          Host: host,
          ...(payload !== undefined && { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(payload)) }),
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const all = Buffer.concat(chunks);
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: all, text: all.toString('utf8') });
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
