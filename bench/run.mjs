// `npm run bench`: builds what is missing, then runs every benchmark in turn.
import { spawnSync } from 'node:child_process';
import { bundleSize } from './bundle-size.mjs';
import { contentRead } from './content-read.mjs';

const build = spawnSync('node', ['../scripts/build.mjs', '--missing'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

bundleSize();
await contentRead();
