import fs from 'node:fs';

export default async () => {
  await (globalThis as any).__SWIFT__?.stop();
  const mailbox = (globalThis as any).__MAILBOX__;
  if (mailbox) {
    await mailbox.close();
    fs.rmSync(mailbox.dir, { recursive: true, force: true });
  }
  if (process.env.CMS_TEST_DIST_DIR) fs.rmSync(process.env.CMS_TEST_DIST_DIR, { recursive: true, force: true });
};
