const { jestConfig } = require('@portal/config/jest');

const base = jestConfig({ dir: __dirname, environment: 'node' });
module.exports = {
  ...base,
  testMatch: ['<rootDir>/tests/**/*.test.ts', '<rootDir>/src/**/__tests__/**/*.test.ts'],
  // jose and cookie (under fastify's inject) are published as ES modules only; jest runs CommonJS,
  // so they are compiled like our own code.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/(jose|cookie)@|(jose|cookie)/))'],
  testTimeout: 30_000,
  globalSetup: '<rootDir>/tests/support/jest-seed-setup.cjs',
  globalTeardown: '<rootDir>/tests/support/jest-seed-teardown.cjs',
};
