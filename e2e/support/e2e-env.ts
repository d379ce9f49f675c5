// E2E_PORT_OFFSET moves every port, so two runs can share a machine.
const offset = Number(process.env.E2E_PORT_OFFSET || 0);
const ports = { cms: 1438 + offset, applicant: 3100 + offset, admin: 3101 + offset, smtp: 1026 + offset, inbox: 1081 + offset };

export const E2E = {
  portOffset: offset,
  applicantUrl: `http://localhost:${ports.applicant}`,
  adminUrl: `http://localhost:${ports.admin}`,
  cmsUrl: `http://127.0.0.1:${ports.cms}`,
  inboxUrl: `http://127.0.0.1:${ports.inbox}`,
  staff: { email: 'staff.e2e@bursary.local', password: 'Staff!e2e2025' },
  cmsAdmin: { email: 'admin.e2e@bursary.local', password: 'Admin!e2e2025' },
  serverEnv: {
    CMS_PORT: String(ports.cms),
    APPLICANT_PORT: String(ports.applicant),
    ADMIN_PORT: String(ports.admin),
    SMTP_SINK_PORT: String(ports.smtp),
    INBOX_PORT: String(ports.inbox),
    DATABASE_FILENAME: `.tmp/e2e-${process.env.E2E_RUN_ID ?? (process.env.E2E_RUN_ID = String(Date.now()))}.db`,
    STAFF_EMAIL: 'staff.e2e@bursary.local',
    STAFF_PASSWORD: 'Staff!e2e2025',
    CMS_ADMIN_EMAIL: 'admin.e2e@bursary.local',
    CMS_ADMIN_PASSWORD: 'Admin!e2e2025',
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
