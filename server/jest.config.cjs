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
  // What test files' embedded databases and servers leave behind adds up: without this, two workers held 6 and 7 GB
  // by the middle of a run and the kernel killed one (out of memory), failing the file it ran. A worker past this
  // is replaced by a fresh one between files.
  workerIdleMemoryLimit: '1.5GB',
  globalSetup: '<rootDir>/tests/support/jest-seed-setup.cjs',
  globalTeardown: '<rootDir>/tests/support/jest-seed-teardown.cjs',
};
