import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { S3_VARIABLES } from '../../src/utils/s3-settings';

export const TEST_STAFF = { email: 'staff.test@bursary.local', password: 'Staff!test2025' };
export const TEST_CMS_ADMIN = { email: 'admin.test@bursary.local', password: 'Admin!test2025' };

// Each test file is its own client (tests/support/api.ts), with limits roomy enough for a file of
// ordinary tests (each test uses its own e-mails, so the per-e-mail limits are its own too);
// rate-limit.test.ts goes past them. Wrong passwords keep the production limit.
// How long the cms remembers a live session (SESSION_CHECK_SECONDS): short here, so a test of a
// session ended behind the cms's back waits only this long.
export const TEST_SESSION_CHECK_SECONDS = 1;
export const TEST_RATE_LIMITS = {
  login: 300,
  loginFailed: 10,
  registration: 150,
  registrationEmail: 20,
  password: 60,
  passwordEmail: 20,
  link: 300,
};

const secret = () => crypto.randomBytes(24).toString('base64');

// The run's environment: fresh secrets, its own database (a temporary SQLite file, or the
// PostgreSQL database named by DATABASE_URL), the test accounts, and requests trusted to come
// through a proxy (so each test file can be its own client). global-setup adds the SMTP server.
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
    LINK_TOKEN_SECRET: secret(),
    ENCRYPTION_KEY: secret(),
    STAFF_EMAIL: TEST_STAFF.email,
    STAFF_PASSWORD: TEST_STAFF.password,
    CMS_ADMIN_EMAIL: TEST_CMS_ADMIN.email,
    CMS_ADMIN_PASSWORD: TEST_CMS_ADMIN.password,
    TRUST_PROXY: 'true',
    SESSION_CHECK_SECONDS: String(TEST_SESSION_CHECK_SECONDS),
    // Registrations answer at once (thousands are made in a run, each else 400 ms): the floor that
    // hides whether an e-mail has an account is proved by registration.test.ts on a cms of its own.
    REGISTRATION_ANSWER_MS: '0',
    RATE_LIMIT_LOGIN: `${TEST_RATE_LIMITS.login}/10m`,
    RATE_LIMIT_LOGIN_FAILED: `${TEST_RATE_LIMITS.loginFailed}/10m`,
    RATE_LIMIT_REGISTRATION: `${TEST_RATE_LIMITS.registration}/1h`,
    RATE_LIMIT_REGISTRATION_EMAIL: `${TEST_RATE_LIMITS.registrationEmail}/1h`,
    RATE_LIMIT_PASSWORD: `${TEST_RATE_LIMITS.password}/1h`,
    RATE_LIMIT_PASSWORD_EMAIL: `${TEST_RATE_LIMITS.passwordEmail}/1h`,
    RATE_LIMIT_LINK: `${TEST_RATE_LIMITS.link}/10m`,
    PRIVATE_UPLOADS_DIR: path.join(os.tmpdir(), `bursary-api-test-uploads-${process.pid}-${Date.now()}`),
    // Resumable uploads in progress, and a sweep of abandoned ones every 1.2 s (tests/api/resumable-uploads.test.ts).
    RESUMABLE_UPLOADS_DIR: path.join(os.tmpdir(), `bursary-api-test-resumable-${process.pid}-${Date.now()}`),
    RESUMABLE_UPLOAD_SWEEP_MINUTES: '0.02',
    // E-mails a relay refused for a while are tried again after 1 s, 2 s, 4 s… (five tries), and a
    // claim on one runs out after 5 s (mail-retries.test.ts); workers look for queued ones twice a second.
    MAIL_RETRY_DELAY_SECONDS: '1',
    MAIL_RETRY_LIMIT: '4',
    MAIL_CLAIM_SECONDS: '5',
    JOB_POLLING_SECONDS: '0.5',
    JOB_MAINTENANCE_SECONDS: '1',
    // The run's cms keeps its state in memory, whatever the shell says: a test that shares it
    // through Redis says so itself, with a key prefix of its own (several-instances.test.ts).
    REDIS_URL: '',
    // Documents and media on disk, whatever the shell says; global-setup names buckets when API_STORAGE=s3.
    ...Object.fromEntries(S3_VARIABLES.map((name) => [name, ''])),
    ...database,
  };
};
