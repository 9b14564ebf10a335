import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium';
import { E2E_BACKOFFICE_TOKEN } from './support/backoffice';
import { E2E_WORKERS, e2eBaseURL, e2eDataDir, e2ePort } from './support/env';
import { serverBundle } from '../scripts/server-bundle.cjs';

const resultsDir = process.env.PORTAL_RESULTS_DIR;
// The server compiled as the release compiles it (built here if its code changed): a start under tsx spends most of
// its time compiling.
const server = serverBundle();

export default defineConfig({
  testDir: './tests',
  // A test's time limit only catches a hang: a slow machine (CI has run on one three times slower than another) must
  // not fail a test that works. Each expectation still gives up after 10 s.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // One seeded database for the run: the servers tests start of their own begin from copies of it.
  globalSetup: require.resolve('./support/seeded-template'),
  // Each worker has a server and database of its own (support/test.ts): demo people, PINs and rate limits are not shared.
  workers: E2E_WORKERS,
  // On CI a test that fails is tried once more; one that passes only then is named in the closing summary.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: resultsDir ? [['list'], ['json', { outputFile: `${resultsDir}/playwright.json` }]] : [['list']],
  outputDir: '.artifacts/test-output',
  use: {
    viewport: { width: 1440, height: 900 },
    launchOptions: chromiumLaunchOptions(),
    // Recording every test costs about a sixth of the suite's time: a trace is kept of a test's second try (on CI), or
    // of any run with --trace on.
    trace: 'on-first-retry',
    // page.route cannot see requests the portal's service worker answers; pwa.spec.ts allows it and tests it.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
  },
  // The production build served by the real server (bundled), one per worker, each on a fresh embedded database.
  webServer: Array.from({ length: E2E_WORKERS }, (_, index) => ({
    command: `"${process.execPath}" "${server.entry}"`,
    cwd: server.cwd,
    url: `${e2eBaseURL(index)}/version`,
    // Every test signs in from 127.0.0.1: the PIN request limits are raised here (the server tests prove them).
    env: { PORT: String(e2ePort(index)), DATA_DIR: e2eDataDir(index), OTP_REQUESTS_PER_ADDRESS: '500', OTP_REQUESTS_PER_NUMBER: '500', DRAIN_SECONDS: '0', BACKOFFICE_TOKEN: E2E_BACKOFFICE_TOKEN },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
