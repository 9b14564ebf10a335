import type { Browser, Page } from '@playwright/test';
import { collectScripts, measureLoginPage, type ScriptBytes } from '../support/measure-page';
import { contextWithSession, DESKTOP_VIEWPORT } from './browser-session';

export interface PageWeight extends ScriptBytes {
  /** Gzip bytes of each area's scripts (under /remotes/<area>/), by area. */
  gzipByArea: Map<string, number>;
}

function withAreas(scripts: ScriptBytes): PageWeight {
  const gzipByArea = new Map<string, number>();
  for (const url of scripts.urls.filter((u) => new URL(u).pathname.startsWith('/remotes/'))) {
    const area = new URL(url).pathname.split('/')[2];
    gzipByArea.set(area, (gzipByArea.get(area) ?? 0) + scripts.gzipByUrl[url]);
  }
  return { ...scripts, gzipByArea };
}

/** The JavaScript of the login page, loaded cold. */
export async function loginPageWeight(browser: Browser, baseURL: string): Promise<PageWeight> {
  const context = await browser.newContext({ viewport: DESKTOP_VIEWPORT });
  try {
    const { scripts } = await measureLoginPage(await context.newPage(), baseURL);
    return withAreas(scripts);
  } finally {
    await context.close();
  }
}

/** The JavaScript of a signed-in page, loaded cold (empty cache), until `ready` holds and the network is idle. */
export async function signedInPageWeight(
  browser: Browser,
  baseURL: string,
  session: string,
  path: string,
  ready: (page: Page) => Promise<void>,
): Promise<PageWeight> {
  const context = await contextWithSession(browser, baseURL, session);
  try {
    const page = await context.newPage();
    const scripts = collectScripts(page);
    await page.goto(path);
    await ready(page);
    await page.waitForLoadState('networkidle');
    return withAreas(await scripts());
  } finally {
    await context.close();
  }
}
