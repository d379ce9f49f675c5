import { expect } from '@playwright/test';
import { test } from '../support/test';
import { cmsAdminHeaders } from '../support/cms-admin';
import { E2E } from '../support/e2e-env';
import { HOSTILE_PROXY_PATHS, sendRaw, type RawAnswer } from '../../cms/tests/support/raw-request';

// Item 3 of the security issue, as `npm start` serves the apps: their servers forward only
// normalised /api/ paths (and the editors' /uploads/ files on the applicant site) to the cms, so no
// path through them reaches the Strapi admin. nginx, the production front door, is tested by
// cms/tests/api/nginx-proxy.test.ts.

const APPS = [
  { name: 'applicant site', url: E2E.applicantUrl },
  { name: 'back office', url: E2E.adminUrl },
];

// A real 1×1 PNG: the upload plugin reads an image's size.
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

// Refused, and nothing of the admin's answers: its token, its JSON, its name.
const expectRefused = (answer: RawAnswer, where: string) => {
  expect([400, 404], where).toContain(answer.status);
  expect(answer.text, where).not.toMatch(/"token"|eyJ[\w-]+\.[\w-]+|"hasAdmin"|"data"\s*:|"results"\s*:|strapi/i);
  expect(JSON.stringify(answer.headers), where).not.toMatch(/eyJ[\w-]+\.[\w-]+|strapi/i);
};

test('[SECURITY][PROXY]: no path through either app reaches the Strapi admin, in any spelling', async () => {
  for (const app of APPS) {
    for (const path of HOSTILE_PROXY_PATHS) {
      expectRefused(await sendRaw(app.url, path), `${app.name} GET ${path}`);
    }
    for (const path of ['/api/../admin/login', '/api/%2e%2e/admin/login', '/uploads/..%2fadmin/login']) {
      expectRefused(await sendRaw(app.url, path, { method: 'POST', body: E2E.cmsAdmin }), `${app.name} POST ${path}`);
    }
  }
});

test("[SECURITY][PROXY]: the apps' API calls still go through, and the editors' images on the applicant site only", async ({ request }) => {
  for (const app of APPS) {
    const content = await sendRaw(app.url, '/api/portal-content');
    expect(content.status, app.name).toBe(200);
    expect(JSON.parse(content.text)).toHaveProperty('settings');
    const login = await sendRaw(app.url, '/api/login', { method: 'POST', body: { email: 'nobody@example.org', password: 'Wrong2025' } });
    expect(login.status, app.name).toBe(401);
  }

  const uploaded = await request.post(`${E2E.cmsUrl}/upload`, {
    headers: await cmsAdminHeaders(request),
    multipart: { files: { name: 'guide-pixel.png', mimeType: 'image/png', buffer: PIXEL } },
  });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);
  const [file] = (await uploaded.json()) as { url: string }[];
  expect(file.url).toMatch(/^\/uploads\/[\w.-]+\.png$/);

  const image = await sendRaw(E2E.applicantUrl, file.url);
  expect(image.status).toBe(200);
  expect(image.headers['content-type']).toBe('image/png');
  expect(image.body.equals(await (await request.get(`${E2E.cmsUrl}${file.url}`)).body())).toBe(true);
  // The back office shows no editors' media: its server has no /uploads/ to pass on.
  const fromBackOffice = await sendRaw(E2E.adminUrl, file.url);
  expect(fromBackOffice.headers['content-type']).not.toBe('image/png');
});
