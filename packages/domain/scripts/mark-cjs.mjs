// Each build folder gets its own package.json so Node reads dist/cjs as CommonJS and dist/esm as ES modules,
// whatever "type" the package itself declares.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');

const marks = [
  ['cjs', 'commonjs'],
  ['esm', 'module'],
];

for (const [folder, type] of marks) {
  await mkdir(join(dist, folder), { recursive: true });
  await writeFile(join(dist, folder, 'package.json'), `${JSON.stringify({ type }, null, 2)}\n`);
}
