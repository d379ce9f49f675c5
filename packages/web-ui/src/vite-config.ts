import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Connect, type Plugin, type PluginOption, type ProxyOptions, type UserConfig } from 'vite';
import { SECURITY_HEADERS } from './security-headers.mjs';

type AppOptions = {
  devPort: number;
  previewPort: number;
  /** The applicant site shows the editors' images (the guide's screenshots) from the cms's /uploads/. */
  hasEditorsMedia?: boolean;
  /** The app's own build plugins (the applicant site's prerendering). */
  plugins?: PluginOption[];
};


// The proxy passes a path on as the client wrote it, and the cms resolves `..`, encoded dots and
// slashes, and backslashes in it: `/api/../admin/init` would reach Strapi's admin. The apps never
// send such a path (in the query string they are data), so it is refused before the proxy sees it.
const UNNORMALISED_PATH = /\.\.|%2e|%2f|%5c|%25|\\/i;

const refuseUnnormalisedPaths: Connect.NextHandleFunction = (req, res, next) => {
  const [path] = (req.url ?? '').split('?');
  if (!UNNORMALISED_PATH.test(path)) return next();
  res.statusCode = 400;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end('Bad request: the address must be a plain path.');
};

// Registered in the hooks themselves, so it runs before Vite's own middlewares, the proxy among them.
const pathGuard: Plugin = {
  name: 'bursary:refuse-unnormalised-paths',
  configureServer: (server) => {
    server.middlewares.use(refuseUnnormalisedPaths);
  },
  configurePreviewServer: (server) => {
    server.middlewares.use(refuseUnnormalisedPaths);
  },
};

// Files worth compressing (images and fonts are compressed already), as nginx's gzip_types.
const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|txt|map)$/;

/**
 * After the build, a .br and a .gz beside every compressible file of 1 KB or more (brotli at its
 * best, 11, and gzip level 9: done once here rather than on each request): `npm start`'s servers
 * (scripts/serve-app.mjs) send them as nginx's brotli_static and gzip_static do in production
 * (docker/app-locations.conf). Brotli is about an eighth smaller on the apps' scripts.
 */
const precompress = (): Plugin => {
  let outDir = '';
  return {
    name: 'bursary:precompress',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const walk = (dir: string): string[] =>
          readdirSync(dir).flatMap((name) => {
            const file = path.join(dir, name);
            return statSync(file).isDirectory() ? walk(file) : [file];
          });
        for (const file of walk(outDir)) {
          if (!COMPRESSIBLE.test(file) || statSync(file).size < 1024) continue;
          const content = readFileSync(file);
          writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
          const brotliParams = { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length };
          writeFileSync(`${file}.br`, brotliCompressSync(content, { params: brotliParams }));
        }
      },
    },
  };
};

// A phone pays for each file it fetches (a round trip, and about 0.7 KB of headers on HTTP/1.1), so the
// scripts every page needs come in a few files rather than dozens of 1 KB ones: React, the router and SWR
// in one; the forms' libraries (react-hook-form, yup), fields and schemas in another, since the landing and
// dashboard need none of them; and the shared packages' small modules that two or more chunks use, in a third.
const node = (names: string) => new RegExp(`node_modules[\\\\/](${names})[\\\\/]`);
const FORM_FOLDERS = /[\\/]packages[\\/](web-ui[\\/]src[\\/]components[\\/]form|domain[\\/]dist[\\/]esm[\\/]schemas)[\\/]/;
// The shared packages' modules that validate with yup (the step gate, recipients' addresses) go with the forms
// too, or yup would come with them to pages that validate nothing.
const usesYup = (id: string) => /[\\/]packages[\\/]/.test(id) && existsSync(id) && /from ['"]yup['"]/.test(readFileSync(id, 'utf8'));
const isFormModule = (id: string) => FORM_FOLDERS.test(id) || usesYup(id);
const CODE_SPLITTING = {
  groups: [
    // Vite's helper for dynamic imports, which the landing page's small script also needs: on its own,
    // or the landing would fetch whichever big chunk it ended up in.
    { name: 'preload-helper', priority: 4, test: /vite[\\/]preload-helper/ },
    { name: 'framework', priority: 3, test: node('react|react-dom|scheduler|react-router|react-router-dom|swr|use-sync-external-store|dequal|cookie|set-cookie-parser') },
    // Chosen before the forms, so what they share (constants, amounts) is not pulled in with them.
    {
      name: 'shared',
      priority: 2,
      minShareCount: 2,
      test: (id: string) => /[\\/](packages[\\/](web-ui|domain)|src[\\/](components|lib|features[\\/][\w-]+[\\/]api))[\\/]/.test(id) && !isFormModule(id),
    },
    // With the shared form fields and the domain's schemas, which import them.
    { name: 'forms', priority: 1, test: (id: string) => node('react-hook-form|@hookform|yup|property-expr|tiny-case|toposort').test(id) || isFormModule(id) },
  ],
};

// The apps' scripts run Vite with `--configLoader runner`: its default loader hands imports of linked packages
// to Node, which cannot run this TypeScript file.

/** The Vite config of an app: `/api/` (and `/uploads/` if it shows editors' images) proxied to the cms, and the production headers on preview. */
export function createAppViteConfig({ devPort, previewPort, hasEditorsMedia = false, plugins = [] }: AppOptions): UserConfig {
  const cmsUrl = process.env.CMS_URL || 'http://127.0.0.1:1337';
  const envPort = process.env.PORT ? Number(process.env.PORT) : undefined;

  // xfwd passes the visitor's address on, so the cms can rate-limit per person rather than per proxy.
  const cmsProxy: ProxyOptions = { target: cmsUrl, changeOrigin: true, xfwd: true };
  const proxy = { '/api/': cmsProxy, ...(hasEditorsMedia && { '/uploads/': cmsProxy }) };

  return defineConfig({
    plugins: [pathGuard, react(), ...plugins, precompress()],
    // Vite resolves an id starting with '/' from the app's root, so '@/lib/session' is the app's own src/lib/session.
    resolve: { alias: { '@': '/src' } },
    build: {
      rollupOptions: { output: { codeSplitting: CODE_SPLITTING } },
      // One stylesheet for the whole site (about 5 KB in brotli): a page never waits for a second one.
      cssCodeSplit: false,
    },
    server: { port: envPort ?? devPort, strictPort: true, proxy },
    preview: { port: envPort ?? previewPort, strictPort: true, proxy, headers: SECURITY_HEADERS },
  });
}
