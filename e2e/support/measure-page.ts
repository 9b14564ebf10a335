import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

export interface ScriptBytes {
  files: number;
  rawBytes: number;
  gzipBytes: number;
  brotliBytes: number;
  urls: string[];
  /** Each script's gzip size, by URL. */
  gzipByUrl: Record<string, number>;
}

/** Brotli at quality 9, the level the portal's server compresses its static files with. */
const brotliSize = (body: Buffer) =>
  brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }).length;

/**
 * Counts the JavaScript a page downloads from now on: every script response, compressed here (gzip at the default
 * level, and brotli) so the figure does not depend on which encoding the browser and server happened to agree on.
 */
export function collectScripts(page: Page) {
  const bodies = new Map<string, Promise<Buffer | null>>();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const contentType = response.headers()['content-type'] ?? '';
    if (type === 'script' || contentType.includes('javascript')) {
      if (!bodies.has(response.url())) bodies.set(response.url(), response.body().catch(() => null));
    }
  });
  return async (): Promise<ScriptBytes> => {
    const entries = await Promise.all([...bodies].map(async ([url, body]) => [url, await body] as const));
    const present = entries.filter(([, body]) => body !== null) as [string, Buffer][];
    const gzipByUrl = Object.fromEntries(present.map(([url, b]) => [url, gzipSync(b).length]));
    return {
      files: present.length,
      rawBytes: present.reduce((sum, [, b]) => sum + b.length, 0),
      gzipBytes: Object.values(gzipByUrl).reduce((sum, n) => sum + n, 0),
      brotliBytes: present.reduce((sum, [, b]) => sum + brotliSize(b), 0),
      urls: present.map(([url]) => url),
      gzipByUrl,
    };
  };
}

/** Loads the login page cold and returns the time until the cell number field can be typed in, and its JS. */
export async function measureLoginPage(page: Page, baseURL: string) {
  const scripts = collectScripts(page);
  const started = Date.now();
  await page.goto(`${baseURL}/login`);
  await page.getByLabel('Cell number').waitFor({ state: 'visible' });
  const usableMs = Date.now() - started;
  await page.waitForLoadState('networkidle');
  return { usableMs, scripts: await scripts() };
}

export const LOGIN_JS_BUDGET_GZIP = 120 * 1024;
/**
 * What the dashboard may load from one area, gzip: its container entry (remoteEntry.js, which uses the host's
 * federation runtime and bundler runtime and provides no shared module) and its dashboard-cards module.
 */
export const DASHBOARD_AREA_BUDGET_GZIP = 8 * 1024;
/**
 * One area's container entry (remoteEntry.js), gzip: about 19 KB while each carried its own federation runtime, 7 KB
 * while each carried its own bundler runtime, under 4 KB now.
 */
export const REMOTE_ENTRY_BUDGET_GZIP = 5 * 1024;
/** The dashboard-cards modules of all areas and the chunks they need, without the container entries, gzip. */
export const DASHBOARD_CARDS_BUDGET_GZIP = 8 * 1024;
/** The login page's JavaScript, brotli. */
export const LOGIN_JS_BUDGET_BROTLI = 110 * 1024;
/** Everything the signed-in dashboard loads cold, gzip, and in how many script requests. */
export const DASHBOARD_JS_BUDGET_GZIP = 160 * 1024;
export const DASHBOARD_JS_REQUESTS_BUDGET = 20;
