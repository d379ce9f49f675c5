// A backup folder's manifest: every file with its size and SHA-256, so a restore can prove the
// copy is whole before it replaces anything.
import { createHash } from 'node:crypto';
import { createReadStream, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const MANIFEST = 'manifest.json';

const sha256Of = (file) =>
  new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });

const filesUnder = (dir, base = dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full, base);
    return entry.isFile() ? [path.relative(base, full).split(path.sep).join('/')] : [];
  });

/** Size and SHA-256 of every file in the folder but the manifest, by relative path. */
export const describeFiles = async (dir) => {
  const files = {};
  for (const file of filesUnder(dir).filter((name) => name !== MANIFEST).sort()) {
    const full = path.join(dir, file);
    files[file] = { size: statSync(full).size, sha256: await sha256Of(full) };
  }
  return files;
};

/** The files that are missing, extra or changed compared with the manifest. */
export const differencesFrom = async (dir, manifest) => {
  const found = await describeFiles(dir);
  const problems = [];
  for (const [file, expected] of Object.entries(manifest.files)) {
    const actual = found[file];
    if (!actual) problems.push(`missing: ${file}`);
    else if (actual.sha256 !== expected.sha256) problems.push(`changed: ${file}`);
  }
  for (const file of Object.keys(found)) if (!manifest.files[file]) problems.push(`unexpected: ${file}`);
  return problems;
};
