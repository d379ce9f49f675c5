// `npm start`: the whole portal on this machine with nothing to configure — an SMTP sink, the cms
// on SQLite, and both apps. `npm run dev` does the same with hot reload. Ctrl-C stops everything.
// Ports and the database file can be moved with environment variables (the e2e suite does).
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { buildMissing, ROOT } from './build.mjs';
import { ensureEnv, readEnv } from './ensure-env.mjs';

const isDev = process.argv.includes('--dev');
const ports = {
  cms: Number(process.env.CMS_PORT || 1337),
  applicant: Number(process.env.APPLICANT_PORT || (isDev ? 5173 : 3000)),
  admin: Number(process.env.ADMIN_PORT || (isDev ? 5174 : 3001)),
  smtp: Number(process.env.SMTP_SINK_PORT || 1025),
  inbox: Number(process.env.INBOX_PORT || 1080),
};
const cmsUrl = `http://127.0.0.1:${ports.cms}`;
const urls = {
  applicant: `http://localhost:${ports.applicant}`,
  admin: `http://localhost:${ports.admin}`,
};

const isPortFree = (port) =>
  new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '127.0.0.1' }, () => server.close(() => resolve(true)));
  });

const PORT_VARIABLES = { cms: 'CMS_PORT', applicant: 'APPLICANT_PORT', admin: 'ADMIN_PORT', smtp: 'SMTP_SINK_PORT', inbox: 'INBOX_PORT' };
for (const [name, port] of Object.entries(ports)) {
  if (!(await isPortFree(port))) {
    console.error(`Port ${port} is already in use (is the portal already running?). Stop what runs there, or set ${PORT_VARIABLES[name]} to another port.`);
    process.exit(1);
  }
}

if (ensureEnv()) console.log('Wrote cms/.env with new development secrets (git-ignored).');
if (!isDev) buildMissing();

const children = [];
let isStopping = false;

const start = (name, command, args, options = {}) => {
  const child = spawn(command, args, {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    ...options,
    env: { ...process.env, STRAPI_TELEMETRY_DISABLED: 'true', FORCE_COLOR: '0', ...options.env },
  });
  const prefix = `[${name}] `;
  const relay = (stream, out) =>
    stream.on('data', (chunk) => out.write(chunk.toString().replace(/^(?=.)/gm, prefix)));
  relay(child.stdout, process.stdout);
  relay(child.stderr, process.stderr);
  child.on('exit', (code) => {
    if (isStopping) return;
    console.error(`${prefix}stopped (exit ${code}); stopping the rest.`);
    stop(code || 1);
  });
  children.push(child);
  return child;
};

const stop = (code = 0) => {
  if (isStopping) return;
  isStopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  setTimeout(() => process.exit(code), 1500).unref();
};
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

const waitFor = async (url, name, timeoutMs = 180_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  console.error(`${name} did not answer at ${url} within ${timeoutMs / 1000} s.`);
  stop(1);
};

const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);

start('smtp', bin('maildev'), ['--ip', '127.0.0.1', '--smtp', String(ports.smtp), '--web', String(ports.inbox), '--silent']);
start('cms', 'npm', ['--prefix', 'cms', 'run', isDev ? 'develop' : 'start'], {
  env: {
    // Our banner below says where everything is; Strapi's own would point at 0.0.0.0.
    LOG_STARTUP: 'false',
    STRAPI_LOG_LEVEL: process.env.STRAPI_LOG_LEVEL || 'info',
    PORT: String(ports.cms),
    SMTP_PORT: String(ports.smtp),
    APPLICANT_URL: urls.applicant,
    ADMIN_URL: urls.admin,
    ...(isDev && { CORS_ALLOW_DEV_SERVERS: 'true' }),
    ...(process.env.DATABASE_FILENAME && { DATABASE_FILENAME: process.env.DATABASE_FILENAME }),
  },
});
await waitFor(`${cmsUrl}/_health`, 'The cms');

for (const [app, port] of [['applicant-web', ports.applicant], ['admin-web', ports.admin]]) {
  if (isDev) {
    start(app, 'npm', ['run', 'dev', '-w', app, '--', '--port', String(port), '--strictPort', '--host', '127.0.0.1'], {
      env: { CMS_URL: cmsUrl },
    });
  } else {
    // The built app as nginx serves it in production: gzip, caching, prerendered pages (scripts/serve-app.mjs).
    const args = [path.join(ROOT, 'scripts', 'serve-app.mjs'), app, '--port', String(port), '--host', '127.0.0.1'];
    start(app, process.execPath, app === 'applicant-web' ? [...args, '--uploads'] : args, { env: { CMS_URL: cmsUrl } });
  }
}
await Promise.all([waitFor(urls.applicant, 'The applicant site'), waitFor(urls.admin, 'The back office')]);

// The logins as the cms reads them: a variable set in the environment wins over cms/.env.
const fileEnv = readEnv();
const setting = (name) => (name in process.env ? process.env[name] : fileEnv[name]);
const login = (email, password) => (email && password ? `${email} / ${password}` : 'none (not set)');
console.log(`
  The bursary portal is running${isDev ? ' (development, hot reload)' : ''}:

    Applicant site     ${urls.applicant}
    Back office        ${urls.admin}            staff: ${login(setting('STAFF_EMAIL'), setting('STAFF_PASSWORD'))}
    Strapi admin       ${cmsUrl}/admin      editor: ${login(setting('CMS_ADMIN_EMAIL'), setting('CMS_ADMIN_PASSWORD'))}
    E-mail inbox       http://localhost:${ports.inbox}        (every e-mail the portal sends lands here)

  The logins come from STAFF_* and CMS_ADMIN_* in the environment, else cms/.env; the cms creates
  them when missing (an account that already exists keeps its password: the cms warns above if so).
  Press Ctrl-C to stop everything.
`);
