import path from 'node:path';
import { compile } from '@strapi/typescript-utils';

const appDir = path.resolve(__dirname, '../..');

/**
 * The cms compiled into `.test-dist/<folder>`, a folder of the run's own, so a test run never
 * touches dist/ (the admin panel build and the server `npm start` may be serving from this
 * checkout) nor another run's files; CMS_TEST_DIST_DIR names it for the processes the run starts.
 * Emitted without type checking (noCheck): `npm run typecheck` checks the cms, and checking it
 * again cost each run about 10 s of its one thread.
 */
export const compileCmsForRun = async (folder: string) => {
  const distDir = path.join(appDir, '.test-dist', folder);
  process.env.CMS_TEST_DIST_DIR = distDir;
  await compile(appDir, { configOptions: { options: { outDir: distDir, incremental: false, noCheck: true } } });
  return { appDir, distDir };
};
