import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];
/**
 * Chromium's headless shell: the same engine (Blink, V8) without the browser around it, which is what Playwright itself
 * runs headless tests in. A test takes about a fifth less CPU in it than in the whole browser.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM = '/usr/bin/chromium';
const installed = (path: string) => (existsSync(path) ? path : undefined);

/**
 * The browser the tests run in: PORTAL_CHROMIUM, else Debian's headless shell or Chromium where installed (Playwright's
 * download does not work everywhere), else Playwright's own. `whole` asks for the whole browser, as the bench measures
 * pages in it (and Lighthouse needs it): its figures stay comparable from run to run.
 */
export function chromiumLaunchOptions({ whole = false } = {}): LaunchOptions {
  const executablePath = whole ? installed(CHROMIUM) : (process.env.PORTAL_CHROMIUM ?? installed(HEADLESS_SHELL) ?? installed(CHROMIUM));
  return { executablePath, args: ARGS };
}
