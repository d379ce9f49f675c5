import request from 'supertest';
import { api } from '../support/api';
import { withOwnCms } from '../support/cms-process';

const DEV_SERVERS = ['http://localhost:5173', 'http://localhost:5174'];

type Client = { options: (url: string) => request.Test };

const allowedOrigin = async (client: Client, origin: string) => {
  const preflight = await client.options('/api/login').set('Origin', origin).set('Access-Control-Request-Method', 'POST');
  return preflight.headers['access-control-allow-origin'] as string | undefined;
};

describe('[CMS][CORS]', () => {
  it("lets the two apps' origins call the API from a browser, and no other origin", async () => {
    for (const origin of ['http://localhost:3000', 'http://localhost:3001']) {
      expect(await allowedOrigin(api(), origin)).toBe(origin);
    }
    expect(await allowedOrigin(api(), 'https://evil.example')).toBeUndefined();
  });

  // Item 14 of the security issue: `npm start` (and any cms not told otherwise) is production-safe.
  it("allows the development servers' origins only when told to (npm run dev), not by default", async () => {
    for (const origin of DEV_SERVERS) {
      expect({ origin, allowed: await allowedOrigin(api(), origin) }).toEqual({ origin, allowed: undefined });
    }
  });

  it('sends the security headers on API answers', async () => {
    const response = await api().get('/api/portal-content').expect(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });
});

describe('[CMS][CORS]: under npm run dev (CORS_ALLOW_DEV_SERVERS=true)', () => {
  const cmsUrl = withOwnCms({ CORS_ALLOW_DEV_SERVERS: 'true' });

  it("allows the development servers' origins beside the apps', and still no other", async () => {
    const client = request(cmsUrl());
    for (const origin of [...DEV_SERVERS, 'http://localhost:3000']) {
      expect(await allowedOrigin(client, origin)).toBe(origin);
    }
    expect(await allowedOrigin(client, 'https://evil.example')).toBeUndefined();
  });
});
