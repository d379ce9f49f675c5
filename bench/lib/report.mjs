import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const RESULTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../results');

// Prints the rows as a table and writes results/<name>.json with the machine it ran on.
export const report = (name, rows, notes = {}) => {
  console.log(`\n${name}`);
  console.table(rows);
  mkdirSync(RESULTS, { recursive: true });
  const machine = { node: process.version, platform: process.platform, arch: process.arch };
  writeFileSync(path.join(RESULTS, `${name}.json`), `${JSON.stringify({ name, at: new Date().toISOString(), machine, notes, rows }, null, 2)}\n`);
};
