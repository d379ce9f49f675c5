import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
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
    server: { port: envPort ?? devPort, strictPort: true, proxy },
    preview: { port: envPort ?? previewPort, strictPort: true, proxy, headers: SECURITY_HEADERS },
  });
}
