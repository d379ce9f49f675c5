// On first start, writes cms/.env with freshly generated development secrets and the dev logins.
// The file is git-ignored; production sets every variable in its own environment instead.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

export const DEV_LOGINS = {
  staff: { email: 'staff@bursary.local', password: 'Staff!2025dev' },
  cmsAdmin: { email: 'admin@bursary.local', password: 'Admin!2025dev' },
};

const secret = () => randomBytes(24).toString('base64');

const ENV_FILE = new URL('../cms/.env', import.meta.url);

export const readEnv = (file = ENV_FILE) =>
  Object.fromEntries(
    readFileSync(file, 'utf8')
      .split('\n')
      .map((line) => /^\s*([A-Z0-9_]+)\s*=\s*(.*)$/.exec(line))
      .filter(Boolean)
      .map(([, key, value]) => [key, value.trim()]),
  );

export const ensureEnv = (file = ENV_FILE) => {
  if (existsSync(file)) return false;
  const lines = [
    '# Generated on first start for development. Never commit this file.',
    'HOST=127.0.0.1',
    'PORT=1337',
    `APP_KEYS=${[secret(), secret(), secret(), secret()].join(',')}`,
    `API_TOKEN_SALT=${secret()}`,
    `ADMIN_JWT_SECRET=${secret()}`,
    `TRANSFER_TOKEN_SALT=${secret()}`,
    `JWT_SECRET=${secret()}`,
    `LINK_TOKEN_SECRET=${secret()}`,
    `ENCRYPTION_KEY=${secret()}`,
    'DATABASE_CLIENT=sqlite',
    'DATABASE_FILENAME=.tmp/data.db',
    'SMTP_HOST=127.0.0.1',
    'SMTP_PORT=1025',
    `STAFF_EMAIL=${DEV_LOGINS.staff.email}`,
    `STAFF_PASSWORD=${DEV_LOGINS.staff.password}`,
    `CMS_ADMIN_EMAIL=${DEV_LOGINS.cmsAdmin.email}`,
    `CMS_ADMIN_PASSWORD=${DEV_LOGINS.cmsAdmin.password}`,
    'STRAPI_TELEMETRY_DISABLED=true',
    '',
  ];
  writeFileSync(file, lines.join('\n'), { mode: 0o600 });
  return true;
};

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(ensureEnv() ? 'Wrote cms/.env with new development secrets.' : 'cms/.env exists; left as it is.');
}
