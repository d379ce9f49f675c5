import testSequencer from '@jest/test-sequencer';

const Sequencer = testSequencer.default ?? testSequencer;

// The security suites run first, while the run's database holds little: they hash every portal
// table before and after each route's 500 generated requests, and send whole-year zips hundreds of
// times, which on the thousands of applications later files add would take many minutes.
const FIRST = ['hostile-input.test.ts', 'authorisation-matrix.test.ts'];

const rank = (test) => {
  const index = FIRST.findIndex((name) => test.path.endsWith(name));
  return index === -1 ? FIRST.length : index;
};

export default class SecurityFirstSequencer extends Sequencer {
  sort(tests) {
    return [...super.sort(tests)].sort((first, second) => rank(first) - rank(second));
  }
}
