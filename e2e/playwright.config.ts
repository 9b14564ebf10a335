import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium';
import { E2E_BASE_URL, E2E_DATA_DIR, E2E_PORT } from './support/env';

const resultsDir = process.env.PORTAL_RESULTS_DIR;

export default defineConfig({
  testDir: './tests',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // One worker: the demo people are shared, and a new PIN for a number voids the one before it.
  workers: 1,
  // On CI a test that fails is tried once more; one that passes only then is named in the closing summary.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: resultsDir ? [['list'], ['json', { outputFile: `${resultsDir}/playwright.json` }]] : [['list']],
  outputDir: '.artifacts/test-output',
  use: {
    baseURL: E2E_BASE_URL,
    viewport: { width: 1440, height: 900 },
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
    // page.route cannot see requests the portal's service worker answers; pwa.spec.ts allows it and tests it.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
  },
  webServer: {
    // The production build served by the real server on a fresh embedded database.
    command: 'pnpm --filter @portal/server start',
    url: `${E2E_BASE_URL}/version`,
    // Every test signs in from 127.0.0.1: the PIN request limits are raised here (the server tests prove them).
    env: { PORT: String(E2E_PORT), DATA_DIR: E2E_DATA_DIR, OTP_REQUESTS_PER_ADDRESS: '500', OTP_REQUESTS_PER_NUMBER: '500' },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
