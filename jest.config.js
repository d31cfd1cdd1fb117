/**
 * One Jest configuration for the whole workspace, in four projects:
 * - unit: *.spec.ts, in parallel, no external services;
 * - integration: *.int-spec.ts (real Postgres and Redis) and *.e2e-spec.ts (real processes over HTTP);
 * - hardening: the suites of gateway/test/hardening that hold the system to deadlines under faults and load
 *   (faults-*, races, rate-limits-two-gateways); the directory's other suites (abuse, IDOR, headers, fuzzing,
 *   tokens in logs, backups) assert answers and rows, not timings, so they run with integration;
 * - browser: *.browser-spec.ts (Chromium driven by playwright-core against the real system);
 * - web: *.route-spec.tsx under web/test/routes (the web's pages in jsdom, Testing Library, a mocked API) and
 *   web/test/components (the shared UI pieces of web/src/components/ui, in jsdom).
 * tools/test.mjs runs unit and web in parallel, then integration and browser two files at a time, then hardening
 * one file at a time.
 */
const transform = { '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.spec.json' }] };
const moduleNameMapper = { '^@henesys/([a-z-]+)$': '<rootDir>/libs/$1/src/index.ts' };
const roots = ['<rootDir>/libs', '<rootDir>/services', '<rootDir>/gateway', '<rootDir>/web', '<rootDir>/tools'];
const testPathIgnorePatterns = ['/node_modules/', '/dist/'];
const common = {
  rootDir: __dirname,
  roots,
  transform,
  moduleNameMapper,
  testPathIgnorePatterns,
  testEnvironment: 'node',
};
// The system-wide fault and race suites: they hold the system to deadlines under load, which a neighbouring
// file's load would blur, so tools/test.mjs runs them one at a time after the rest.
const UNDER_LOAD = '/gateway/test/hardening/(faults-[a-z-]+|races|rate-limits-two-gateways)\\.e2e-spec\\.ts$';
// Tests that start real processes (their 60 s timeout is set at the top level, below); their environment
// stops any system a file left running.
const systemTests = { ...common, testEnvironment: '<rootDir>/libs/testing/src/system-environment.ts' };

/**
 * Route tests: web/test/routes/*.route-spec.tsx (the suffix keeps them out of unit's *.spec.tsx) render the
 * app's route table in a memory router, in jsdom (plus Node's Request and AbortController, which react-router's
 * navigations need), against a mocked fetch (web/test/routes/render-route.tsx).
 * env.ts reads import.meta, which CommonJS Jest cannot parse: a stub with the defaults stands in for it.
 */
const webRoutes = {
  ...common,
  displayName: 'web',
  roots: ['<rootDir>/web'],
  testMatch: ['<rootDir>/web/test/routes/**/*.route-spec.tsx', '<rootDir>/web/test/components/**/*.route-spec.tsx'],
  testEnvironment: '<rootDir>/web/test/routes/stubs/jsdom-environment.ts',
  setupFiles: ['<rootDir>/web/test/routes/stubs/setup.ts'],
  moduleNameMapper: {
    ...moduleNameMapper,
    '^(\\.{1,2}/)+config/env$': '<rootDir>/web/test/routes/stubs/env.ts',
    '\\.(css|svg|png|jpe?g|gif|webp)$': '<rootDir>/web/test/routes/stubs/file.ts',
  },
};

module.exports = {
  // Jest reads the timeout from the top level, not from a project: the unit tests are quick anyway.
  testTimeout: 60_000,
  projects: [
    { ...common, displayName: 'unit', testMatch: ['**/*.spec.ts', '**/*.spec.tsx'] },
    {
      ...systemTests,
      displayName: 'integration',
      testMatch: ['**/*.int-spec.ts', '**/*.e2e-spec.ts'],
      testPathIgnorePatterns: [...testPathIgnorePatterns, UNDER_LOAD],
      globalSetup: '<rootDir>/libs/testing/src/global-setup.ts',
    },
    {
      ...systemTests,
      displayName: 'hardening',
      testRegex: [UNDER_LOAD],
      globalSetup: '<rootDir>/libs/testing/src/global-setup.ts',
    },
    {
      ...systemTests,
      displayName: 'browser',
      testMatch: ['**/*.browser-spec.ts'],
      globalSetup: '<rootDir>/libs/testing/src/global-setup.ts',
    },
    webRoutes,
  ],
};
