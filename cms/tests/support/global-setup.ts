import fs from 'node:fs';
import path from 'node:path';
import { createStrapi } from '@strapi/strapi';
import { testEnv } from './test-env';
import { compileCmsForRun } from './compile-cms';
import { startMailbox } from './mailbox';
import { startSwiftStorage } from './swift-server';

// One real Strapi for the whole run, listening on a free port; test files reach it over HTTP
// (CMS_TEST_URL), read the database through tests/support/database.ts and the e-mails it sends
// through tests/support/mailbox.ts (a real SMTP server started here first). With API_STORAGE=s3 the
// cms keeps documents and media in buckets of a real S3-compatible server started here too
// (tests/support/swift-server.ts), else on disk.
export default async () => {
  const storage = process.env.API_STORAGE || 'disk';
  if (!['disk', 's3'].includes(storage)) throw new Error(`API_STORAGE is disk (the default) or s3, not "${storage}".`);
  Object.assign(process.env, testEnv());
  if (storage === 's3') {
    const { swift, settings } = await startSwiftStorage();
    (globalThis as any).__SWIFT__ = swift;
    Object.assign(process.env, settings);
  }
  const mailbox = await startMailbox();
  Object.assign(process.env, { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(mailbox.port), TEST_MAILBOX_DIR: mailbox.dir });
  (globalThis as any).__MAILBOX__ = mailbox;

  const { appDir, distDir } = await compileCmsForRun(String(process.pid));
  const strapi = await createStrapi({ appDir, distDir, autoReload: false, serveAdminPanel: false }).load();
  await strapi.listen();

  // The router's own list of /api routes, for the authorisation matrix (tests/api/authorisation-matrix.test.ts).
  const routes = strapi.server
    .listRoutes()
    .filter((layer: { path: string }) => layer.path.startsWith('/api/'))
    .flatMap((layer: { path: string; methods: string[] }) =>
      layer.methods.filter((method) => method !== 'HEAD').map((method) => `${method} ${layer.path}`),
    );
  process.env.CMS_TEST_ROUTES_FILE = path.join(mailbox.dir, '..', `bursary-api-routes-${process.pid}.json`);
  fs.writeFileSync(process.env.CMS_TEST_ROUTES_FILE, JSON.stringify([...new Set(routes)].sort(), null, 1));

  const address = strapi.server.httpServer.address() as { port: number };
  process.env.CMS_TEST_URL = `http://127.0.0.1:${address.port}`;
  (globalThis as any).__STRAPI__ = strapi;
};
