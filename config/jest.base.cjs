// Shared jest settings: TypeScript and JSX through SWC; jsdom for browser packages.
const path = require('path');

function jestConfig({ dir, environment = 'jsdom' }) {
  return {
    rootDir: dir,
    testEnvironment: environment,
    testMatch: ['**/__tests__/**/*.test.ts?(x)'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    transform: {
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
    moduleNameMapper: { '\\.css$': path.join(__dirname, 'jest-style-stub.cjs') },
    reporters: ['default', path.join(__dirname, 'jest-results-reporter.cjs')],
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(__dirname, 'jest-setup-dom.cjs')] : [],
  };
}

module.exports = { jestConfig };
