import fs from 'node:fs';

export default async () => {
  const strapi = (globalThis as any).__STRAPI__;
  if (strapi) await strapi.destroy();
  const swift = (globalThis as any).__SWIFT__;
  if (swift) await swift.stop();
  const mailbox = (globalThis as any).__MAILBOX__;
  if (mailbox) {
    await mailbox.close();
    fs.rmSync(mailbox.dir, { recursive: true, force: true });
  }
  if (process.env.CMS_TEST_ROUTES_FILE) fs.rmSync(process.env.CMS_TEST_ROUTES_FILE, { force: true });
  if (process.env.CMS_TEST_DIST_DIR) fs.rmSync(process.env.CMS_TEST_DIST_DIR, { recursive: true, force: true });
  if (process.env.PRIVATE_UPLOADS_DIR) fs.rmSync(process.env.PRIVATE_UPLOADS_DIR, { recursive: true, force: true });
  if (process.env.RESUMABLE_UPLOADS_DIR) fs.rmSync(process.env.RESUMABLE_UPLOADS_DIR, { recursive: true, force: true });
  const file = process.env.DATABASE_FILENAME;
  if (process.env.DATABASE_CLIENT === 'sqlite' && file) {
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
  }
};
