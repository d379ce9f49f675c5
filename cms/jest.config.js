/** The API suite: jest + supertest against one real Strapi started for the whole run (tests/support). */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests'],
  testMatch: ['**/*.test.ts'],
  // The cluster test has a config of its own (jest.cluster.config.js, `npm run test:cluster`).
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/tests/cluster/'],
  transform: { '^.+\\.ts$': ['ts-jest', { isolatedModules: true, tsconfig: '<rootDir>/tests/tsconfig.json' }] },
  testSequencer: '<rootDir>/tests/support/test-sequencer.mjs',
  globalSetup: '<rootDir>/tests/support/global-setup.ts',
  globalTeardown: '<rootDir>/tests/support/global-teardown.ts',
  testTimeout: 30000,
};
