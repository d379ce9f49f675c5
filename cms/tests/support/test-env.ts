import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';

export const TEST_STAFF = { email: 'staff.test@bursary.local', password: 'Staff!test2025' };
export const TEST_CMS_ADMIN = { email: 'admin.test@bursary.local', password: 'Admin!test2025' };

const secret = () => crypto.randomBytes(24).toString('base64');

// The run's environment: fresh secrets, its own database (a temporary SQLite file, or the
// PostgreSQL database named by DATABASE_URL), and the test accounts.
export const testEnv = (): Record<string, string> => {
  const database: Record<string, string> = process.env.DATABASE_URL
    ? { DATABASE_CLIENT: 'postgres', DATABASE_URL: process.env.DATABASE_URL }
    : {
        DATABASE_CLIENT: 'sqlite',
        DATABASE_FILENAME: path.join(os.tmpdir(), `bursary-api-test-${process.pid}-${Date.now()}.db`),
      };
  return {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_STARTUP: 'false',
    STRAPI_TELEMETRY_DISABLED: 'true',
    STRAPI_LOG_LEVEL: 'error',
    APP_KEYS: [secret(), secret()].join(','),
    API_TOKEN_SALT: secret(),
    ADMIN_JWT_SECRET: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    JWT_SECRET: secret(),
    ENCRYPTION_KEY: secret(),
    STAFF_EMAIL: TEST_STAFF.email,
    STAFF_PASSWORD: TEST_STAFF.password,
    CMS_ADMIN_EMAIL: TEST_CMS_ADMIN.email,
    CMS_ADMIN_PASSWORD: TEST_CMS_ADMIN.password,
    ...database,
  };
};
