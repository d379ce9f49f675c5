// Starts the whole portal exactly as `npm start` does (scripts/start.mjs: SMTP sink, built cms, both
// built apps), on free ports in 1600-1699 and a database file of the benchmark's own, and stops all
// of it afterwards. Builds must already be there (start.mjs would otherwise build them first).
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// Binding 127.0.0.1 fails while anything (also on 0.0.0.0) listens there, as start.mjs checks too.
const isFree = (port) =>
  new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '127.0.0.1' }, () => server.close(() => resolve(true)));
  });

// Benchmarks on this machine keep to ports 1600-1699.
export const freePorts = async (from, count) => {
  const ports = [];
  for (let port = from; port < 1700 && ports.length < count; port += 1) if (await isFree(port)) ports.push(port);
  if (ports.length < count) throw new Error(`Not ${count} free ports between ${from} and 1699`);
  return ports;
};

// Every process on the machine, from /proc (Linux). The command name may hold spaces and ')', so
// the fields are read after its last ')'.
const processes = () =>
  readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((pid) => {
      try {
        const [state, ppid, pgrp] = readFileSync(`/proc/${pid}/stat`, 'utf8').split(')').pop().trim().split(' ');
        return [{ pid: Number(pid), state, ppid: Number(ppid), pgrp: Number(pgrp) }];
      } catch {
        return []; // exited meanwhile
      }
    });

// Processes still running in these groups; a zombie has let go of its ports and waits to be reaped.
const livingIn = (groups) => processes().filter((p) => groups.has(p.pgrp) && p.state !== 'Z');

const answers = async (url, status) => {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
    await response.arrayBuffer();
    return response.status === status;
  } catch {
    return false; // not listening yet
  }
};

/**
 * Launches `node scripts/start.mjs` (what `npm start` runs, minus npm's own start-up) with
 * `databaseFile` as the cms's SQLite file (an absolute path; the cms resolves it from cms/).
 * Answers the ports and urls, ready() (seconds from launch until each URL answers) and stop().
 */
export const startPortal = async ({ databaseFile, privateUploads, firstPort = 1600, env = {} }) => {
  const [cms, applicant, admin, smtp, inbox] = await freePorts(firstPort, 5);
  const ports = { cms, applicant, admin, smtp, inbox };
  const urls = {
    cms: `http://127.0.0.1:${cms}`,
    applicant: `http://127.0.0.1:${applicant}`,
    admin: `http://127.0.0.1:${admin}`,
    inbox: `http://127.0.0.1:${inbox}`,
  };
  const startedAt = performance.now();
  // detached: start.mjs leads its own process group, so stop() can signal it as Ctrl-C would.
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      CMS_PORT: String(cms),
      APPLICANT_PORT: String(applicant),
      ADMIN_PORT: String(admin),
      SMTP_SINK_PORT: String(smtp),
      INBOX_PORT: String(inbox),
      DATABASE_FILENAME: databaseFile,
      // Applicants' documents of this run stay out of the portal's own cms/private-uploads.
      ...(privateUploads && { PRIVATE_UPLOADS_DIR: privateUploads }),
      STRAPI_LOG_LEVEL: 'warn',
      ...env,
    },
  });
  const hasExited = () => child.exitCode !== null || child.signalCode !== null;
  const exited = new Promise((resolve) => child.once('exit', resolve));

  // Seconds from launch until `url` answers `status`, polled every 100 ms.
  const secondsUntil = async (url, status, timeoutMs = 180_000) => {
    for (;;) {
      if (hasExited()) throw new Error(`scripts/start.mjs stopped (exit ${child.exitCode ?? child.signalCode}) before ${url} answered`);
      if (await answers(url, status)) return (performance.now() - startedAt) / 1000;
      if (performance.now() - startedAt > timeoutMs) throw new Error(`${url} did not answer ${status} within ${timeoutMs / 1000} s`);
      await sleep(100);
    }
  };
  const CHECKS = {
    'cms /_health': [`${urls.cms}/_health`, 204],
    'cms /api/portal-content': [`${urls.cms}/api/portal-content`, 200],
    'applicant site': [`${urls.applicant}/`, 200],
    'back office': [`${urls.admin}/`, 200],
    'e-mail inbox': [`${urls.inbox}/`, 200],
  };
  const ready = async () => {
    const entries = await Promise.all(Object.entries(CHECKS).map(async ([label, [url, status]]) => [label, await secondsUntil(url, status)]));
    return Object.fromEntries(entries);
  };

  // SIGTERM to start.mjs's group, as Ctrl-C: start.mjs then stops each server's own (detached) group.
  // Anything still running after 20 s is killed, and no port of this run may still be listening.
  const stop = async () => {
    const groups = new Set([child.pid, ...processes().filter((p) => p.ppid === child.pid).map((p) => p.pgrp)]);
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already stopped
    }
    await exited;
    for (let waited = 0; livingIn(groups).length && waited < 20_000; waited += 200) await sleep(200);
    for (const group of groups) {
      try {
        if (!livingIn(new Set([group])).length) continue;
        console.warn(`Process group ${group} outlived SIGTERM by 20 s; killing it.`);
        process.kill(-group, 'SIGKILL');
      } catch {
        // gone meanwhile
      }
    }
    for (let waited = 0; livingIn(groups).length && waited < 5000; waited += 200) await sleep(200);
    const listening = [];
    for (const port of Object.values(ports)) if (!(await isFree(port))) listening.push(port);
    if (listening.length) throw new Error(`Still listening after stopping the portal: port(s) ${listening.join(', ')}`);
  };

  return { ports, urls, ready, stop };
};
