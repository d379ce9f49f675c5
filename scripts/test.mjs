// `npm test`: the domain unit tests, the cms API suite and the Playwright suite (scripts/lib/test-layers.mjs).
// Each layer runs even when an earlier one fails; a line per layer at the end, and the exit code
// is non-zero if any failed.
import { ROOT } from './build.mjs';
import { runPhases } from './lib/phases.mjs';
import { testLayers } from './lib/test-layers.mjs';

if ((await runPhases(testLayers(), { root: ROOT })).length) process.exit(1);
