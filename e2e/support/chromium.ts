import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/** Debian's Chromium where it is installed (Playwright's download does not work everywhere), else Playwright's own. */
export function chromiumLaunchOptions(): LaunchOptions {
  const executablePath = process.env.PORTAL_CHROMIUM ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  return {
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  };
}
