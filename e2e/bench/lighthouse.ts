import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { STORAGE_KEYS } from '@portal/contract';
import { chromiumLaunchOptions } from '../support/chromium';
import { median } from './stats';

/** Lighthouse's performance figures for one page: each the median of the runs. */
export interface LighthouseFigures {
  /** 0–100. */
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Each run's score, in order, to show how much they spread. */
  scores: number[];
  /**
   * Each run's `benchmarkIndex`: how fast Lighthouse found this machine's CPU just before the run. Its simulated
   * throttling slows what it observed by a fixed 4×, so a slower or busier machine scores lower.
   */
  benchmarkIndexes: number[];
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/**
 * Debian's Chromium (CHROME_PATH, else the one the e2e suite uses), headless, with a debugging port for Lighthouse
 * and a profile of its own.
 */
export async function launchChromiumForLighthouse() {
  const executable = process.env.CHROME_PATH ?? chromiumLaunchOptions({ whole: true }).executablePath ?? '/usr/bin/chromium';
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), 'portal-bench-chromium-'));
  // Its own process group: stopping it stops its helper processes too, before its profile is removed.
  const child = spawn(
    executable,
    ['--headless=new', `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, ...(chromiumLaunchOptions().args ?? []), 'about:blank'],
    { stdio: 'ignore', detached: true },
  );
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`${executable} did not open its debugging port`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    port,
    /** Stores the session in the profile's local storage, for the portal's origin (Lighthouse keeps local storage). */
    async storeSession(baseURL: string, session: string) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
      const page = await browser.contexts()[0].newPage();
      await page.goto(`${baseURL}/version`);
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEYS.session, session] as const);
      await page.close();
      // Only disconnects: the browser was not launched by Playwright.
      await browser.close();
    },
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
      try {
        // A helper process may still be writing to the profile for a moment after the browser exits.
        rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
      } catch (error) {
        // A leftover temporary folder is no reason to lose the report.
        console.error(`bench: left ${profile} behind (${(error as NodeJS.ErrnoException).code})`);
      }
    },
  };
}

/** Lighthouse's own errors that say only that its trace came out broken ("Please run Lighthouse again"): that run is retried. */
const TRACE_GLITCHES = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED']);
const TRACE_RETRIES = 2;

/**
 * Lighthouse's performance category for `url`, `runs` times, with its default settings: a mobile device with
 * simulated throttling (slow 4G, a 4× slower CPU), and before each run the cache and the origin's storage cleared
 * except local storage (so a stored session stays signed in). `expectPath` guards against a redirect being measured
 * instead of the page.
 */
export async function lighthouseMedian(port: number, url: string, runs: number, expectPath = new URL(url).pathname): Promise<LighthouseFigures> {
  const { default: lighthouse } = await import('lighthouse');
  const results: { score: number; lcpMs: number; tbtMs: number; cls: number; benchmarkIndex: number }[] = [];
  let retries = TRACE_RETRIES;
  while (results.length < runs) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError && TRACE_GLITCHES.has(lhr.runtimeError.code) && retries-- > 0) continue;
    if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.message}`);
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    if (landed !== expectPath) throw new Error(`Lighthouse measured ${landed} instead of ${expectPath}`);
    results.push({
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcpMs: lhr.audits['largest-contentful-paint'].numericValue ?? NaN,
      tbtMs: lhr.audits['total-blocking-time'].numericValue ?? NaN,
      cls: lhr.audits['cumulative-layout-shift'].numericValue ?? NaN,
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    });
  }
  return {
    score: median(results.map((r) => r.score)),
    lcpMs: median(results.map((r) => r.lcpMs)),
    tbtMs: median(results.map((r) => r.tbtMs)),
    cls: median(results.map((r) => r.cls)),
    scores: results.map((r) => r.score),
    benchmarkIndexes: results.map((r) => r.benchmarkIndex),
  };
}
