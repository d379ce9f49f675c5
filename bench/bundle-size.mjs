// What a phone downloads to show the applicant landing page: the JavaScript and CSS the built
// index.html loads up front (entry, modulepreloads, stylesheets), gzipped. Target: under 200 KB.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { report } from './lib/report.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const initialAssets = (dist) => {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  return [...html.matchAll(/(?:src|href)="\/?([^"]+\.(?:js|css))"/g)].map((match) => match[1]);
};

export const bundleSize = () => {
  const rows = {};
  for (const app of ['applicant-web', 'admin-web']) {
    const dist = path.join(ROOT, app, 'dist');
    let raw = 0;
    let gzipped = 0;
    for (const asset of initialAssets(dist)) {
      const bytes = readFileSync(path.join(dist, asset));
      raw += bytes.length;
      gzipped += gzipSync(bytes, { level: 9 }).length;
    }
    rows[`${app} first page`] = { 'KB raw': +(raw / 1024).toFixed(1), 'KB gzipped': +(gzipped / 1024).toFixed(1) };
  }
  report('bundle-size', rows, { target: 'applicant landing page under 200 KB gzipped' });
};

if (import.meta.url === `file://${process.argv[1]}`) bundleSize();
