import path from 'node:path';

// Each Playwright worker (E2E_WORKERS of them, 2 by default) has a portal of its own, started by
// playwright.config.ts: its own ports, SQLite database, document folders and e-mail inbox, so
// specs that change the portal's settings (applications closed, the cycle year) never meet another
// worker's, and a spec sees only its own e-mails and counts. E2E_PORT_OFFSET moves every port, so
// two runs can share a machine; each further portal is ten ports on.
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS || 2));
const baseOffset = Number(process.env.E2E_PORT_OFFSET || 0);
// Shared by the runner and its workers (they inherit the variable), so both name the same files.
const runId = process.env.E2E_RUN_ID ?? (process.env.E2E_RUN_ID = String(Date.now()));
const CMS_DIR = path.resolve(__dirname, '../../cms');

/** The portal of the worker with this parallel index (0 to E2E_WORKERS - 1). */
export const portalOf = (index: number) => {
  const offset = baseOffset + index * 10;
  const ports = { cms: 1438 + offset, applicant: 3100 + offset, admin: 3101 + offset, smtp: 1026 + offset, inbox: 1081 + offset };
  const files = path.join(CMS_DIR, '.tmp', `e2e-${runId}-${index}`);
  const privateUploadsDir = path.join(files, 'private-uploads');
  const staff = { email: 'staff.e2e@bursary.local', password: 'Staff!e2e2025' };
  const cmsAdmin = { email: 'admin.e2e@bursary.local', password: 'Admin!e2e2025' };
  return {
    portOffset: offset,
    // The run's database, documents and resumable uploads (support/global-teardown.ts removes them).
    files,
    privateUploadsDir,
    applicantUrl: `http://localhost:${ports.applicant}`,
    adminUrl: `http://localhost:${ports.admin}`,
    cmsUrl: `http://127.0.0.1:${ports.cms}`,
    inboxUrl: `http://127.0.0.1:${ports.inbox}`,
    staff,
    cmsAdmin,
    serverEnv: {
      CMS_PORT: String(ports.cms),
      APPLICANT_PORT: String(ports.applicant),
      ADMIN_PORT: String(ports.admin),
      SMTP_SINK_PORT: String(ports.smtp),
      INBOX_PORT: String(ports.inbox),
      // An absolute path: the cms resolves DATABASE_FILENAME from its own folder otherwise.
      DATABASE_FILENAME: path.join(files, 'data.db'),
      PRIVATE_UPLOADS_DIR: privateUploadsDir,
      RESUMABLE_UPLOADS_DIR: path.join(files, 'resumable-uploads'),
      STAFF_EMAIL: staff.email,
      STAFF_PASSWORD: staff.password,
      CMS_ADMIN_EMAIL: cmsAdmin.email,
      CMS_ADMIN_PASSWORD: cmsAdmin.password,
      STRAPI_LOG_LEVEL: 'warn',
      // Every request comes from this machine: room for the back-office specs' arranged applicants.
      // The limits themselves are proven by the cms API suite.
      RATE_LIMIT_REGISTRATION: '1000/1h',
      RATE_LIMIT_LOGIN: '2000/10m',
      // Arranged registrations answer at once; the 400 ms floor that hides whether an e-mail has an
      // account is proven by the cms API suite (registration.test.ts).
      REGISTRATION_ANSWER_MS: '0',
    },
  };
};

// In a worker, its own portal (Playwright sets TEST_PARALLEL_INDEX); in the runner, the first.
export const E2E = portalOf(Number(process.env.TEST_PARALLEL_INDEX || 0));
