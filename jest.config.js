/**
 * One Jest configuration for the whole workspace, in three projects:
 * - unit: *.spec.ts, in parallel, no external services;
 * - integration: *.int-spec.ts (real Postgres and Redis) and *.e2e-spec.ts (real processes over HTTP);
 * - browser: *.browser-spec.ts (Chromium driven by playwright-core against the real system).
 * tools/test.mjs runs unit in parallel, then integration and browser serially.
 */
const transform = { '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.spec.json' }] };
const moduleNameMapper = { '^@henesys/([a-z-]+)$': '<rootDir>/libs/$1/src/index.ts' };
const roots = ['<rootDir>/libs', '<rootDir>/services', '<rootDir>/gateway', '<rootDir>/web', '<rootDir>/tools'];
const testPathIgnorePatterns = ['/node_modules/', '/dist/'];
const common = { rootDir: __dirname, roots, transform, moduleNameMapper, testPathIgnorePatterns, testEnvironment: 'node' };
// Tests that start real processes (their 60 s timeout is set at the top level, below).
const systemTests = common;

module.exports = {
  // Jest reads the timeout from the top level, not from a project: the unit tests are quick anyway.
  testTimeout: 60_000,
  projects: [
    { ...common, displayName: 'unit', testMatch: ['**/*.spec.ts', '**/*.spec.tsx'] },
    {
      ...systemTests,
      displayName: 'integration',
      testMatch: ['**/*.int-spec.ts', '**/*.e2e-spec.ts'],
      globalSetup: '<rootDir>/libs/testing/src/global-setup.ts',
    },
    {
      ...systemTests,
      displayName: 'browser',
      testMatch: ['**/*.browser-spec.ts'],
      globalSetup: '<rootDir>/libs/testing/src/global-setup.ts',
    },
  ],
};
