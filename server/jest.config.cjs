const { jestConfig } = require('@portal/config/jest');

const base = jestConfig({ dir: __dirname, environment: 'node' });
module.exports = {
  ...base,
  testMatch: ['<rootDir>/tests/**/*.test.ts', '<rootDir>/src/**/__tests__/**/*.test.ts'],
  // jose and cookie (under fastify's inject) are published as ES modules only; jest runs CommonJS,
  // so they are compiled like our own code.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/(jose|cookie)@|(jose|cookie)/))'],
  // A limit only catches a hang: a loaded 2-core machine starts embedded databases several times slower than an idle one.
  testTimeout: 240_000,
  globalSetup: '<rootDir>/tests/support/jest-seed-setup.cjs',
  globalTeardown: '<rootDir>/tests/support/jest-seed-teardown.cjs',
};
