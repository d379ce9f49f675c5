import fs from 'node:fs';
import path from 'node:path';
import { E2E } from './e2e-env';

// The run's database is thrown away with the run.
export default async () => {
  const database = path.resolve(__dirname, '../../cms', E2E.serverEnv.DATABASE_FILENAME);
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${database}${suffix}`, { force: true });
};
