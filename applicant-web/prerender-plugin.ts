// Prerendering at build time (`vite build` of the applicant site, after the client bundle): the
// landing, sign-in and register pages as the app renders them and the shell every other page starts
// from (top bar, "Loading...", footer), so a phone paints the page from the HTML and the app's CSS
// file alone instead of waiting for React to run. The editors' texts are left as markers that boot/prerendered-page.ts fills from the
// cms in the browser (they change at any time in the Strapi admin; a build never holds them). The
// landing page then needs no app at all; the sign-in and register pages are hydrated by it.
//
// dist/ then holds: index.html (the landing), signin.html, register.html, applicantdashboard.html
// (the shell with the dashboard's code preloaded) and app.html (the shell, for every other path). The servers pick a path's own page, else app.html (scripts/serve-app.mjs, nginx's try_files).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import type { PrerenderedPage } from './src/prerender/types';

const BOOT_ENTRY = 'src/boot/prerendered-page.ts';
const SSR_ENTRY = 'src/prerender/entry.tsx';
// The top bar's account menu, which SessionMenu loads only for the signed-in (lazily, so signed-out visitors
// never fetch it). A signed-in page always shows it: fetched only once React has rendered, it was the last
// request before the dashboard's largest paint, a round trip after the framework file (Lighthouse's LCP).
const ACCOUNT_MENU = '../packages/web-ui/src/components/user-menu.tsx';
// The code each page needs at once, preloaded beside the HTML so it does not wait for the entry to ask for it.
const ROUTE_MODULES: Record<string, string[]> = {
  'signin.html': ['src/app/routes/signin.tsx'],
  'register.html': ['src/app/routes/register.tsx'],
  'applicantdashboard.html': ['src/app/routes/applicant-dashboard.tsx', ACCOUNT_MENU],
};
// Pages that start from the shell but are worth their own file (the code they need, preloaded).
const SHELL_PAGES = ['applicantdashboard.html'];
// Shell pages whose app needs the portal content at once: their HTML preloads it.
const SHELLS_NEEDING_CONTENT = new Set(['applicantdashboard.html']);

// While a prerendered page waits for its texts, its content (and the footer below it) stays hidden, so
// nothing moves when they arrive; the top bar's account area waits for them too (its Apply button is
// there only while applications are open), and for the session check.
const PENDING_STYLE =
  '<style>html[data-texts=pending] #main,html[data-texts=pending] .site-footer,html[data-texts=pending] .top-bar-actions,html[data-session-pending] .top-bar-actions{visibility:hidden}</style>';

type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/** The chunks' files and every file they import statically, and their CSS. */
const chunkFiles = (manifest: Manifest, keys: string[], seen = new Set<string>()): { js: Set<string>; css: Set<string> } => {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name) || !manifest[name]) return;
    seen.add(name);
    const chunk = manifest[name];
    js.add(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
    chunk.imports?.forEach(visit);
  };
  for (const key of keys) {
    if (!manifest[key]) throw new Error(`prerender: ${key} is not in the build's manifest`);
    visit(key);
  }
  return { js, css };
};

// A marker in text (U+2063 kind:key U+2063) becomes a comment node; one inside a tag would be an attribute.
const placeMarkers = (html: string, file: string) => {
  if (/<[^>]*\u2063/.test(html)) throw new Error(`prerender: ${file} shows an editor's text inside an attribute; it cannot be filled in the browser`);
  return html.replace(/\u2063([tx]):([\w-]+)\u2063/g, '<!--$1:$2-->');
};

export function prerender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'bursary:prerender',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    config: () => ({
      build: {
        manifest: true,
        rollupOptions: { input: { index: 'index.html', boot: BOOT_ENTRY } },
      },
    }),
    configResolved: (resolved) => {
      config = resolved;
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        const { root } = config;
        const dist = path.resolve(root, config.build.outDir);
        const ssrDir = mkdtempSync(path.join(os.tmpdir(), 'bursary-prerender-'));
        try {
          await build({
            configFile: false,
            root,
            mode: 'production',
            logLevel: 'warn',
            resolve: { alias: { '@': '/src' } },
            plugins: [react()],
            ssr: { noExternal: true },
            build: { ssr: SSR_ENTRY, outDir: ssrDir, emptyOutDir: true, rollupOptions: { output: { entryFileNames: 'entry.mjs' } } },
          });
          // Run in a Node of its own: this config is loaded through Vite's module runner, which would take the import.
          const entry = pathToFileURL(path.join(ssrDir, 'entry.mjs')).href;
          const output = execFileSync(
            process.execPath,
            ['--input-type=module', '-e', `const m = await import(${JSON.stringify(entry)}); process.stdout.write(JSON.stringify(await m.prerenderPages()));`],
            { cwd: root, maxBuffer: 64 * 1024 * 1024, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } },
          );
          const pages = JSON.parse(output) as PrerenderedPage[];

          const manifestFile = path.join(dist, '.vite', 'manifest.json');
          const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
          const boot = manifest[BOOT_ENTRY].file;
          const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
          const mainScript = /<script type="module" crossorigin src="\/assets\/[^"]+\.js"><\/script>\s*/;
          if (!mainScript.test(template)) throw new Error('prerender: the built index.html has no entry script');

          // React puts the hints it finds (the logo's preload) first in the markup: they belong in the head, once.
          const HINT = /^(<link rel="preload" as="image"[^>]*\/>)+/;
          const hints = pages[0].html.match(HINT)?.[0] ?? '';
          const preloadedInTemplate = new Set([...template.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map((m) => m[1]));

          const compose = (page: PrerenderedPage, file: string) => {
            // A page showing editors' texts, or one that differs when applications are closed, waits for the
            // portal content (which its HTML preloads) before it shows its content.
            const hasTexts = page.mode !== 'shell' && (/\u2063[tx]:|<!--h:/.test(page.html) || page.closedHtml !== undefined);
            const preloadsContent = hasTexts || SHELLS_NEEDING_CONTENT.has(file);
            const route = ROUTE_MODULES[file] ? chunkFiles(manifest, ROUTE_MODULES[file]) : { js: new Set<string>(), css: new Set<string>() };
            const cssLinks = new Set([...template.matchAll(/<link rel="stylesheet" crossorigin href="\/([^"]+)">/g)].map((m) => m[1]));
            const head = [
              ...[...route.css].filter((href) => !cssLinks.has(href)).map((href) => `<link rel="stylesheet" crossorigin href="/${href}">`),
              PENDING_STYLE,
              hints,
              ...(preloadsContent ? ['<link rel="preload" href="/api/portal-content" as="fetch" crossorigin="anonymous">'] : []),
              ...(page.mode === 'shell' ? [...route.js].filter((href) => !preloadedInTemplate.has(href)).map((href) => `<link rel="modulepreload" crossorigin href="/${href}">`) : []),
            ].filter(Boolean).join('\n    ');
            const rootAttributes = page.path ? `data-prerender="${page.mode}" data-path="${page.path}"` : `data-prerender="${page.mode}"`;
            const body = (html: string) => placeMarkers(html.replace(HINT, ''), file);
            const closed = page.closedHtml ? `<template id="prerendered-closed">${body(page.closedHtml)}</template>` : '';
            const bootScript = `<script type="module" crossorigin src="/${boot}"></script>`;
            let html = template;
            // The landing, sign-in and register pages run only their own small script, which fetches the app
            // when it is needed (boot/prerendered-page.ts); the shell pages need it at once.
            if (page.mode === 'shell') html = html.replace(mainScript, (script) => `${bootScript}\n    ${script}`);
            else html = html.replace(mainScript, `${bootScript}\n    `).replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '');
            html = html
              .replace('<html lang="en">', `<html lang="en" data-prerendered${hasTexts ? ' data-texts="pending"' : ''}>`)
              .replace('</head>', `  ${head}\n  </head>`)
              .replace('<div id="root"></div>', `<div id="root" ${rootAttributes}>${body(page.html)}</div>${closed}`);
            if (!html.includes('data-prerender=')) throw new Error(`prerender: ${file}: the built index.html has no <div id="root"></div>`);
            writeFileSync(path.join(dist, file), html);
          };

          const shell = pages.find((page) => page.mode === 'shell')!;
          for (const page of pages) compose(page, page.file);
          for (const file of SHELL_PAGES) compose(shell, file);
          rmSync(path.join(dist, '.vite'), { recursive: true, force: true });
        } finally {
          rmSync(ssrDir, { recursive: true, force: true });
        }
      },
    },
  };
}
