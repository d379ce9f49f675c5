/**
 * The cluster test (`npm run test:cluster`): cms instances on PostgreSQL and Redis behind Debian's
 * nginx with docker/nginx.conf (tests/cluster). Not part of the API suite (jest.config.js).
 */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/cluster'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.ts$': ['ts-jest', { isolatedModules: true, tsconfig: '<rootDir>/tests/tsconfig.json' }] },
  globalSetup: '<rootDir>/tests/cluster/global-setup.ts',
  globalTeardown: '<rootDir>/tests/cluster/global-teardown.ts',
  testTimeout: 300000,
};
