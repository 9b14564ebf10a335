import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium';

const resultsDir = process.env.PORTAL_RESULTS_DIR;

/**
 * `pnpm test:security`: the standing attack suite. Every file starts the real server of the production build on an
 * embedded database of its own with the settings its attack needs (security/support/server.ts), and attacks it over
 * HTTP and in Chromium.
 */
export default defineConfig({
  testDir: './security',
  testMatch: '*.attack.ts',
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // One seeded database for the run: the servers tests start of their own begin from copies of it.
  globalSetup: require.resolve('./support/seeded-template'),
  // Every file starts servers of its own (random ports, own databases): files run side by side.
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: resultsDir ? [['list'], ['json', { outputFile: `${resultsDir}/playwright-security.json` }]] : [['list']],
  outputDir: '.artifacts/security-output',
  use: {
    viewport: { width: 1440, height: 900 },
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
  },
});
