import { availableParallelism } from 'node:os';

/**
 * One jest run for every test: pure specs, use-case and HTTP tests on real PostgreSQL, and browser journeys
 * in Chromium.
 */
export default {
  testTimeout: 60_000,
  // Three workers for two cores: each test file has its own database clone and ports (issue 20 §1), and a browser
  // file waits on its pages about half the time, so a third worker fills the cores. Side by side on this machine:
  // 2 workers 720 s, 3 workers 557 s, 4 workers 593 s (docs/testing.md). (Jest's '150%' would mean 150 workers:
  // it takes percentages up to 100 only.)
  maxWorkers: Math.ceil(availableParallelism() * 1.5),
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '<rootDir>/test/support/lingui-transform.js',
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
  // '#i18n' (package.json "imports") names the built file for node; tests run the source.
  moduleNameMapper: { '^#i18n$': '<rootDir>/src/shared/i18n/index.ts', '^(\\.{1,2}/.*)\\.js$': '$1' },
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.test.ts', '<rootDir>/web/src/**/*.test.ts'],
  // `npm run test:server` skips the browser journeys (no build needed).
  testPathIgnorePatterns: ['/node_modules/', ...(process.env.SKIP_BROWSER ? ['<rootDir>/test/browser/'] : [])],
  // The web client's messages render in English, from their source text, as the app's first render does.
  setupFiles: ['<rootDir>/test/support/lingui-setup.js'],
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
};
