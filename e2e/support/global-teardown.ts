import fs from 'node:fs';
import { E2E_WORKERS, portalOf } from './e2e-env';

// Each portal's database and files are thrown away with the run.
export default async () => {
  for (let index = 0; index < E2E_WORKERS; index += 1) fs.rmSync(portalOf(index).files, { recursive: true, force: true });
};
