/**
 * One jest run for every test: pure specs, use-case and HTTP tests on real PostgreSQL, and browser journeys
 * in Chromium.
 */
export default {
  testTimeout: 60_000,
  // Two workers on this 2-core machine: each test file has its own database clone and ports (issue 20 §1).
  maxWorkers: 2,
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true, tsx: true },
          transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
          target: 'es2023',
        },
        module: { type: 'es6' },
      },
    ],
  },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.test.ts', '<rootDir>/web/src/**/*.test.ts'],
  // `npm run test:server` skips the browser journeys (no build needed).
  testPathIgnorePatterns: ['/node_modules/', ...(process.env.SKIP_BROWSER ? ['<rootDir>/test/browser/'] : [])],
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
};
