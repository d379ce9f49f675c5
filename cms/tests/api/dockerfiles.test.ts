import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { freePort } from '../support/cms-process';

// Issue 19 item 7: the images' Dockerfiles, checked without a Docker engine. hadolint is not in
// Debian's archive (and its npm wrapper downloads a binary), so the lines it and a reviewer look at
// are checked here: pinned base images, a user other than root, no dev dependencies kept, apt's
// lists removed, no secret, exec-form commands, the ports and folders compose and nginx use, and the
// cms's HEALTHCHECK run against the run's cms.

const ROOT = path.resolve(__dirname, '../../..');
const DOCKERFILES = ['docker/cms.Dockerfile', 'docker/web.Dockerfile'];

type Instruction = { keyword: string; args: string };

/** The file's instructions, continuation lines joined, comments left out. */
const instructionsOf = (file: string): Instruction[] =>
  fs
    .readFileSync(path.join(ROOT, file), 'utf8')
    .split('\n')
    .filter((line) => !/^\s*#/.test(line))
    .join('\n')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => {
      const [, keyword, args] = /^\s*(\w+)\s+(.*)$/.exec(line)!;
      return { keyword: keyword.toUpperCase(), args: args.trim() };
    });

/** The stages, each from its FROM on; the last is the image. */
const stagesOf = (file: string) =>
  instructionsOf(file).reduce<Instruction[][]>((stages, instruction) => {
    if (instruction.keyword === 'FROM') stages.push([]);
    stages[stages.length - 1].push(instruction);
    return stages;
  }, []);
const finalStage = (file: string) => stagesOf(file).at(-1)!;
const argsOf = (instructions: Instruction[], keyword: string) => instructions.filter((instruction) => instruction.keyword === keyword).map((instruction) => instruction.args);

const compose = () => parse(fs.readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'));
const nginxConf = () => fs.readFileSync(path.join(ROOT, 'docker/nginx.conf'), 'utf8');

describe('[DEPLOY]: the Dockerfiles', () => {
  it('build from base images pinned to a release, never `latest` or a bare major version', () => {
    const bases = DOCKERFILES.flatMap((file) => {
      const stageNames = stagesOf(file).map((stage) => /\bAS\s+(\S+)/i.exec(stage[0].args)?.[1]);
      return argsOf(instructionsOf(file), 'FROM')
        .map((args) => args.split(/\s+/)[0])
        .filter((image) => !stageNames.includes(image))
        .map((image) => ({ file, image }));
    });
    expect(bases.length).toBeGreaterThanOrEqual(4);
    const unpinned = bases.filter(({ image }) => !/^[\w./-]+(:\d+\.\d+(\.\d+)?(-[\w.-]+)?(@sha256:[0-9a-f]{64})?|@sha256:[0-9a-f]{64})$/.test(image));
    expect(unpinned).toEqual([]);
  });

  it('run the cms as a user other than root; nginx hands requests to workers that are not root', () => {
    const cmsUsers = argsOf(finalStage('docker/cms.Dockerfile'), 'USER');
    expect(cmsUsers.at(-1)).toBe('node');
    // The web image's master stays root to listen on 80 (its Dockerfile says why); the image installs
    // Debian's nginx package, whose nginx.conf (this machine's, from the same package) runs the workers as www-data.
    expect(argsOf(finalStage('docker/web.Dockerfile'), 'USER').filter((user) => !/^(root|0)$/.test(user))).toEqual([]);
    expect(fs.readFileSync('/etc/nginx/nginx.conf', 'utf8')).toMatch(/^user www-data;$/m);
  });

  it('keep no dev dependencies in the cms image: what it copies was installed again or pruned with --omit=dev after each build', () => {
    const [build, image] = stagesOf('docker/cms.Dockerfile');
    const runs = argsOf(build, 'RUN').join('\n');
    const after = (first: string, then: string) => runs.indexOf(first) !== -1 && runs.indexOf(then, runs.indexOf(first)) !== -1;
    // the root's node_modules (the domain package's yup), and the cms's own
    expect(after('npm run build -w @bursary/domain', 'npm ci --omit=dev --ignore-scripts --workspace @bursary/domain')).toBe(true);
    expect(after('npm --prefix cms run build', 'npm --prefix cms prune --omit=dev')).toBe(true);
    // The image itself installs nothing: it copies from the build.
    expect(argsOf(image, 'RUN').filter((run) => /\bnpm (ci|install|i)\b/.test(run))).toEqual([]);
    expect(argsOf(image, 'COPY').every((copy) => copy.startsWith('--from=build '))).toBe(true);
  });

  it('install Debian packages without recommends, in the RUN that updates the lists and removes them', () => {
    const installs = DOCKERFILES.flatMap((file) => argsOf(instructionsOf(file), 'RUN').filter((run) => /apt-get install/.test(run)).map((run) => ({ file, run })));
    expect(installs.length).toBeGreaterThanOrEqual(2);
    for (const { file, run } of installs) {
      expect({ file, update: /apt-get update/.test(run), noRecommends: /--no-install-recommends/.test(run), yes: /install -y\b/.test(run), listsRemoved: /rm -rf \/var\/lib\/apt\/lists\/\*/.test(run) }).toEqual({
        file,
        update: true,
        noRecommends: true,
        yes: true,
        listsRemoved: true,
      });
    }
  });

  it('hold no secret: no ENV or ARG names a password, secret, key, salt or token', () => {
    const named = DOCKERFILES.flatMap((file) =>
      instructionsOf(file)
        .filter(({ keyword }) => keyword === 'ENV' || keyword === 'ARG')
        .flatMap(({ args }) => [...args.matchAll(/(\w+)=/g)].map((match) => match[1]).concat(args.includes('=') ? [] : [args.split(/\s+/)[0]]))
        .map((name) => ({ file, name })),
    );
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter(({ name }) => /PASSWORD|SECRET|KEY|SALT|TOKEN/i.test(name))).toEqual([]);
  });

  it("keep the checkout's secrets, databases, uploads, backups and installed files out of the build (.dockerignore)", () => {
    const ignored = fs.readFileSync(path.join(ROOT, '.dockerignore'), 'utf8').split('\n').map((line) => line.trim());
    for (const pattern of ['.git', '**/node_modules', '**/.env', '**/.tmp', '**/*.db', '**/*.sqlite', 'cms/public/uploads/*', 'cms/private-uploads', 'cms/resumable-uploads', 'backups', '**/.test-dist']) {
      expect({ pattern, ignored: ignored.includes(pattern) }).toEqual({ pattern, ignored: true });
    }
  });

  it('start with exec-form commands (signals reach the process), nginx stopping gracefully', () => {
    for (const file of DOCKERFILES) {
      for (const command of [...argsOf(finalStage(file), 'CMD'), ...argsOf(finalStage(file), 'ENTRYPOINT')]) {
        expect({ file, command, isExecForm: Array.isArray(JSON.parse(command)) }).toEqual({ file, command, isExecForm: true });
      }
    }
    expect(argsOf(finalStage('docker/web.Dockerfile'), 'STOPSIGNAL')).toEqual(['SIGQUIT']);
  });

  it('expose the ports compose and nginx use: the cms its PORT, the web image the sites nginx listens on', () => {
    const { services } = compose();
    expect(argsOf(finalStage('docker/cms.Dockerfile'), 'EXPOSE')).toEqual([String(services.cms.environment.PORT)]);
    expect(nginxConf()).toContain(`cms:${services.cms.environment.PORT}`);
    const listens = [...nginxConf().matchAll(/^\s*listen (\d+);/gm)].map((match) => match[1]).sort();
    const published = (services.web.ports as string[]).map((mapping) => mapping.split(':').at(-1)!).sort();
    expect(argsOf(finalStage('docker/web.Dockerfile'), 'EXPOSE').join(' ').split(' ').sort()).toEqual(listens);
    expect(published).toEqual(listens);
  });

  it("make every folder compose mounts into the cms the cms user's, so a new volume is writable by it", () => {
    const image = finalStage('docker/cms.Dockerfile');
    const workdir = argsOf(image, 'WORKDIR').at(-1)!;
    const mounts = (compose().services.cms.volumes as string[]).map((volume) => volume.split(':')[1]);
    expect(mounts.length).toBeGreaterThanOrEqual(3);
    const chowned = argsOf(image, 'RUN')
      .filter((run) => run.includes('chown node:node'))
      .flatMap((run) => run.slice(run.indexOf('chown node:node') + 'chown node:node'.length).split(/\s+/).filter((word) => word && !word.startsWith('&')))
      .map((folder) => path.posix.join(workdir, folder));
    expect(mounts.filter((mount) => !chowned.includes(mount))).toEqual([]);
  });

  it("have a cms HEALTHCHECK that passes against a running cms and fails when none answers", async () => {
    const [healthcheck] = argsOf(finalStage('docker/cms.Dockerfile'), 'HEALTHCHECK');
    expect(healthcheck).toBeDefined();
    const [program, ...args] = JSON.parse(healthcheck.slice(healthcheck.indexOf('CMD') + 3).trim()) as string[];
    expect(program).toBe('node');
    // Not spawnSync: the run's cms may answer from this very process (jest --runInBand).
    const check = (port: string) =>
      new Promise<number | null>((resolve) => {
        execFile(process.execPath, args, { env: { PATH: process.env.PATH, PORT: port }, timeout: 10_000 }, (error) => resolve(error ? (typeof error.code === 'number' ? error.code : null) : 0));
      });
    expect(await check(new URL(process.env.CMS_TEST_URL!).port)).toBe(0);
    expect(await check(String(await freePort()))).toBe(1);
  });
});
