import { test as base } from '@playwright/test';
import { e2eBaseURL } from './env';

export * from '@playwright/test';

/**
 * Playwright's `test`, with `baseURL` pointed at this worker's own server (playwright.config.ts starts one per worker,
 * each on its own fresh database): workers run side by side without sharing demo people, PINs or rate limits.
 */
export const test = base.extend({
  baseURL: async ({}, use, testInfo) => use(e2eBaseURL(testInfo.parallelIndex)),
});
