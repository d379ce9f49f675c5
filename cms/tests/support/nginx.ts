import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// Debian's nginx, run from a temporary folder in the foreground with docker/nginx.conf and its
// snippets as the web image holds them (docker/web.Dockerfile), only the machine-specific parts of
// the site moved (`replacements`). Used by tests/api/nginx-proxy.test.ts and tests/cluster.

export const NGINX = '/usr/sbin/nginx';
export const DOCKER_DIR = path.resolve(__dirname, '../../../docker');
// Debian's brotli modules (libnginx-mod-http-brotli-static and -filter), loaded as the image's nginx.conf loads them.
const BROTLI_MODULES = ['ngx_http_brotli_filter_module.so', 'ngx_http_brotli_static_module.so'].map((name) => `/usr/lib/nginx/modules/${name}`);
export const hasNginx = () => [NGINX, ...BROTLI_MODULES].every((file) => fs.existsSync(file));
export const MISSING_NGINX = 'nginx or its brotli modules are missing (apt-get install nginx libnginx-mod-http-brotli-static libnginx-mod-http-brotli-filter)';

/** docker/nginx.conf with the machine-specific parts replaced; fails if one is no longer there to replace. */
export const localSiteConf = (replacements: [string, string][]) =>
  replacements.reduce((conf, [from, to]) => {
    if (conf.split(from).length !== 2) throw new Error(`docker/nginx.conf no longer holds "${from}" exactly once: update this test.`);
    return conf.replace(from, to);
  }, fs.readFileSync(path.join(DOCKER_DIR, 'nginx.conf'), 'utf8'));

/** One line of the access log: when nginx finished it, the cms addresses it tried (comma-separated), its status, the request line and the client's X-Call-Id. */
export type AccessLogLine = { at: number; upstream: string[]; status: number; request: string; callId: string };

export type RunningNginx = { stop: () => Promise<void>; accessLog: () => AccessLogLine[]; output: () => string };

/**
 * Starts nginx in `dir` (which holds the sites' folders) with docker/nginx.conf changed by
 * `replacements`, and waits until every URL in `answering` answers. The access log records which
 * cms addresses served each request ($upstream_addr), for the tests of several instances.
 */
export const startNginx = async (dir: string, replacements: [string, string][], answering: string[]): Promise<RunningNginx> => {
  fs.mkdirSync(path.join(dir, 'snippets'), { recursive: true });
  for (const snippet of ['app-locations.conf', 'security-headers.conf']) fs.copyFileSync(path.join(DOCKER_DIR, snippet), path.join(dir, 'snippets', snippet));
  fs.writeFileSync(path.join(dir, 'site.conf'), localSiteConf(replacements));
  // What the image's own nginx.conf (Debian's) holds around conf.d/, with the folders of a run as any user.
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `${BROTLI_MODULES.map((module) => `load_module ${module};`).join('\n')}
worker_processes 1;
pid nginx.pid;
error_log stderr warn;
events { worker_connections 1024; }
http {
  types { text/html html; application/javascript js; image/png png; }
  default_type application/octet-stream;
  log_format calls '$msec "$upstream_addr" $status "$request" "$http_x_call_id"';
  access_log access.log calls;
  client_body_temp_path body;
  proxy_temp_path proxy;
  fastcgi_temp_path fastcgi;
  uwsgi_temp_path uwsgi;
  scgi_temp_path scgi;
  include site.conf;
}
`,
  );
  // nginx's workers run as nobody when the test runs as root.
  fs.chmodSync(dir, 0o755);

  let output = '';
  const nginx: ChildProcess = spawn(NGINX, ['-p', `${dir}/`, '-c', path.join(dir, 'nginx.conf'), '-e', 'stderr', '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  nginx.stdout?.on('data', (chunk) => (output += chunk));
  nginx.stderr?.on('data', (chunk) => (output += chunk));
  const stop = async () => {
    if (nginx.exitCode !== null || nginx.signalCode !== null) return;
    const stopped = new Promise((resolve) => nginx.once('exit', resolve));
    nginx.kill('SIGTERM');
    await stopped;
  };
  const accessLog = () =>
    fs
      .readFileSync(path.join(dir, 'access.log'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [, at, upstream, status, request, callId] = /^([\d.]+) "([^"]*)" (\d+) "([^"]*)" "([^"]*)"$/.exec(line) ?? [];
        return { at: Number(at) * 1000, upstream: upstream && upstream !== '-' ? upstream.split(/, | : /) : [], status: Number(status), request, callId: callId === '-' ? '' : callId };
      });

  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (nginx.exitCode !== null) throw new Error(`nginx stopped while starting:\n${output}`);
    const answered = await Promise.all(answering.map((url) => fetch(url))).then(() => true, () => false);
    if (answered) return { stop, accessLog, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`nginx did not answer within 15 s:\n${output}`);
};
