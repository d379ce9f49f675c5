import fs from 'node:fs';

export default async () => {
  const strapi = (globalThis as any).__STRAPI__;
  if (strapi) await strapi.destroy();
  const file = process.env.DATABASE_FILENAME;
  if (process.env.DATABASE_CLIENT === 'sqlite' && file) {
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
  }
};
