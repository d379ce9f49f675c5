import { createRequire } from 'node:module';
import path from 'node:path';
import { E2E } from './e2e-env';

// The e2e portal's database (npm start's SQLite file), opened with the cms's own driver, for what
// nobody can do through the portal or the admin panel it runs with.
const cmsRequire = createRequire(path.resolve(__dirname, '../../cms/package.json'));
const DATABASE_FILE = E2E.serverEnv.DATABASE_FILENAME;

type Statement = { get: (...values: unknown[]) => Record<string, unknown>; run: (...values: unknown[]) => { changes: number } };
export type PortalDatabase = { prepare: (sql: string) => Statement };

export const withPortalDatabase = <T>(run: (database: PortalDatabase) => T): T => {
  const Database = cmsRequire('better-sqlite3');
  const database = new Database(DATABASE_FILE, { fileMustExist: true });
  try {
    return run(database);
  } finally {
    database.close();
  }
};
