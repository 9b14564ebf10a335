// Shared jest settings: TypeScript and JSX through SWC; jsdom for browser packages.
const os = require('os');
const path = require('path');

function jestConfig({ dir, environment = 'jsdom' }) {
  return {
    rootDir: dir,
    // Jest's default (one worker fewer than the cores) runs everything in one process on a 2-core machine; two
    // workers there take a third off the time, as much of it goes to waiting on timers and I/O.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    testEnvironment: environment,
    // A test's limit only catches a hang. Jest's default (5 s) failed page tests that render, type and wait on a
    // 2-core machine busy with other work (outages-page.test.tsx took 34 s for its file there).
    testTimeout: 60_000,
    testMatch: ['**/__tests__/**/*.test.ts?(x)'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    transform: {
      '^.+\\.css$': path.join(__dirname, 'jest-css-transform.cjs'),
      '^.+\\.(t|m?j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(@portal))'],
    reporters: ['default', path.join(__dirname, 'jest-results-reporter.cjs')],
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(__dirname, 'jest-setup-dom.cjs')] : [],
  };
}

module.exports = { jestConfig };
